import type { Habilitation, StaffRole } from '@portail/domain';
import { STAFF_ROLE_LABELS, isBackOfficeArea, HABILITATION_ACTIONS } from '@portail/domain';
import type { StaffAccount, StaffAccountState } from './staff-accounts.repository.ts';

/** The wire state of a staff account (schema `HabilitationsStaffAccount.etat`). */
const WIRE_STATE: Readonly<Record<StaffAccountState, 'actif' | 'desactive' | 'en-attente'>> = {
  active: 'actif',
  disabled: 'desactive',
  pending: 'en-attente',
};

/** A staff account on the wire (schema `HabilitationsStaffAccount`). */
export function staffAccountWire(account: StaffAccount) {
  return {
    id: account.id,
    identifiant: account.login,
    nom: account.nom,
    prenom: account.prenom,
    roles: account.roles.map((role: StaffRole) => ({ code: role, libelle: STAFF_ROLE_LABELS[role] })),
    etat: WIRE_STATE[account.state],
    derniereConnexion: account.lastSignInAt === null ? null : account.lastSignInAt.toISOString(),
  };
}

/** Habilitations on the wire (`{ zone, action }`). */
export const habilitationsWire = (list: readonly Habilitation[]) =>
  list.map((h) => ({ zone: h.area, action: h.action }));

/** Habilitations read from a body the OpenAPI schema already checked (`zone` / `action` enums). */
export function habilitationsFromWire(value: unknown): Habilitation[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((item: unknown) => {
    if (typeof item !== 'object' || item === null) return [];
    const { zone, action } = item as { zone?: unknown; action?: unknown };
    const known = HABILITATION_ACTIONS.find((candidate) => candidate === action);
    return isBackOfficeArea(zone) && known !== undefined ? [{ area: zone, action: known }] : [];
  });
}
