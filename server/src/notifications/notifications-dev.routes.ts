import { isMemberNotificationKind, isPortalRoute } from '@portail/domain';
import type { FastifyInstance } from 'fastify';
import { HttpError } from '../http/http-error.ts';
import { RequestFields } from '../http/request-fields.ts';
import type { ServerDeps } from '../server-deps.ts';
import { findMemberIdByLogin } from './member-notifications.repository.ts';
import { notifyMember } from './notify-member.ts';

/**
 * Development and e2e only (absent when NODE_ENV=production, like `/dev/outbox`): `POST /dev/notifications`
 * delivers a notification to the member signed in as `login` through `notifyMember` — what a staff action of
 * « Demandes » does — so that a browser test or a developer sees the bell change. Answers `notifyMember`'s outcome.
 */
export async function notificationsDevRoutes(app: FastifyInstance, deps: ServerDeps): Promise<void> {
  if (deps.config.production) return;
  app.post('/dev/notifications', async (request) => {
    const body = new RequestFields(request.body);
    const memberId = await findMemberIdByLogin(deps.db, body.string('login', 200).trim().toLowerCase());
    const kind = body.string('type', 40);
    if (memberId === null || !isMemberNotificationKind(kind)) throw new HttpError(404);
    const link = body.optionalString('lien', 300);
    if (link !== undefined && !isPortalRoute(link)) throw new HttpError(400);
    const source = body.string('source', 200);
    return notifyMember(deps, {
      memberId,
      kind,
      title: body.string('titre', 200),
      text: body.optionalString('texte', 2000) ?? null,
      link: link ?? null,
      source: { kind: 'dev', id: source },
    });
  });
}
