import { describe, expect, it } from 'vitest';
import { staffRoleLabel } from './staff-profile.ts';

describe('staffRoleLabel', () => {
  it('shows the first role other than BackEndUser', () => {
    const roles = [
      { code: 'BackEndUser', label: 'BackEndUser' },
      { code: 'Admin', label: 'Administrateur Digital' },
    ];
    expect(staffRoleLabel({ roles })).toBe('Administrateur Digital');
  });

  it('falls back to BackEndUser alone, and to nothing without a role', () => {
    expect(staffRoleLabel({ roles: [{ code: 'BackEndUser', label: 'BackEndUser' }] })).toBe('BackEndUser');
    expect(staffRoleLabel({ roles: [] })).toBe('');
  });
});
