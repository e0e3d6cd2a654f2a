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
