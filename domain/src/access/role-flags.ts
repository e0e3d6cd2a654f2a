import type { CurrentUser } from '../entities/current-user.entity.ts';

/** Flags derived from the user's roles (spec §3, §6). Each flag is true when the role of the same name is held. */
export interface RoleFlags {
  readonly isAdmin: boolean;
  readonly isBeneficiaire: boolean;
  readonly isBackEndUser: boolean;
  readonly isConsultant: boolean;
  readonly isUser: boolean;
}

/**
 * Derives the role flags. Role names are matched exactly as the server sends them ('Admin',
 * 'Beneficiaire', 'BackEndUser', 'Consultant', 'User'); roles are not implied by one another
 * (an Admin is a back-end user only if the server also gives it the BackEndUser role).
 */
export function deriveRoleFlags(user: Pick<CurrentUser, 'roles'> | null): RoleFlags {
  const roles = new Set(user?.roles ?? []);
  return Object.freeze({
    isAdmin: roles.has('Admin'),
    isBeneficiaire: roles.has('Beneficiaire'),
    isBackEndUser: roles.has('BackEndUser'),
    isConsultant: roles.has('Consultant'),
    isUser: roles.has('User'),
  });
}

/** Where a user with no contract goes (spec §2 modal, §6): back-end users to the admin area, others to login after logout. */
export type NoContractDestination = 'admin-area' | 'logout-to-login';

export function noContractDestination(flags: Pick<RoleFlags, 'isBackEndUser'>): NoContractDestination {
  return flags.isBackEndUser ? 'admin-area' : 'logout-to-login';
}
