/**
 * Messages of « Mes cotisations » (issue 26), answered by the server with these codes (project wording: the spec
 * names the contribution payments without these messages).
 */
import { defineCatalogueEntry } from './catalogue-entry.ts';

export const cotisationsErrorCatalogue = Object.freeze({
  noSchedule: defineCatalogueEntry({
    code: 'FLOW.COTISATION_SANS_ECHEANCIER',
    family: 'flow',
    severity: 'info',
    wording: 'project',
    template: "Aucun échéancier de cotisations n'est disponible pour ce contrat.",
  }),
  noMandate: defineCatalogueEntry({
    code: 'FLOW.COTISATION_SANS_MANDAT',
    family: 'flow',
    severity: 'info',
    wording: 'project',
    template: "Ce contrat n'est pas payé par prélèvement : il n'a pas de mandat SEPA.",
  }),
  noPayment: defineCatalogueEntry({
    code: 'FLOW.COTISATION_SANS_PAIEMENT',
    family: 'flow',
    severity: 'info',
    wording: 'project',
    template: "Aucune cotisation n'a été payée cette année-là pour ce contrat.",
  }),
  noDueDate: defineCatalogueEntry({
    code: 'FLOW.COTISATION_SANS_ECHEANCE',
    family: 'flow',
    severity: 'danger',
    wording: 'project',
    template: "Aucune échéance n'est à venir sur ce contrat : le paiement ne peut pas être modifié.",
  }),
  pageSize: defineCatalogueEntry({
    code: 'FLOW.COTISATION_TAILLE',
    family: 'flow',
    severity: 'danger',
    wording: 'project',
    template: 'La taille de page doit aller de 1 à 100.',
  }),
  unavailable: defineCatalogueEntry({
    code: 'FLOW.COTISATION_INDISPONIBLE',
    family: 'flow',
    severity: 'danger',
    wording: 'project',
    template: 'Le service des cotisations est momentanément indisponible.',
  }),
});
