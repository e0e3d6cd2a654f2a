/**
 * Expected failures of the back office's « Référentiels » values (issue 27 §4), with their French messages (project
 * wording): the server answers them with `code` and `message`, the screens show them beside the field concerned.
 */
import { defineCatalogueEntry } from './catalogue-entry.ts';

export const referenceDataCatalogue = Object.freeze({
  /** 409: the kind changed since the version read (someone else edited it meanwhile). */
  versionConflict: defineCatalogueEntry({
    code: 'FLOW.REFERENTIEL_VERSION_PERIMEE',
    family: 'flow',
    severity: 'danger',
    wording: 'project',
    template:
      "Ce référentiel a été modifié par quelqu'un d'autre entre-temps. La liste a été rechargée : vérifiez-la, puis recommencez.",
  }),
  /** 400: a new value without a code. */
  codeRequired: defineCatalogueEntry({
    code: 'FLOW.REFERENTIEL_CODE_OBLIGATOIRE',
    family: 'flow',
    severity: 'danger',
    wording: 'project',
    template: 'Saisissez le code de la valeur.',
  }),
  /** 400: a code with other characters than letters, digits, « - » and « _ », or too long. */
  codeInvalid: defineCatalogueEntry({
    code: 'FLOW.REFERENTIEL_CODE_INVALIDE',
    family: 'flow',
    severity: 'danger',
    wording: 'project',
    template:
      'Le code ne peut contenir que des lettres sans accent, des chiffres, « - » et « _ » (40 caractères au plus).',
  }),
  /** 400: the code is already used by a value of the kind (enabled or not). */
  codeTaken: defineCatalogueEntry({
    code: 'FLOW.REFERENTIEL_CODE_EXISTANT',
    family: 'flow',
    severity: 'danger',
    wording: 'project',
    template: 'Ce code existe déjà dans ce référentiel (éventuellement désactivé) : choisissez-en un autre.',
  }),
  /** 400: an empty label. */
  labelRequired: defineCatalogueEntry({
    code: 'FLOW.REFERENTIEL_LIBELLE_OBLIGATOIRE',
    family: 'flow',
    severity: 'danger',
    wording: 'project',
    template: 'Saisissez le libellé de la valeur.',
  }),
  /** 400: a label over 120 characters. */
  labelTooLong: defineCatalogueEntry({
    code: 'FLOW.REFERENTIEL_LIBELLE_TROP_LONG',
    family: 'flow',
    severity: 'danger',
    wording: 'project',
    template: 'Le libellé ne peut dépasser 120 caractères.',
  }),
  /** 400: moving the first value up or the last one down. */
  cannotMove: defineCatalogueEntry({
    code: 'FLOW.REFERENTIEL_DEPLACEMENT_IMPOSSIBLE',
    family: 'flow',
    severity: 'danger',
    wording: 'project',
    template: 'Cette valeur est déjà à cette extrémité de la liste.',
  }),
  /** 404: no such value in the kind. */
  unknownValue: defineCatalogueEntry({
    code: 'FLOW.REFERENTIEL_VALEUR_INCONNUE',
    family: 'flow',
    severity: 'danger',
    wording: 'project',
    template: "Cette valeur n'existe pas dans ce référentiel.",
  }),
  /** Success: a value added (`{libelle}`). */
  added: defineCatalogueEntry({
    code: 'SUCCESS.REFERENTIEL_VALEUR_AJOUTEE',
    family: 'success-toast',
    severity: 'success',
    wording: 'project',
    template: 'La valeur « {libelle} » est ajoutée.',
  }),
  /** Success: a value renamed. */
  renamed: defineCatalogueEntry({
    code: 'SUCCESS.REFERENTIEL_VALEUR_RENOMMEE',
    family: 'success-toast',
    severity: 'success',
    wording: 'project',
    template: 'La valeur est renommée « {libelle} ».',
  }),
  /** Success: a value disabled. */
  disabled: defineCatalogueEntry({
    code: 'SUCCESS.REFERENTIEL_VALEUR_DESACTIVEE',
    family: 'success-toast',
    severity: 'success',
    wording: 'project',
    template: 'La valeur « {libelle} » est désactivée : elle n’est plus proposée dans les formulaires.',
  }),
  /** Success: a value enabled again. */
  enabled: defineCatalogueEntry({
    code: 'SUCCESS.REFERENTIEL_VALEUR_REACTIVEE',
    family: 'success-toast',
    severity: 'success',
    wording: 'project',
    template: 'La valeur « {libelle} » est réactivée.',
  }),
  /** Success: a value moved (`{rang}` its new place). */
  moved: defineCatalogueEntry({
    code: 'SUCCESS.REFERENTIEL_VALEUR_DEPLACEE',
    family: 'success-toast',
    severity: 'success',
    wording: 'project',
    template: 'La valeur « {libelle} » est maintenant en position {rang}.',
  }),
});
