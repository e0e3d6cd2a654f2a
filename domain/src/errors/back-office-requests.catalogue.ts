/**
 * Messages of the back office's « Demandes » and « Délais de traitement » (issue 25 §2; project wording: the spec
 * names neither), besides the server's own failures (`requests-admin.catalogue.ts`), which the screens show as sent.
 */
import { defineCatalogueEntry } from './catalogue-entry.ts';

export const backOfficeRequestsCatalogue = Object.freeze({
  /** A target delay that is not a whole number of hours between 1 and 2,160 (90 days). */
  delayInvalid: defineCatalogueEntry({
    code: 'FLOW.BO_REQUEST_DELAY_INVALID',
    family: 'flow',
    severity: 'danger',
    wording: 'project',
    template: 'Le délai doit être un nombre entier d’heures, de 1 à 2160 (90 jours).',
  }),
  /** Optimistic concurrency on the target delays (409). */
  delaysStale: defineCatalogueEntry({
    code: 'FLOW.BO_REQUEST_DELAYS_STALE',
    family: 'flow',
    severity: 'danger',
    wording: 'project',
    template:
      "Les délais de traitement ont été modifiés par quelqu'un d'autre entre-temps. Vos saisies sont conservées : vérifiez-les par rapport aux valeurs actuelles, puis enregistrez de nouveau.",
  }),
  requestTaken: defineCatalogueEntry({
    code: 'SUCCESS.BO_REQUEST_TAKEN',
    family: 'success-toast',
    severity: 'success',
    wording: 'project',
    template: 'Vous avez pris en charge la demande {reference}.',
  }),
  complementAsked: defineCatalogueEntry({
    code: 'SUCCESS.BO_REQUEST_COMPLEMENT_ASKED',
    family: 'success-toast',
    severity: 'success',
    wording: 'project',
    template: "Le complément est demandé à l'adhérent (demande {reference}).",
  }),
  requestAccepted: defineCatalogueEntry({
    code: 'SUCCESS.BO_REQUEST_ACCEPTED',
    family: 'success-toast',
    severity: 'success',
    wording: 'project',
    template: 'La demande {reference} est acceptée.',
  }),
  requestRefused: defineCatalogueEntry({
    code: 'SUCCESS.BO_REQUEST_REFUSED',
    family: 'success-toast',
    severity: 'success',
    wording: 'project',
    template: 'La demande {reference} est refusée.',
  }),
  requestClosed: defineCatalogueEntry({
    code: 'SUCCESS.BO_REQUEST_CLOSED',
    family: 'success-toast',
    severity: 'success',
    wording: 'project',
    template: 'La demande {reference} est clôturée.',
  }),
  delaysSaved: defineCatalogueEntry({
    code: 'SUCCESS.BO_REQUEST_DELAYS_SAVED',
    family: 'success-toast',
    severity: 'success',
    wording: 'project',
    template: 'Les délais de traitement sont enregistrés.',
  }),
  /** « Messages »: a manager answered a member's topic thread. */
  threadAnswered: defineCatalogueEntry({
    code: 'SUCCESS.BO_THREAD_ANSWERED',
    family: 'success-toast',
    severity: 'success',
    wording: 'project',
    template: "Votre réponse est envoyée à l'adhérent.",
  }),
  /** « Messages »: a manager closed a member's topic thread. */
  threadClosed: defineCatalogueEntry({
    code: 'SUCCESS.BO_THREAD_CLOSED',
    family: 'success-toast',
    severity: 'success',
    wording: 'project',
    template: 'La discussion est clôturée.',
  }),
});
