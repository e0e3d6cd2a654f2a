/** Roles seen in the portal (spec §6). The wire may carry other roles; they are kept as plain strings. */
export const USER_ROLES = ['Admin', 'Beneficiaire', 'BackEndUser', 'Consultant', 'User'] as const;

export type UserRole = (typeof USER_ROLES)[number];
