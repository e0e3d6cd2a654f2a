import { adminNotificationsCatalogue as catalogue } from '../errors/admin-notifications.catalogue.ts';
import type { CatalogueEntry } from '../errors/catalogue-entry.ts';
import {
  ADMIN_NOTIFICATION_CHANNELS,
  ADMIN_NOTIFICATION_TEXT_MAX,
  ADMIN_NOTIFICATION_TITLE_MAX,
  type AdminNotificationChannel,
  isAdminNotificationLink,
} from './admin-notification.entity.ts';

/** What the staff member writes (`texteHtml` sanitised before by the server; `texte` is its text without mark-up). */
export interface AdminNotificationDraft {
  readonly titre: string;
  readonly texte: string;
  readonly lien: string | null;
  readonly audienceId: string;
  readonly canaux: readonly string[];
  readonly modeleMail: string | null;
  /** ISO instant; null = send now. */
  readonly envoiLe: string | null;
}

/** The fields of a notification's form, as the API names them. */
export const ADMIN_NOTIFICATION_FIELDS = [
  'titre',
  'texte',
  'lien',
  'audienceId',
  'canaux',
  'modeleMail',
  'envoiLe',
] as const;
export type AdminNotificationField = (typeof ADMIN_NOTIFICATION_FIELDS)[number];

export function isAdminNotificationField(value: string): value is AdminNotificationField {
  return (ADMIN_NOTIFICATION_FIELDS as readonly string[]).includes(value);
}

/** One field's error, with the catalogue's code and French message. */
export interface AdminNotificationFieldError {
  readonly field: AdminNotificationField;
  readonly code: string;
  readonly message: string;
}

const error = (
  field: AdminNotificationFieldError['field'],
  entry: CatalogueEntry,
  values: Record<string, string> = {},
): AdminNotificationFieldError => ({
  field,
  code: entry.code,
  message: Object.entries(values).reduce(
    (text, [key, value]) => text.replace(`{${key}}`, value),
    entry.template,
  ),
});

export function isAdminNotificationChannel(value: unknown): value is AdminNotificationChannel {
  return typeof value === 'string' && (ADMIN_NOTIFICATION_CHANNELS as readonly string[]).includes(value);
}

/**
 * The rules of a notification, the same in the back office (as the staff member types) and on the server (at save):
 * a title (≤ 200), a text (≤ 2,000 characters without mark-up), a link among the allowed member screens, an
 * audience, at least one channel, a mail template when it goes by mail, a time to come when scheduled.
 */
export function validateAdminNotificationDraft(
  draft: AdminNotificationDraft,
  now: Date,
): AdminNotificationFieldError[] {
  const errors: AdminNotificationFieldError[] = [];
  const title = draft.titre.trim();
  if (title === '') errors.push(error('titre', catalogue.titleRequired));
  else if (title.length > ADMIN_NOTIFICATION_TITLE_MAX)
    errors.push(error('titre', catalogue.titleTooLong, { max: String(ADMIN_NOTIFICATION_TITLE_MAX) }));
  const text = draft.texte.trim();
  if (text === '') errors.push(error('texte', catalogue.textRequired));
  else if (text.length > ADMIN_NOTIFICATION_TEXT_MAX)
    errors.push(error('texte', catalogue.textTooLong, { max: String(ADMIN_NOTIFICATION_TEXT_MAX) }));
  if (draft.lien !== null && !isAdminNotificationLink(draft.lien))
    errors.push(error('lien', catalogue.linkRefused));
  if (draft.audienceId.trim() === '') errors.push(error('audienceId', catalogue.audienceRequired));
  const channels = draft.canaux.filter(isAdminNotificationChannel);
  if (channels.length === 0 || channels.length !== draft.canaux.length)
    errors.push(error('canaux', catalogue.channelRequired));
  if (channels.includes('mail') && (draft.modeleMail ?? '') === '')
    errors.push(error('modeleMail', catalogue.templateRequired));
  if (draft.envoiLe !== null) {
    const at = Date.parse(draft.envoiLe);
    if (Number.isNaN(at) || at <= now.getTime()) errors.push(error('envoiLe', catalogue.scheduleInPast));
  }
  return errors;
}
