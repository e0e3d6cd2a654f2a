import type { AdherentAction } from '@portail/domain';
import {
  ADHERENT_ACTION_HABILITATION,
  adherentAccountStatus,
  adherentActionPossible,
  adherentsAdminCatalogue,
  isAdherentAction,
  validateEmail,
} from '@portail/domain';
import type { FastifyInstance, onRequestAsyncHookHandler } from 'fastify';
import type { Queryable } from '../../db/database.ts';
import { HttpError, assertValid } from '../../http/http-error.ts';
import {
  createAccountOnBehalf,
  normalizeUserName,
  resendActivationLink,
  sendPasswordResetLink,
  turnDoubleAuthenticationOff,
} from '../../identity/public.ts';
import { clearThrottle } from '../../platform/throttle.repository.ts';
import type { ServerDeps } from '../../server-deps.ts';
import { appendHistory } from '../admin-history.repository.ts';
import { requireHabilitation, requireStaff } from '../require-habilitation.ts';
import {
  adherentActionRefused,
  adherentFieldError,
  adherentResendTooSoon,
} from './adherents-admin-errors.ts';
import type { AdherentRecord } from './adherent-page.repository.ts';
import { findAdherent, lockAdherent } from './adherent-page.repository.ts';
import { adherentDetail } from './adherent-page.wire.ts';

interface ActionBody {
  commentaire?: string;
  email?: string;
  dematerialisation?: boolean;
}

/** The guard: `adherents` / `create` for the account's creation, `update` for every other (or unknown) action. */
const guard: onRequestAsyncHookHandler = async function (request, reply) {
  const action = (request.params as { action?: unknown }).action;
  const needed = isAdherentAction(action) ? ADHERENT_ACTION_HABILITATION[action] : 'update';
  await requireHabilitation('adherents', needed).call(this, request, reply);
};

/** Runs the action in the transaction on the locked member; false when the account no longer allows it. */
async function run(
  deps: ServerDeps,
  tx: Queryable,
  action: AdherentAction,
  record: AdherentRecord,
  body: ActionBody,
): Promise<boolean> {
  const account = record.account;
  switch (action) {
    case 'relance-activation': {
      if (account === null) return false;
      const outcome = await resendActivationLink(deps, tx, account.id);
      if (outcome === 'too-soon') throw adherentResendTooSoon();
      return outcome === 'sent';
    }
    case 'deverrouillage':
      if (account === null) return false;
      await clearThrottle(tx, `login-user:${account.userName}`);
      return true;
    case 'reinitialisation-mot-de-passe':
      return account !== null && (await sendPasswordResetLink(deps, tx, account.id));
    case 'desactivation-double-authentification':
      return account !== null && (await turnDoubleAuthenticationOff(tx, account.id));
    case 'creation-compte': {
      const created = await createAccountOnBehalf(deps, tx, record, {
        userName: normalizeUserName(body.email ?? ''),
        dematerialization: body.dematerialisation ?? true,
      });
      if (created.outcome === 'email-taken')
        throw adherentFieldError('email', adherentsAdminCatalogue.emailTaken);
      return created.outcome === 'created';
    }
  }
}

/** The checks of the body before anything is read: the comment of the double authentication, the new login. */
function checkBody(action: AdherentAction, body: ActionBody): void {
  if (action === 'desactivation-double-authentification' && (body.commentaire ?? '').trim() === '')
    throw adherentFieldError('commentaire', adherentsAdminCatalogue.commentRequired);
  if (action === 'creation-compte') assertValid([['email', validateEmail(body.email ?? '')]]);
}

/**
 * `POST /api/admin/adherents/:id/actions/:action`: the agent's actions on a member's account (issue 27 §1), after
 * their confirmation. One transaction on the member's locked row: the state read again, the action, its line in the
 * history (the member number, the state before, the comment; never a link, a code nor the new login). 409 when the
 * state no longer allows it (two agents at once: the second is told).
 */
export async function adherentActionsRoutes(app: FastifyInstance, deps: ServerDeps): Promise<void> {
  app.post<{ Params: { id: string; action: string }; Body: ActionBody }>(
    '/api/admin/adherents/:id/actions/:action',
    { onRequest: guard },
    async (request) => {
      const staff = await requireStaff(request);
      const action = request.params.action;
      if (!isAdherentAction(action)) throw new HttpError(404);
      const body = request.body;
      checkBody(action, body);
      const now = deps.clock.now();
      await deps.db.transaction(async (tx) => {
        if (!(await lockAdherent(tx, request.params.id))) throw new HttpError(404);
        const record = await findAdherent(tx, request.params.id, now);
        if (record === null) throw new HttpError(404);
        const before = adherentAccountStatus(record.facts).state;
        const possible = adherentActionPossible(
          action,
          before,
          record.account?.doubleAuthentication ?? false,
        );
        if (!possible || !(await run(deps, tx, action, record, body))) throw adherentActionRefused(before);
        const comment = (body.commentaire ?? '').trim();
        await appendHistory(tx, {
          at: now,
          staffAccountId: staff.session.accountId,
          staffLogin: staff.session.userName,
          area: 'adherents',
          item: record.numero,
          action,
          summary: { etatAvant: before, ...(comment === '' ? {} : { commentaire: comment }) },
        });
      });
      const after = await findAdherent(deps.db, request.params.id, deps.clock.now());
      if (after === null) throw new HttpError(404);
      return adherentDetail(deps.db, after, staff.habilitations);
    },
  );
}
