/**
 * Expected failures of the consultation mode (issue 27 §1, « Voir l'espace de l'adhérent »), project wording: the
 * server answers them with `code` and `message`, the screens show them as sent.
 */
import { defineCatalogueEntry } from './catalogue-entry.ts';

export const consultationCatalogue = Object.freeze({
  /** 403: a write of the member API during a consultation, refused before the body is read. */
  readOnly: defineCatalogueEntry({
    code: 'FLOW.CONSULTATION_LECTURE_SEULE',
    family: 'flow',
    severity: 'danger',
    wording: 'project',
    template:
      "Consultation en lecture seule : aucune modification n'est possible dans l'espace de l'adhérent.",
  }),
  /** 400: the reason is missing or too short. */
  reasonInvalid: defineCatalogueEntry({
    code: 'FLOW.CONSULTATION_MOTIF_INVALIDE',
    family: 'flow',
    severity: 'danger',
    wording: 'project',
    template: 'Indiquez la catégorie du motif et le motif (au moins 10 caractères) ou un numéro de ticket.',
  }),
  /** 409: the member has no account yet: there is no space to look at. */
  noAccount: defineCatalogueEntry({
    code: 'FLOW.CONSULTATION_SANS_ESPACE',
    family: 'flow',
    severity: 'danger',
    wording: 'project',
    template: "Cet adhérent n'a pas encore d'espace en ligne : il n'y a rien à consulter.",
  }),
  /** 404: « Terminer » or a screen view without an open consultation (ended or expired). */
  notOpen: defineCatalogueEntry({
    code: 'FLOW.CONSULTATION_TERMINEE',
    family: 'flow',
    severity: 'danger',
    wording: 'project',
    template: 'La consultation est terminée.',
  }),
});
