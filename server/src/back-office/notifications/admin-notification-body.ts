import { type AdminNotificationDraft, adminNotificationsCatalogue } from '@portail/domain';
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

const ENTITIES: Readonly<Record<string, string>> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  '#39': "'",
  nbsp: ' ',
};

/** The text a member reads of the notification's HTML: one line per block, entities decoded. */
export function plainTextOf(html: string): string {
  return html
    .replace(/<\/(?:p|h[1-6]|li)>|<br\s*\/?>/gi, '\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (_all, name: string) => ENTITIES[name] ?? '')
    .replace(/[ \t]+/g, ' ')
    .replace(/\n\s*\n+/g, '\n')
    .trim();
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
      texte: plainTextOf(html),
      lien: body.lien ?? null,
      audienceId: body.audienceId,
      canaux: body.canaux,
      modeleMail: body.modeleMail ?? null,
      envoiLe: body.envoiLe ?? null,
    },
  };
}
