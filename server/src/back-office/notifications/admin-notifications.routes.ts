import {
  ADMIN_NOTIFICATION_LINKS,
  ADMIN_NOTIFICATION_STATUS_LABELS,
  adminNotificationsCatalogue as catalogue,
  validateAdminNotificationDraft,
} from '@portail/domain';
import type { FastifyInstance } from 'fastify';
import { HttpError } from '../../http/http-error.ts';
import type { ServerDeps } from '../../server-deps.ts';
import { appendHistory } from '../admin-history.repository.ts';
import { requireHabilitation, requireStaff } from '../require-habilitation.ts';
import { type CreateNotificationBody, draftOf } from './admin-notification-body.ts';
import { adminNotificationWire } from './admin-notification-wire.ts';
import {
  cancelAdminNotification,
  findAdminNotification,
  insertAdminNotification,
  listAdminNotifications,
} from './admin-notifications.repository.ts';
import { isNotificationMailTemplate, notificationMailTemplates } from './notification-mail.ts';
import { notificationServices } from './notification-services.ts';

const PATH = '/api/admin/notifications';
const PAGE_SIZE = 20;

function fieldErrors(errors: { field: string; code: string; message: string }[]): HttpError {
  const [first] = errors;
  return new HttpError(400, {
    code: first?.code ?? 'HTTP.BAD_REQUEST',
    message: first?.message ?? '',
    errors,
  });
}

function notFound(): HttpError {
  return new HttpError(404, { code: catalogue.notFound.code, message: catalogue.notFound.template });
}

/**
 * « Notifications » of the back office (habilitation `contenus`): list (read), options of the form (read: the
 * audiences, the notification mail templates, the member screens a link may open), create — send now or at a time —
 * (create), read one with its live progress (read), cancel before it goes (update; 409 once it went). Each write is
 * appended to the history; the sending itself runs on the job queue (`notification-delivery.ts`).
 */
export async function adminNotificationsRoutes(app: FastifyInstance, deps: ServerDeps): Promise<void> {
  const services = notificationServices(deps);

  app.get<{ Querystring: { avant?: string } }>(
    PATH,
    { onRequest: requireHabilitation('contenus', 'read') },
    async (request) => {
      const page = await listAdminNotifications(deps.db, request.query.avant ?? null, PAGE_SIZE);
      return { notifications: page.notifications.map(adminNotificationWire), suivant: page.next };
    },
  );

  app.get(`${PATH}/options`, { onRequest: requireHabilitation('contenus', 'read') }, async () => ({
    audiences: (await services.audiences.list(deps.db)).map((a) => ({ id: a.id, libelle: a.label })),
    modelesMail: notificationMailTemplates().map((t) => ({ cle: t.key, libelle: t.label })),
    liens: ADMIN_NOTIFICATION_LINKS.map((l) => ({ route: l.route, libelle: l.label })),
  }));

  app.post<{ Body: CreateNotificationBody }>(
    PATH,
    { onRequest: requireHabilitation('contenus', 'create') },
    async (request, reply) => {
      const { session } = await requireStaff(request);
      const now = deps.clock.now();
      const { html, draft } = draftOf(request.body);
      const errors = validateAdminNotificationDraft(draft, now);
      if (draft.modeleMail !== null && !isNotificationMailTemplate(draft.modeleMail))
        errors.push({
          field: 'modeleMail',
          code: catalogue.templateRequired.code,
          message: catalogue.templateRequired.template,
        });
      const label = errors.length > 0 ? null : await services.audiences.label(deps.db, draft.audienceId);
      if (errors.length === 0 && label === null)
        errors.push({
          field: 'audienceId',
          code: catalogue.audienceUnknown.code,
          message: catalogue.audienceUnknown.template,
        });
      if (errors.length > 0 || label === null) throw fieldErrors(errors);
      const id = deps.random.uuid();
      const sendAt = draft.envoiLe === null ? now : new Date(draft.envoiLe);
      const channels = draft.canaux.filter((c) => c === 'portail' || c === 'mail');
      await deps.db.transaction(async (tx) => {
        await insertAdminNotification(tx, {
          id,
          title: draft.titre,
          html,
          text: draft.texte,
          link: draft.lien,
          audienceId: draft.audienceId,
          audienceLabel: label,
          channels,
          mailTemplate: channels.includes('mail') ? draft.modeleMail : null,
          sendAt,
          createdAt: now,
          createdBy: session.userName,
        });
        await appendHistory(tx, {
          at: now,
          staffAccountId: session.accountId,
          staffLogin: session.userName,
          area: 'contenus',
          item: `notification:${id}`,
          action: draft.envoiLe === null ? 'notification-send' : 'notification-schedule',
          summary: { titre: draft.titre, audience: label, canaux: channels, envoiLe: sendAt.toISOString() },
        });
      });
      await services.jobs.scheduleFanOut(id, sendAt);
      const created = await findAdminNotification(deps.db, id);
      if (created === null) throw new Error('notification vanished after its creation');
      return reply.status(201).send(adminNotificationWire(created));
    },
  );

  app.get<{ Params: { id: string } }>(
    `${PATH}/:id`,
    { onRequest: requireHabilitation('contenus', 'read') },
    async (request) => {
      const found = await findAdminNotification(deps.db, request.params.id);
      if (found === null) throw notFound();
      return adminNotificationWire(found);
    },
  );

  app.post<{ Params: { id: string } }>(
    `${PATH}/:id/annulation`,
    { onRequest: requireHabilitation('contenus', 'update') },
    async (request) => {
      const { session } = await requireStaff(request);
      const now = deps.clock.now();
      const id = request.params.id;
      await deps.db.transaction(async (tx) => {
        const found = await findAdminNotification(tx, id);
        if (found === null) throw notFound();
        if (!(await cancelAdminNotification(tx, id, now, session.userName))) {
          const after = (await findAdminNotification(tx, id)) ?? found;
          const message = catalogue.alreadyGone.template.replace(
            '{statut}',
            ADMIN_NOTIFICATION_STATUS_LABELS[after.status],
          );
          throw new HttpError(409, { code: catalogue.alreadyGone.code, message });
        }
        await appendHistory(tx, {
          at: now,
          staffAccountId: session.accountId,
          staffLogin: session.userName,
          area: 'contenus',
          item: `notification:${id}`,
          action: 'notification-cancel',
          summary: { titre: found.title, audience: found.audienceLabel, envoiLe: found.sendAt.toISOString() },
        });
      });
      const cancelled = await findAdminNotification(deps.db, id);
      if (cancelled === null) throw notFound();
      return adminNotificationWire(cancelled);
    },
  );
}
