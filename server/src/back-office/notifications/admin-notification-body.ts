import {
  type AdminNotificationDraft,
  adminNotificationsCatalogue,
  notificationPlainText,
} from '@portail/domain';
import { HttpError } from '../../http/http-error.ts';
import { isPlainTitle, sanitizeContentHtml } from '../rich-text.sanitizer.ts';

/** The body of `POST /api/admin/notifications`. */
export interface CreateNotificationBody {
  titre: string;
  texteHtml: string;
  lien?: string | null;
  audienceId: string;
  canaux: string[];
  modeleMail?: string | null;
  envoiLe?: string | null;
}

/** The HTML sanitised at save (the back office's allow-list) and the draft the domain's rules check. */
export function draftOf(body: CreateNotificationBody): { html: string; draft: AdminNotificationDraft } {
  if (body.titre.trim() !== '' && !isPlainTitle(body.titre)) {
    const { code, template } = adminNotificationsCatalogue.titleRequired;
    throw new HttpError(400, {
      code,
      message: template,
      errors: [{ field: 'titre', code, message: template }],
    });
  }
  const html = sanitizeContentHtml(body.texteHtml);
  return {
    html,
    draft: {
      titre: body.titre.trim(),
      texte: notificationPlainText(html),
      lien: body.lien ?? null,
      audienceId: body.audienceId,
      canaux: body.canaux,
      modeleMail: body.modeleMail ?? null,
      envoiLe: body.envoiLe ?? null,
    },
  };
}
