/**
 * Expected failures of the back office's « Demandes » (issue 25 §2) and of the target delays of « Référentiels »,
 * with their French messages (project wording): the server answers them with `code` and `message`.
 */
import { defineCatalogueEntry } from './catalogue-entry.ts';

export const requestsAdminCatalogue = Object.freeze({
  /** 409: the request changed since the version the manager read (another manager acted meanwhile). */
  versionConflict: defineCatalogueEntry({
    code: 'FLOW.DEMANDE_VERSION_PERIMEE',
    family: 'flow',
    severity: 'danger',
    wording: 'project',
    template:
      "Cette demande a été modifiée par quelqu'un d'autre depuis son ouverture. Votre saisie est conservée : rechargez la demande pour voir son état actuel, puis recommencez.",
  }),
  /** 409: another manager has the request (assignment is exclusive). */
  alreadyAssigned: defineCatalogueEntry({
    code: 'FLOW.DEMANDE_DEJA_ATTRIBUEE',
    family: 'flow',
    severity: 'danger',
    wording: 'project',
    template: 'Cette demande est déjà prise en charge par {gestionnaire}.',
  }),
  /** 409: an action on a request nobody has taken yet. */
  notAssigned: defineCatalogueEntry({
    code: 'FLOW.DEMANDE_NON_ATTRIBUEE',
    family: 'flow',
    severity: 'danger',
    wording: 'project',
    template: "Prenez d'abord cette demande en charge.",
  }),
  /** 409: the action is not possible in the request's status. */
  transitionRefused: defineCatalogueEntry({
    code: 'FLOW.DEMANDE_TRANSITION_IMPOSSIBLE',
    family: 'flow',
    severity: 'danger',
    wording: 'project',
    template: 'Cette action n’est pas possible : la demande est « {statut} ».',
  }),
  /** 400: a refusal without its reason. */
  reasonRequired: defineCatalogueEntry({
    code: 'FLOW.DEMANDE_MOTIF_OBLIGATOIRE',
    family: 'flow',
    severity: 'danger',
    wording: 'project',
    template: "Indiquez le motif du refus : il est envoyé à l'adhérent.",
  }),
  /** 400: a complement asked without saying what is missing. */
  messageRequired: defineCatalogueEntry({
    code: 'FLOW.DEMANDE_MESSAGE_OBLIGATOIRE',
    family: 'flow',
    severity: 'danger',
    wording: 'project',
    template: "Saisissez le message à envoyer à l'adhérent : ce qui manque et comment le fournir.",
  }),
  /** 409: the target delays changed since they were read. */
  delaysConflict: defineCatalogueEntry({
    code: 'FLOW.DEMANDE_DELAIS_PERIMES',
    family: 'flow',
    severity: 'danger',
    wording: 'project',
    template:
      "Les délais cibles ont été modifiés par quelqu'un d'autre entre-temps. Vos valeurs sont conservées à l'écran : vérifiez-les, puis enregistrez de nouveau.",
  }),
  /** 400: the same request type twice in one change of the target delays. */
  delayTypeTwice: defineCatalogueEntry({
    code: 'FLOW.DEMANDE_DELAI_EN_DOUBLE',
    family: 'flow',
    severity: 'danger',
    wording: 'project',
    template: "Chaque type de demande ne peut figurer qu'une fois.",
  }),
  /** 409: a member's topic thread changed since the manager read it (a new message, another manager's answer). */
  threadVersionConflict: defineCatalogueEntry({
    code: 'FLOW.DISCUSSION_VERSION_PERIMEE',
    family: 'flow',
    severity: 'danger',
    wording: 'project',
    template:
      'Cette discussion a reçu un nouveau message ou a été modifiée depuis son ouverture. Votre saisie est conservée : relisez la discussion, puis recommencez.',
  }),
  /** 409: an answer to, or the closing of, a topic thread already closed. */
  threadClosed: defineCatalogueEntry({
    code: 'FLOW.DISCUSSION_CLOTUREE',
    family: 'flow',
    severity: 'danger',
    wording: 'project',
    template: "Cette discussion est clôturée : elle sera rouverte si l'adhérent y écrit de nouveau.",
  }),
});
