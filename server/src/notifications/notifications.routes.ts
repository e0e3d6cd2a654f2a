import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpError } from '../http/http-error.ts';
import { RequestFields } from '../http/request-fields.ts';
import { requireSession } from '../http/session.ts';
import type { ServerDeps } from '../server-deps.ts';
import {
  countUnreadNotifications,
  listNotifications,
  markAllNotificationsRead,
  markNotificationRead,
} from './member-notifications.repository.ts';
import { notificationsDevRoutes } from './notifications-dev.routes.ts';

export const NOTIFICATIONS_PATH = '/api/adherent/notifications';
const PAGE_SIZE = 20;
const MAX_PAGE_SIZE = 50;
const UNKNOWN = { code: 'NOTIFICATION_INCONNUE', message: 'Cette notification est introuvable.' } as const;

/** The session's member; an account without member (staff) has no notification centre: 404. */
async function memberOf(request: FastifyRequest): Promise<string> {
  const session = await requireSession(request);
  if (session.memberId === null) throw new HttpError(404, UNKNOWN);
  return session.memberId;
}

function pageSize(value: string | undefined): number {
  if (value === undefined || value === '') return PAGE_SIZE;
  const size = Number(value);
  if (!Number.isInteger(size) || size < 1 || size > MAX_PAGE_SIZE) throw new HttpError(400);
  return size;
}

function cursor(value: string | undefined): bigint | null {
  if (value === undefined || value === '') return null;
  if (!/^[1-9][0-9]{0,18}$/.test(value)) throw new HttpError(400);
  return BigInt(value);
}

/**
 * The member's notification centre (issue 25 « Notifications »): the unread count, the list (keyset pages, newest
 * first), mark one read, mark all read. Every query is keyed by the session's member: another member's
 * notification id answers 404, exactly like an id that does not exist.
 */
export async function notificationRoutes(app: FastifyInstance, deps: ServerDeps): Promise<void> {
  const { db, clock } = deps;

  app.get(`${NOTIFICATIONS_PATH}/non-lues`, async (request, reply) => {
    const memberId = await memberOf(request);
    reply.header('Cache-Control', 'no-store');
    return { nonLues: await countUnreadNotifications(db, memberId) };
  });

  app.get(NOTIFICATIONS_PATH, async (request, reply) => {
    const memberId = await memberOf(request);
    const query = new RequestFields(request.query, 'query.');
    const before = cursor(query.optionalString('apres', 20));
    const size = pageSize(query.optionalString('taille', 2));
    const page = await listNotifications(db, memberId, before, size);
    reply.header('Cache-Control', 'no-store');
    return { notifications: page.notifications, suivant: page.next };
  });

  app.post<{ Params: { id: string } }>(`${NOTIFICATIONS_PATH}/:id/lue`, async (request) => {
    const memberId = await memberOf(request);
    if (!(await markNotificationRead(db, memberId, request.params.id, clock.now())))
      throw new HttpError(404, UNKNOWN);
    return { nonLues: await countUnreadNotifications(db, memberId) };
  });

  app.post(`${NOTIFICATIONS_PATH}/lues`, async (request) => {
    const memberId = await memberOf(request);
    await markAllNotificationsRead(db, memberId, clock.now());
    return { nonLues: await countUnreadNotifications(db, memberId) };
  });

  await notificationsDevRoutes(app, deps);
}
