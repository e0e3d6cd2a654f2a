/**
 * Messages of « Mes demandes » and of the staff's « Demandes » (issue 25), project wording: the spec names the
 * requests (§1) without these rules. The acknowledgement toast itself is `requestReceivedToast` (spec §8).
 */
import { defineCatalogueEntry } from './catalogue-entry.ts';

export const requestsCatalogue = Object.freeze({
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
});
