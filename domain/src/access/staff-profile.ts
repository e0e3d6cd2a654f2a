import type { Habilitation } from './back-office-habilitations.ts';

/** One staff role held, with its French label (spec §6). */
export interface StaffRoleLabel {
  readonly code: string;
  readonly label: string;
}

/** The signed-in staff member as the back office knows them (`GET /api/admin/me`). */
export interface StaffProfile {
  readonly login: string;
  readonly email: string;
  readonly roles: readonly StaffRoleLabel[];
  readonly habilitations: readonly Habilitation[];
}

/**
 * The label shown beside the staff member's name: their first role other than the technical « BackEndUser », else
 * « BackEndUser » itself, else '' (no staff role).
 */
export function staffRoleLabel(profile: Pick<StaffProfile, 'roles'>): string {
  const shown = profile.roles.find((role) => role.code !== 'BackEndUser') ?? profile.roles[0];
  return shown?.label ?? '';
}
