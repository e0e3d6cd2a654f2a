import type { HabilitationAction } from '../entities/habilitation-action.entity.ts';
import { HABILITATION_ACTIONS } from '../entities/habilitation-action.entity.ts';

/** The areas of the back office (issue 24), each with its own habilitations. */
export const BACK_OFFICE_AREAS = [
  'contenus',
  'faq',
  'modeles-mails',
  'demandes',
  'adherents',
  'statistiques',
  'referentiels',
  'habilitations',
  'historique',
] as const;

export type BackOfficeArea = (typeof BACK_OFFICE_AREAS)[number];

/** French labels of the back-office areas (menu entries, history filters). */
export const BACK_OFFICE_AREA_LABELS: Readonly<Record<BackOfficeArea, string>> = Object.freeze({
  contenus: 'Contenus',
  faq: 'FAQ',
  'modeles-mails': 'Modèles de mails',
  demandes: 'Demandes',
  adherents: 'Adhérents',
  statistiques: 'Statistiques',
  referentiels: 'Référentiels',
  habilitations: 'Habilitations',
  historique: 'Historique',
});

export function isBackOfficeArea(value: unknown): value is BackOfficeArea {
  return typeof value === 'string' && (BACK_OFFICE_AREAS as readonly string[]).includes(value);
}

/** The areas an `admin_history` entry may name: the back-office areas and « connexion » (staff sign-ins). */
export const HISTORY_AREAS = ['connexion', ...BACK_OFFICE_AREAS] as const;

export type HistoryArea = (typeof HISTORY_AREAS)[number];

export function isHistoryArea(value: unknown): value is HistoryArea {
  return typeof value === 'string' && (HISTORY_AREAS as readonly string[]).includes(value);
}

/** One granted action on one area. */
export interface Habilitation {
  readonly area: BackOfficeArea;
  readonly action: HabilitationAction;
}

/** The staff roles (spec §6), the ones that open the back office. */
export const STAFF_ROLES = ['Admin', 'Gestionnaire', 'Consultant', 'BackEndUser'] as const;

export type StaffRole = (typeof STAFF_ROLES)[number];

/** French labels of the staff roles (spec §6: Admin = Administrateur Digital; the others by their name). */
export const STAFF_ROLE_LABELS: Readonly<Record<StaffRole, string>> = Object.freeze({
  Admin: 'Administrateur Digital',
  Gestionnaire: 'Gestionnaire',
  Consultant: 'Consultant',
  BackEndUser: 'BackEndUser',
});

/** True when the roles hold a staff role (a back-office user). */
export function isStaff(roles: readonly string[]): boolean {
  return roles.some((role) => (STAFF_ROLES as readonly string[]).includes(role));
}

const everyAction = (area: BackOfficeArea): Habilitation[] =>
  HABILITATION_ACTIONS.map((action) => ({ area, action }));
const only =
  (action: HabilitationAction) =>
  (area: BackOfficeArea): Habilitation => ({ area, action });

/** Areas a Gestionnaire may create and update in (besides reading every area). */
const GESTIONNAIRE_WRITABLE: readonly BackOfficeArea[] = [
  'demandes',
  'adherents',
  'faq',
  'contenus',
  'modeles-mails',
];
/** Areas a Consultant may read (nothing else): the working areas but the mail templates, and the history. */
const CONSULTANT_READABLE: readonly BackOfficeArea[] = [
  'contenus',
  'faq',
  'demandes',
  'adherents',
  'statistiques',
  'historique',
];

/** The habilitations each staff role gets by default (documented in domain/README.md). */
export const DEFAULT_HABILITATIONS: Readonly<Record<StaffRole, readonly Habilitation[]>> = Object.freeze({
  Admin: BACK_OFFICE_AREAS.flatMap(everyAction),
  Gestionnaire: [
    ...BACK_OFFICE_AREAS.map(only('read')),
    ...GESTIONNAIRE_WRITABLE.flatMap((area) => [only('create')(area), only('update')(area)]),
  ],
  Consultant: CONSULTANT_READABLE.map(only('read')),
  BackEndUser: [],
});

/** The default habilitations of an account: the union of its staff roles' defaults, each pair once, in area order. */
export function defaultHabilitationsFor(roles: readonly string[]): readonly Habilitation[] {
  const granted = new Set<string>();
  for (const role of STAFF_ROLES) {
    if (!roles.includes(role)) continue;
    for (const h of DEFAULT_HABILITATIONS[role]) granted.add(`${h.area} ${h.action}`);
  }
  return BACK_OFFICE_AREAS.flatMap((area) =>
    HABILITATION_ACTIONS.filter((action) => granted.has(`${area} ${action}`)).map((action) => ({
      area,
      action,
    })),
  );
}

/**
 * Whether the habilitations allow `action` on `area`. Every action needs `read` on the area too: a staff member
 * never creates, changes or deletes what they cannot see, so a write habilitation without `read` grants nothing.
 */
export function isAllowed(
  habilitations: readonly Habilitation[],
  area: BackOfficeArea,
  action: HabilitationAction,
): boolean {
  const holds = (wanted: HabilitationAction): boolean =>
    habilitations.some((h) => h.area === area && h.action === wanted);
  return holds(action) && (action === 'read' || holds('read'));
}
