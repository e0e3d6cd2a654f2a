/**
 * The kinds of request a member sends from « Mes demandes » (issue 25), with their French labels. `devis` is the
 * simulator's quote request (sent later from the benefits simulator, never from the « Mes demandes » forms).
 */
export const REQUEST_KINDS = [
  'prise-en-charge-hospitaliere',
  'remboursement',
  'declaration-sinistre',
  'ajout-beneficiaire',
  'radiation-beneficiaire',
  'devis',
] as const;

export type RequestKind = (typeof REQUEST_KINDS)[number];

/** The kinds a member chooses among in « Mes demandes » (every kind but `devis`). */
export const MEMBER_FORM_REQUEST_KINDS: readonly Exclude<RequestKind, 'devis'>[] = [
  'prise-en-charge-hospitaliere',
  'remboursement',
  'declaration-sinistre',
  'ajout-beneficiaire',
  'radiation-beneficiaire',
];

export const REQUEST_KIND_LABELS: Readonly<Record<RequestKind, string>> = Object.freeze({
  'prise-en-charge-hospitaliere': 'Demande de prise en charge hospitalière',
  remboursement: 'Demande de remboursement',
  'declaration-sinistre': 'Déclaration de sinistre',
  'ajout-beneficiaire': "Ajout d'un bénéficiaire",
  'radiation-beneficiaire': "Radiation d'un bénéficiaire",
  devis: 'Demande de devis',
});

export function isRequestKind(value: unknown): value is RequestKind {
  return typeof value === 'string' && (REQUEST_KINDS as readonly string[]).includes(value);
}

/** The label of a kind (« Demande de remboursement »…). */
export function requestKindLabel(kind: RequestKind): string {
  return REQUEST_KIND_LABELS[kind];
}

/**
 * Target delay of each kind in hours, before the back office sets its own (issue 25: « e.g. 48 h for a hospital
 * coverage »; the others are project defaults).
 */
export const DEFAULT_REQUEST_TARGET_DELAY_HOURS: Readonly<Record<RequestKind, number>> = Object.freeze({
  'prise-en-charge-hospitaliere': 48,
  remboursement: 120,
  'declaration-sinistre': 240,
  'ajout-beneficiaire': 120,
  'radiation-beneficiaire': 120,
  devis: 72,
});
