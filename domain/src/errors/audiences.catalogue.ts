/**
 * Expected failures of the back office's « Audiences » (issue 27 §2), with their French messages (project wording):
 * the server answers them with `code` and `message`, the editor shows them beside the field concerned.
 */
import { defineCatalogueEntry } from './catalogue-entry.ts';

export const audiencesCatalogue = Object.freeze({
  /** 400: an audience without a name. */
  nameRequired: defineCatalogueEntry({
    code: 'FLOW.AUDIENCE_NOM_OBLIGATOIRE',
    family: 'flow',
    severity: 'danger',
    wording: 'project',
    template: "Saisissez le nom de l'audience.",
  }),
  /** 400: a name longer than 120 characters. */
  nameTooLong: defineCatalogueEntry({
    code: 'FLOW.AUDIENCE_NOM_TROP_LONG',
    family: 'flow',
    severity: 'danger',
    wording: 'project',
    template: "Le nom de l'audience ne peut dépasser 120 caractères.",
  }),
  /** 409: another audience has that name. */
  nameTaken: defineCatalogueEntry({
    code: 'FLOW.AUDIENCE_NOM_EXISTANT',
    family: 'flow',
    severity: 'danger',
    wording: 'project',
    template: 'Une audience porte déjà ce nom.',
  }),
  /** 400: no criterion at all (« Tous les adhérents » is a criterion of its own). */
  criteriaRequired: defineCatalogueEntry({
    code: 'FLOW.AUDIENCE_CRITERE_OBLIGATOIRE',
    family: 'flow',
    severity: 'danger',
    wording: 'project',
    template: 'Ajoutez au moins un critère (ou « Tous les adhérents »).',
  }),
  /** 400: « Tous les adhérents » combined with another criterion. */
  allAlone: defineCatalogueEntry({
    code: 'FLOW.AUDIENCE_TOUS_SEUL',
    family: 'flow',
    severity: 'danger',
    wording: 'project',
    template: '« Tous les adhérents » ne se combine avec aucun autre critère.',
  }),
  /** 400: the same kind of criterion twice. */
  criterionTwice: defineCatalogueEntry({
    code: 'FLOW.AUDIENCE_CRITERE_EN_DOUBLE',
    family: 'flow',
    severity: 'danger',
    wording: 'project',
    template: 'Chaque type de critère ne peut figurer qu’une fois.',
  }),
  /** 400: a criterion kind the portal does not know. */
  criterionUnknown: defineCatalogueEntry({
    code: 'FLOW.AUDIENCE_CRITERE_INCONNU',
    family: 'flow',
    severity: 'danger',
    wording: 'project',
    template: 'Ce critère est inconnu.',
  }),
  /** 400: a list criterion (offers, states, roles) with nothing chosen, or a value not proposed. */
  valuesRequired: defineCatalogueEntry({
    code: 'FLOW.AUDIENCE_VALEURS_OBLIGATOIRES',
    family: 'flow',
    severity: 'danger',
    wording: 'project',
    template: 'Choisissez au moins une valeur proposée pour ce critère.',
  }),
  /** 400: the tenant feature criterion without a known feature. */
  featureUnknown: defineCatalogueEntry({
    code: 'FLOW.AUDIENCE_FONCTIONNALITE_INCONNUE',
    family: 'flow',
    severity: 'danger',
    wording: 'project',
    template: 'Choisissez une fonctionnalité proposée.',
  }),
  /** 400: « Sans connexion depuis » outside 1 to 120 months. */
  monthsOutOfRange: defineCatalogueEntry({
    code: 'FLOW.AUDIENCE_MOIS_HORS_LIMITES',
    family: 'flow',
    severity: 'danger',
    wording: 'project',
    template: 'Indiquez un nombre de mois entier entre 1 et 120.',
  }),
  /** 409: the audience changed since it was opened. */
  versionConflict: defineCatalogueEntry({
    code: 'FLOW.AUDIENCE_VERSION_PERIMEE',
    family: 'flow',
    severity: 'danger',
    wording: 'project',
    template:
      "Cette audience a été modifiée par quelqu'un d'autre depuis son ouverture. Vos critères sont conservés à l'écran : rechargez-la pour voir son état actuel, puis recommencez.",
  }),
  /** 409: an audience still used (by a popup or a notification) cannot be deleted. */
  inUse: defineCatalogueEntry({
    code: 'FLOW.AUDIENCE_UTILISEE',
    family: 'flow',
    severity: 'danger',
    wording: 'project',
    template: 'Cette audience est utilisée par une popup ou une notification : retirez-la d’abord.',
  }),
  /** 404: no audience with that id (deleted meanwhile). */
  notFound: defineCatalogueEntry({
    code: 'FLOW.AUDIENCE_INTROUVABLE',
    family: 'flow',
    severity: 'danger',
    wording: 'project',
    template: "Cette audience n'existe plus.",
  }),
});
