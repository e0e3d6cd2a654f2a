/** Messages of the back office's « Statistiques » area (issue 27; project wording: the spec names no rule). */
import { defineCatalogueEntry } from './catalogue-entry.ts';

export const statisticsCatalogue = Object.freeze({
  /** A period the dashboard cannot show: a missing or impossible day, an end before its start, over two years. */
  periodInvalid: defineCatalogueEntry({
    code: 'FLOW.STATISTICS_PERIOD_INVALID',
    family: 'flow',
    severity: 'danger',
    wording: 'project',
    template:
      'La période est invalide : indiquez une date de début et une date de fin (incluses), la fin après le début, sur deux ans au plus.',
  }),
});
