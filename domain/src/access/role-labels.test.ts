import { describe, expect, it } from 'vitest';
import { roleLabel } from './role-labels.ts';

describe('roleLabel', () => {
  it('gives the French label of every labelled role', () => {
    expect(roleLabel('Admin')).toBe('Administrateur Digital');
    expect(roleLabel('Gestionnaire')).toBe('Gestionnaire');
    expect(roleLabel('User')).toBe('Adhérent');
    expect(roleLabel('Beneficiaire')).toBe('Bénéficiaire');
    expect(roleLabel('adh_benef')).toBe('Adhérent/Bénéficiaire');
    expect(roleLabel('admin_digital')).toBe('Admin Digital');
    expect(roleLabel('autres_admins')).toBe('Autres admins');
  });

  it('shows an unlabelled role by its name, even one named like an Object member', () => {
    expect(roleLabel('Consultant')).toBe('Consultant');
    expect(roleLabel('toString')).toBe('toString');
  });
});
