import { consultationCatalogue } from '@portail/domain';
import type { FastifyInstance } from 'fastify';
import { HttpError } from './http-error.ts';
import { getSession, sessionIdHashOf } from './session.ts';

/** Methods that change nothing (the member API's reads). */
const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Reads that write: the partner sign-on tokens (a consultation never opens the member's partner sites). */
const WRITING_READS = new Set(['/api/identity/sctoken/create', '/api/identity/sso-token']);

/** The back office's API: it answers as the staff member, who ends the consultation there. */
function isAdminUrl(url: string): boolean {
  return url === '/api/admin' || url.startsWith('/api/admin/') || url.startsWith('/api/admin?');
}

/**
 * The consultation mode is read-only by the server (issue 27 §1): while the session's consultation is open, every
 * write outside `/api/admin/…` answers 403 `FLOW.CONSULTATION_LECTURE_SEULE` as the request arrives — before its
 * body is read, parsed or validated, so no handler runs, no mail, notification, sign-in or read marker is written.
 * Registered after the anti-forgery check (a forged write is refused as such first).
 */
export function registerConsultationReadOnly(app: FastifyInstance): void {
  app.addHook('onRequest', async (request) => {
    const path = request.url.split('?')[0] ?? '';
    if ((READS.has(request.method) && !WRITING_READS.has(path)) || isAdminUrl(request.url)) return;
    if (sessionIdHashOf(request) === undefined) return;
    const session = await getSession(request);
    if (session?.consultation === undefined) return;
    const { code, template: message } = consultationCatalogue.readOnly;
    throw new HttpError(403, { code, message });
  });
}
