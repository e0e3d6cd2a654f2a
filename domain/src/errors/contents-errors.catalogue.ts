/**
 * Expected failures of the back office's « Contenus » (issue 24 §3), with their French messages (project wording):
 * the server answers them with `code` and `message`, the editor shows the message.
 */
import { defineCatalogueEntry } from './catalogue-entry.ts';

export const contentsErrorCatalogue = Object.freeze({
  /** 409: the item changed since the version the staff member opened (another save, publish or restore). */
  versionConflict: defineCatalogueEntry({
    code: 'FLOW.CONTENUS_VERSION_PERIMEE',
    family: 'flow',
    severity: 'danger',
    wording: 'project',
    template:
      "Ce contenu a été modifié par quelqu'un d'autre depuis son ouverture. Votre texte n'est pas perdu : rechargez la dernière version pour le comparer avant d'enregistrer.",
  }),
  /** 400: a save, publish or restore without the version it applies to (body `version` or `If-Match`). */
  versionMissing: defineCatalogueEntry({
    code: 'FLOW.CONTENUS_VERSION_ABSENTE',
    family: 'flow',
    severity: 'danger',
    wording: 'project',
    template: 'La version du contenu modifié est manquante : rechargez le contenu.',
  }),
  /** 409: a static page of that name exists already. */
  pageExists: defineCatalogueEntry({
    code: 'FLOW.CONTENUS_PAGE_EXISTANTE',
    family: 'flow',
    severity: 'danger',
    wording: 'project',
    template: 'Une page statique porte déjà ce nom.',
  }),
  /** 409: only a static page can be unpublished (a block, a popup or the footer is always shown). */
  notUnpublishable: defineCatalogueEntry({
    code: 'FLOW.CONTENUS_DEPUBLICATION_IMPOSSIBLE',
    family: 'flow',
    severity: 'danger',
    wording: 'project',
    template: 'Seule une page statique publiée peut être dépubliée.',
  }),
  /** 400: a title left empty. */
  titleRequired: defineCatalogueEntry({
    code: 'FLOW.CONTENUS_TITRE_OBLIGATOIRE',
    family: 'flow',
    severity: 'danger',
    wording: 'project',
    template: 'Le titre est obligatoire.',
  }),
  /** 400: a title holding `<` or `>` (titles are plain text, never HTML). */
  titleNotText: defineCatalogueEntry({
    code: 'FLOW.CONTENUS_TITRE_TEXTE',
    family: 'flow',
    severity: 'danger',
    wording: 'project',
    template: 'Le titre ne peut pas contenir les caractères < et >.',
  }),
  /** 400: a static page name outside lowercase letters, digits and hyphens. */
  pageNameInvalid: defineCatalogueEntry({
    code: 'FLOW.CONTENUS_NOM_PAGE_INVALIDE',
    family: 'flow',
    severity: 'danger',
    wording: 'project',
    template:
      'Le nom de la page ne peut contenir que des lettres minuscules, des chiffres et des tirets (60 au plus).',
  }),
  /** 415: an image that is not a PNG, JPEG, GIF or WebP image (checked on its content, not its name). */
  imageTypeRefused: defineCatalogueEntry({
    code: 'FLOW.CONTENUS_IMAGE_TYPE_REFUSE',
    family: 'flow',
    severity: 'danger',
    wording: 'project',
    template: 'Seules les images PNG, JPEG, GIF ou WebP sont acceptées.',
  }),
  /** 413: an image over the size limit. */
  imageTooLarge: defineCatalogueEntry({
    code: 'FLOW.CONTENUS_IMAGE_TROP_GRANDE',
    family: 'flow',
    severity: 'danger',
    wording: 'project',
    template: "L'image dépasse la taille maximale de {maxMb} Mo.",
  }),
});

/** A static page name (route `page/{pageName}`): lowercase letters, digits and hyphens, 1 to 60 characters. */
export function isValidStaticPageName(name: string): boolean {
  return /^[a-z0-9](?:[a-z0-9-]{0,58}[a-z0-9])?$/.test(name);
}
