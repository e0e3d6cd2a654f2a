import type { FastifyInstance } from 'fastify';
import { actLabel } from './act-labels.ts';
import type { Queryable } from '../db/database.ts';
import { HttpError } from '../http/http-error.ts';
import { getSession, requireSession } from '../http/session.ts';
import { ACT_APPLIED_TEMPLATE, ACT_MANUAL_TEMPLATE } from '../mail/member-mail-templates.catalogue.ts';
import { templatedMessage } from '../mail/mail-template-definition.ts';
import type { ServerDeps } from '../server-deps.ts';
import { RequestFields } from '../http/request-fields.ts';
import { currentContractOf } from '../member/public.ts';
import { findActManagementMode, insertAct } from './acts.repository.ts';

/** The `data` of an act is free-form JSON; beyond this size it is refused. */
export const MAX_ACT_DATA_CHARS = 64 * 1024;
const FORM_NAME = /^[a-z0-9-]+$/;
const TOO_LARGE = { code: 'ACTE_TROP_VOLUMINEUX', message: 'La demande est trop volumineuse.' };

/** `manuel` when the act (or `<act>ActeGestion`) is configured so, else `automatique`. */
async function modeOf(db: Queryable, formName: string): Promise<'manuel' | 'automatique'> {
  return (await findActManagementMode(db, formName)) === 'manuel' ? 'manuel' : 'automatique';
}

function dataOf(body: unknown): Readonly<Record<string, unknown>> {
  const data = new RequestFields(body).record('data').raw();
  if (JSON.stringify(data).length > MAX_ACT_DATA_CHARS) throw new HttpError(400, TOO_LARGE);
  return data;
}

function formNameOf(params: { formName: string }): string {
  if (!FORM_NAME.test(params.formName)) throw new HttpError(404);
  return params.formName;
}

/**
 * Generic acts of the member area (`POST /api/forms/{formName}/form`) and online-sales forms
 * (`POST /api/vel/{formName}/vel`, session optional): recorded for processing; an act is acknowledged by
 * mail to the member (`isAccuseReceptionActive`), an anonymous online-sales form never mails anyone.
 */
export async function actRoutes(app: FastifyInstance, deps: ServerDeps): Promise<void> {
  const { db, clock, random, mailer, tenant } = deps;

  app.post<{ Params: { formName: string } }>('/api/forms/:formName/form', async (request) => {
    const session = await requireSession(request);
    const formName = formNameOf(request.params);
    const data = dataOf(request.body);
    const mode = await modeOf(db, formName);
    const contract = session.memberId ? await currentContractOf(request, db, session.memberId) : null;
    const id = random.uuid();
    await db.transaction(async (tx) => {
      await insertAct(tx, {
        id,
        kind: 'form',
        formName,
        accountId: session.accountId,
        memberId: session.memberId,
        numContrat: contract,
        data,
        modeGestion: mode,
        createdAt: clock.now(),
      });
      await mailer.enqueue(
        templatedMessage(mode === 'manuel' ? ACT_MANUAL_TEMPLATE : ACT_APPLIED_TEMPLATE, session.email, {
          mutuelle: tenant.client.libelle,
          demande: actLabel(formName),
          reference: id.slice(0, 8).toUpperCase(),
        }),
        tx,
      );
    });
    return { isModeGestionManuel: mode === 'manuel', isAccuseReceptionActive: true };
  });

  app.post<{ Params: { formName: string } }>('/api/vel/:formName/vel', async (request) => {
    const session = await getSession(request);
    const formName = formNameOf(request.params);
    const data = dataOf(request.body);
    await insertAct(db, {
      id: random.uuid(),
      kind: 'vel',
      formName,
      accountId: session?.accountId ?? null,
      memberId: session?.memberId ?? null,
      numContrat: null,
      data,
      modeGestion: 'manuel',
      createdAt: clock.now(),
    });
    return { isModeGestionManuel: true, isAccuseReceptionActive: false };
  });
}
