/** Reference data kinds listed by the spec (§3): civility, sex, country, postal code, payment mode, … */
export const REFERENCE_DATA_KINDS = [
  'civility',
  'sex',
  'country',
  'postalCode',
  'paymentMode',
  'paymentFrequency',
  'claimType',
  'beneficiaryType',
  'serviceCatalogue',
] as const;

export type ReferenceDataKind = (typeof REFERENCE_DATA_KINDS)[number];

/** The French name of each kind (back office « Référentiels »). */
export const REFERENCE_DATA_KIND_LABELS: Readonly<Record<ReferenceDataKind, string>> = Object.freeze({
  civility: 'Civilités',
  sex: 'Sexes',
  country: 'Pays',
  postalCode: 'Codes postaux',
  paymentMode: 'Modes de paiement',
  paymentFrequency: 'Fréquences de paiement',
  claimType: 'Types de sinistre',
  beneficiaryType: 'Types de bénéficiaire',
  serviceCatalogue: 'Catalogue des services',
});

export function isReferenceDataKind(value: string): value is ReferenceDataKind {
  return (REFERENCE_DATA_KINDS as readonly string[]).includes(value);
}
