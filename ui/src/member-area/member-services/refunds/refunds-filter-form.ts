import type { ContractFamily, RefundsFilter } from '@portail/domain';
import { isCareActStatus, isCareType } from '@portail/domain';

/** The filter form's fields as typed (strings; '' = no filter). */
export interface RefundsFilterForm {
  beneficiaire: string;
  dateDebut: string;
  dateFin: string;
  typeSoin: string;
  statut: string;
  recherche: string;
}

export const EMPTY_FORM: RefundsFilterForm = {
  beneficiaire: '',
  dateDebut: '',
  dateFin: '',
  typeSoin: '',
  statut: '',
  recherche: '',
};
export const DATE_RANGE_MESSAGE = 'La date de début doit précéder la date de fin.';

/** The filter to send: trimmed values, empty and unknown ones left out. */
export function filterOf(form: RefundsFilterForm): RefundsFilter {
  const text = (value: string) => (value.trim() === '' ? undefined : value.trim());
  const typeSoin = isCareType(form.typeSoin) ? form.typeSoin : undefined;
  const statut = isCareActStatus(form.statut) ? form.statut : undefined;
  return {
    ...(text(form.beneficiaire) === undefined ? {} : { beneficiaire: form.beneficiaire }),
    ...(text(form.dateDebut) === undefined ? {} : { dateDebut: form.dateDebut }),
    ...(text(form.dateFin) === undefined ? {} : { dateFin: form.dateFin }),
    ...(typeSoin === undefined ? {} : { typeSoin }),
    ...(statut === undefined ? {} : { statut }),
    ...(text(form.recherche) === undefined ? {} : { recherche: form.recherche.trim() }),
  };
}

/**
 * The filter a contract of this family can use: the care type is a health-only filter, so a prévoyance contract
 * (indemnités journalières, rentes, capitaux) neither shows nor sends it (issue 22).
 */
export function filterFor(filter: RefundsFilter, family: ContractFamily): RefundsFilter {
  if (family === 'sante' || filter.typeSoin === undefined) return filter;
  const { typeSoin: _healthOnly, ...rest } = filter;
  return rest;
}
