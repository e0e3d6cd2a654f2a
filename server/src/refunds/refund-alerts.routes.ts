import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpError } from '../http/http-error.ts';
import { RequestFields } from '../http/request-fields.ts';
import { requireSession } from '../http/session.ts';
import type { ServerDeps } from '../server-deps.ts';
import { defineRefundAlerts } from './refund-alerts.job.ts';
import { findRefundAlertSetting, saveRefundAlertSetting } from './refund-alerts.repository.ts';

export const REFUND_ALERTS_PATH = '/api/adherent/alertes-remboursement';
const NO_MEMBER = { code: 'PROFIL_INCONNU', message: "Ce compte n'est rattaché à aucun adhérent." } as const;

/** The session's account, when it is a member's (staff accounts have no refunds: 404). */
async function memberAccountOf(request: FastifyRequest): Promise<string> {
  const session = await requireSession(request);
  if (session.memberId === null) throw new HttpError(404, NO_MEMBER);
  return session.accountId;
}

/**
 * « Alertes remboursement » of « Mon compte » (issue 27): the session account's own choice, read and changed; and
 * the job that announces each refund paid to the members who turned them on (refund-alerts.job.ts).
 */
export async function refundAlertRoutes(app: FastifyInstance, deps: ServerDeps): Promise<void> {
  const { db, clock } = deps;
  defineRefundAlerts(deps);

  app.get(REFUND_ALERTS_PATH, async (request, reply) => {
    const accountId = await memberAccountOf(request);
    reply.header('Cache-Control', 'no-store');
    return findRefundAlertSetting(db, accountId);
  });

  app.put(REFUND_ALERTS_PATH, async (request) => {
    const accountId = await memberAccountOf(request);
    const body = new RequestFields(request.body);
    const setting = { active: body.boolean('active'), parMail: body.boolean('parMail') };
    await saveRefundAlertSetting(db, accountId, setting, clock.now());
    return findRefundAlertSetting(db, accountId);
  });
}
