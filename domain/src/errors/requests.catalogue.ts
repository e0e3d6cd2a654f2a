/**
 * Messages of « Mes demandes » and of the staff's « Demandes » (issue 25), project wording: the spec names the
 * requests (§1) without these rules. The acknowledgement toast itself is `requestReceivedToast` (spec §8).
 */
import { defineCatalogueEntry } from './catalogue-entry.ts';

export const requestsCatalogue = Object.freeze({
  /** Optimistic concurrency: the request changed since it was read (409). */
  stale: defineCatalogueEntry({
    code: 'FLOW.REQUEST_STALE',
    family: 'flow',
    severity: 'danger',
    wording: 'project',
    template:
      "Cette demande a été modifiée entre-temps par quelqu'un d'autre. Votre saisie est conservée : rechargez la demande, vérifiez son état, puis validez de nouveau.",
  }),
  /** Exclusive assignment: another manager took the request first (409). */
  alreadyAssigned: defineCatalogueEntry({
    code: 'FLOW.REQUEST_ALREADY_ASSIGNED',
    family: 'flow',
    severity: 'danger',
    wording: 'project',
    template: 'Cette demande est déjà prise en charge par {gestionnaire}.',
  }),
  /** The status change is not one of the allowed transitions (409). */
  transitionNotAllowed: defineCatalogueEntry({
    code: 'FLOW.REQUEST_TRANSITION_NOT_ALLOWED',
    family: 'flow',
    severity: 'danger',
    wording: 'project',
    template: 'Une demande « {from} » ne peut pas passer à « {to} ».',
  }),
  /** A reply to « Complément demandé » on a request that asks for none (409). */
  notAwaitingComplement: defineCatalogueEntry({
    code: 'FLOW.REQUEST_NOT_AWAITING_COMPLEMENT',
    family: 'flow',
    severity: 'danger',
    wording: 'project',
    template: "Cette demande n'attend pas de complément de votre part.",
  }),
  /** A message on a closed request (409). */
  closed: defineCatalogueEntry({
    code: 'FLOW.REQUEST_CLOSED',
    family: 'flow',
    severity: 'danger',
    wording: 'project',
    template:
      'Cette demande est clôturée : vous ne pouvez plus y écrire. Ouvrez un nouveau message si besoin.',
  }),
  /** An attachment that is not one of the member's own uploads (400 on the field). */
  attachmentUnknown: defineCatalogueEntry({
    code: 'FLOW.REQUEST_ATTACHMENT_UNKNOWN',
    family: 'flow',
    severity: 'danger',
    wording: 'project',
    template: 'Un document joint est introuvable : joignez-le de nouveau.',
  }),
  /** A person who is not covered by the current contract (400 on the field). */
  personUnknown: defineCatalogueEntry({
    code: 'FLOW.REQUEST_PERSON_UNKNOWN',
    family: 'flow',
    severity: 'danger',
    wording: 'project',
    template: "Cette personne n'est pas couverte par le contrat.",
  }),
  /** A reference-data code that is not in the list (400 on the field). */
  referenceUnknown: defineCatalogueEntry({
    code: 'FLOW.REQUEST_REFERENCE_UNKNOWN',
    family: 'flow',
    severity: 'danger',
    wording: 'project',
    template: 'Cette valeur ne fait pas partie de la liste proposée.',
  }),
  /** Refusing a request needs its reason (400). */
  refusalReasonRequired: defineCatalogueEntry({
    code: 'FLOW.REQUEST_REFUSAL_REASON_REQUIRED',
    family: 'flow',
    severity: 'danger',
    wording: 'project',
    template: 'Indiquez le motif du refus : il est envoyé à l’adhérent.',
  }),
});
