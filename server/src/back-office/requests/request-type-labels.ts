/** The request types a manager handles (issue 25 §1) and their French labels. */
export const REQUEST_TYPE_LABELS = Object.freeze({
  'prise-en-charge-hospitaliere': 'Prise en charge hospitalière',
  remboursement: 'Demande de remboursement',
  'declaration-sinistre': 'Déclaration de sinistre',
  'ajout-beneficiaire': "Ajout d'un bénéficiaire",
  'radiation-beneficiaire': "Radiation d'un bénéficiaire",
  devis: 'Demande de devis',
});

export type RequestTypeCode = keyof typeof REQUEST_TYPE_LABELS;

export function isRequestTypeCode(value: string): value is RequestTypeCode {
  return Object.hasOwn(REQUEST_TYPE_LABELS, value);
}
