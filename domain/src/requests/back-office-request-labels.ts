/** The statuses of a member's request, in their order (issue 25). */
export const STAFF_REQUEST_STATUSES = [
  'envoyee',
  'en-cours',
  'complement-demande',
  'acceptee',
  'refusee',
  'cloturee',
] as const;
export type StaffRequestStatus = (typeof STAFF_REQUEST_STATUSES)[number];

/** The request types a member may send (issue 25 §1). */
export const STAFF_REQUEST_TYPES = [
  'prise-en-charge-hospitaliere',
  'remboursement',
  'declaration-sinistre',
  'ajout-beneficiaire',
  'radiation-beneficiaire',
] as const;
export type StaffRequestType = (typeof STAFF_REQUEST_TYPES)[number];

export const STAFF_REQUEST_STATUS_LABELS: Readonly<Record<StaffRequestStatus, string>> = Object.freeze({
  envoyee: 'Envoyée',
  'en-cours': 'En cours de traitement',
  'complement-demande': 'Complément demandé',
  acceptee: 'Acceptée',
  refusee: 'Refusée',
  cloturee: 'Clôturée',
});

export const STAFF_REQUEST_TYPE_LABELS: Readonly<Record<StaffRequestType, string>> = Object.freeze({
  'prise-en-charge-hospitaliere': 'Prise en charge hospitalière',
  remboursement: 'Demande de remboursement',
  'declaration-sinistre': 'Déclaration de sinistre',
  'ajout-beneficiaire': "Ajout d'un bénéficiaire",
  'radiation-beneficiaire': "Radiation d'un bénéficiaire",
});

export function isStaffRequestStatus(value: unknown): value is StaffRequestStatus {
  return typeof value === 'string' && (STAFF_REQUEST_STATUSES as readonly string[]).includes(value);
}

export function isStaffRequestType(value: unknown): value is StaffRequestType {
  return typeof value === 'string' && (STAFF_REQUEST_TYPES as readonly string[]).includes(value);
}
