import type { BackOfficeArea, HabilitationAction, StaffProfile } from '@portail/domain';
import { isAllowed, staffRoleLabel } from '@portail/domain';

/**
 * What the signed-in staff member may do, for the screens to hide what their role may not (the server checks every
 * call again: hiding is a courtesy, never the protection).
 */
export class StaffAccess {
  constructor(readonly profile: StaffProfile) {}

  /** Whether the staff member holds `action` on `area` (and `read` on it: domain `isAllowed`). */
  can(area: BackOfficeArea, action: HabilitationAction): boolean {
    return isAllowed(this.profile.habilitations, area, action);
  }

  /** The name shown in the top bar (their login). */
  get name(): string {
    return this.profile.login;
  }

  /** Their role's French label (« Administrateur Digital », « Gestionnaire », « Consultant »). */
  get roleLabel(): string {
    return staffRoleLabel(this.profile);
  }
}
