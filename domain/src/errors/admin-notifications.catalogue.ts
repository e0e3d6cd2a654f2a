/**
 * Expected failures of the back office's « Notifications » (issue 27 §2), with their French messages (project
 * wording): the server answers them with `code` and `message`, the back office shows them beside the field.
 */
import { defineCatalogueEntry } from './catalogue-entry.ts';

const flow = (code: string, template: string) =>
  defineCatalogueEntry({ code, family: 'flow', severity: 'danger', wording: 'project', template });

export const adminNotificationsCatalogue = Object.freeze({
  titleRequired: flow('FLOW.NOTIFICATION_TITRE_OBLIGATOIRE', 'Saisissez le titre de la notification.'),
  titleTooLong: flow('FLOW.NOTIFICATION_TITRE_TROP_LONG', 'Le titre ne doit pas dépasser {max} caractères.'),
  textRequired: flow('FLOW.NOTIFICATION_TEXTE_OBLIGATOIRE', 'Saisissez le texte de la notification.'),
  textTooLong: flow(
    'FLOW.NOTIFICATION_TEXTE_TROP_LONG',
    'Le texte ne doit pas dépasser {max} caractères (hors mise en forme).',
  ),
  linkRefused: flow(
    'FLOW.NOTIFICATION_LIEN_REFUSE',
    "Choisissez le lien parmi les écrans de l'espace adhérent proposés.",
  ),
  audienceRequired: flow(
    'FLOW.NOTIFICATION_AUDIENCE_OBLIGATOIRE',
    "Choisissez l'audience de la notification.",
  ),
  audienceUnknown: flow(
    'FLOW.NOTIFICATION_AUDIENCE_INCONNUE',
    "Cette audience n'existe plus : choisissez-en une autre.",
  ),
  channelRequired: flow(
    'FLOW.NOTIFICATION_CANAL_OBLIGATOIRE',
    'Choisissez au moins un canal : le centre de notifications du portail ou le mail.',
  ),
  templateRequired: flow(
    'FLOW.NOTIFICATION_MODELE_OBLIGATOIRE',
    'Choisissez le modèle de mail (« Modèles de mails ») de cet envoi.',
  ),
  scheduleInPast: flow(
    'FLOW.NOTIFICATION_DATE_PASSEE',
    "Choisissez une date d'envoi à venir, ou « Envoyer maintenant ».",
  ),
  /** 409: cancelling a notification whose sending has started (or ended, or was cancelled already). */
  alreadyGone: flow(
    'FLOW.NOTIFICATION_DEJA_PARTIE',
    'Cette notification ne peut plus être annulée : elle est « {statut} ».',
  ),
  notFound: flow('FLOW.NOTIFICATION_INTROUVABLE', "Cette notification n'existe pas."),
});
