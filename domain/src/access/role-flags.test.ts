import { describe, expect, it } from 'vitest';
import { deriveRoleFlags, noContractDestination } from './role-flags.ts';

describe('deriveRoleFlags', () => {
  it('sets each flag from the role of the same name', () => {
    expect(deriveRoleFlags({ roles: ['Admin', 'BackEndUser'] })).toEqual({
      isAdmin: true,
      isBeneficiaire: false,
      isBackEndUser: true,
      isConsultant: false,
      isUser: false,
    });
    expect(deriveRoleFlags({ roles: ['User', 'Beneficiaire', 'Consultant'] })).toEqual({
      isAdmin: false,
      isBeneficiaire: true,
      isBackEndUser: false,
      isConsultant: true,
      isUser: true,
    });
  });

  it('gives no flag to an anonymous user or unknown roles', () => {
    const none = {
      isAdmin: false,
      isBeneficiaire: false,
      isBackEndUser: false,
      isConsultant: false,
      isUser: false,
    };
    expect(deriveRoleFlags(null)).toEqual(none);
    expect(deriveRoleFlags({ roles: ['admin', 'Gestionnaire'] })).toEqual(none);
  });
});

describe('noContractDestination', () => {
  it('sends a back-end user to the admin area and anyone else to login after logout', () => {
    expect(noContractDestination({ isBackEndUser: true })).toBe('admin-area');
    expect(noContractDestination({ isBackEndUser: false })).toBe('logout-to-login');
  });
});
