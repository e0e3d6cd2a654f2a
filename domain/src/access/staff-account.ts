import type { Habilitation, StaffRole } from './back-office-habilitations.ts';

/** active: signs in; disabled: refused, sessions ended; pending: waiting for its activation link. */
export type StaffAccountState = 'active' | 'disabled' | 'pending';

/** French labels of the staff account states (« Habilitations » list). */
export const STAFF_ACCOUNT_STATE_LABELS: Readonly<Record<StaffAccountState, string>> = Object.freeze({
  active: 'Actif',
  disabled: 'Désactivé',
  pending: "En attente d'activation",
});

/** A staff account of the back office (« Habilitations »). */
export interface StaffAccount {
  readonly id: string;
  /** The login, an e-mail address. */
  readonly login: string;
  readonly nom: string;
  readonly prenom: string;
  readonly roles: readonly StaffRole[];
  readonly state: StaffAccountState;
  /** ISO instant of the last sign-in, null when none. */
  readonly lastSignInAt: string | null;
}

/** One staff member's habilitations, with the version a save must name (optimistic concurrency). */
export interface StaffHabilitationsMatrix {
  readonly account: StaffAccount;
  readonly version: number;
  readonly habilitations: readonly Habilitation[];
}

/** The roles an administrator gives a new staff account (BackEndUser is always added by the server). */
export const ASSIGNABLE_STAFF_ROLES: readonly StaffRole[] = ['Admin', 'Gestionnaire', 'Consultant'];

/** What « Nouveau compte » sends. */
export interface NewStaffAccount {
  readonly email: string;
  readonly nom: string;
  readonly prenom: string;
  readonly roles: readonly StaffRole[];
}
