import type { FastifyInstance } from 'fastify';
import { storedSecret } from '../db/secrets.ts';
import { RequestFields } from '../http/request-fields.ts';
import { consumeVerifiedCode, SECURITY_CODE_ERRORS } from '../security-code/public.ts';
import { HttpError } from '../http/http-error.ts';
import { requireSession } from '../http/session.ts';
import {
  CHANGE_PASSWORD_LOCKED,
  endSession,
  findAccountById,
  reauthenticatedRecently,
  WRONG_CURRENT_PASSWORD,
} from '../identity/public.ts';
import { isThrottled, recordThrottledEvent } from '../platform/throttle.repository.ts';
import { deleteAccount } from './account-settings.repository.ts';
import {
  ACCOUNT_DELETED_OIDC_TEMPLATE,
  ACCOUNT_DELETED_TEMPLATE,
} from '../mail/member-mail-templates.catalogue.ts';
import { templatedMessage } from '../mail/mail-template-definition.ts';
import type { ServerDeps } from '../server-deps.ts';
import { findAccountProfile } from './account-profile.repository.ts';

const SECURITY_CODE_HEADER = 'x-security-code';
export const REAUTHENTICATION_REQUIRED = {
  code: 'REAUTHENTICATION_REQUIRED',
  message: "Pour supprimer votre espace, confirmez d'abord votre identité en vous reconnectant.",
};

function codeError(error: { code: string; message: string }): HttpError {
  return new HttpError(400, { ...error, errors: [{ field: 'securityCode', ...error }] });
}

/**
 * « Supprimer mon espace »: `POST /api/account/delete { password }` (+ `X-Security-Code`, a verified VERIFY_AMF
 * code, when double authentication is on). Deletes the account (login, sessions, tokens, codes), never the
 * insurer's data (member, contracts, consents and their history). The member can register again.
 * With an external provider, `{}` and a session confirmed at the provider less than 5 minutes ago.
 */
export async function accountDeletionRoutes(app: FastifyInstance, deps: ServerDeps): Promise<void> {
  const { db, clock, hasher } = deps;
  const pepper = await storedSecret(db, deps.random, 'security-code-pepper');

  app.post('/api/account/delete', async (request, reply) => {
    const session = await requireSession(request);
    const account = await findAccountById(db, session.accountId);
    if (account === null) throw new HttpError(401);
    // With an external provider: no local password, a fresh sign-in at the provider instead (and its own factor).
    const external = Boolean(deps.oidc);
    if (external) {
      if (!(await reauthenticatedRecently(db, session.idHash, clock.now())))
        throw new HttpError(403, REAUTHENTICATION_REQUIRED);
    } else {
      const password = new RequestFields(request.body).string('password', 200);
      const throttleKey = `login-user:${account.userName}`;
      if (await isThrottled(db, throttleKey, clock.now())) throw new HttpError(400, CHANGE_PASSWORD_LOCKED);
      if (!account.passwordHash || !(await hasher.verify(account.passwordHash, password))) {
        await recordThrottledEvent(db, throttleKey, clock.now(), deps.config.loginThrottle);
        throw new HttpError(400, {
          ...WRONG_CURRENT_PASSWORD,
          errors: [{ field: 'password', ...WRONG_CURRENT_PASSWORD }],
        });
      }
    }
    const profile = await findAccountProfile(db, account.id);
    const header = request.headers[SECURITY_CODE_HEADER];
    const securityCode = typeof header === 'string' ? header.trim() : '';
    const now = clock.now();
    await db.transaction(async (tx) => {
      if (!external && profile?.doubleAuthentification === true) {
        if (securityCode === '') throw codeError(SECURITY_CODE_ERRORS.required);
        const spent = await consumeVerifiedCode(tx, account.id, ['VERIFY_AMF'], securityCode, now, pepper);
        if (!spent) throw codeError(SECURITY_CODE_ERRORS.wrong);
      }
      await deleteAccount(tx, account.id, now);
      await deps.mailer.enqueue(
        // With an external provider the member cannot register again alone (registration is off).
        templatedMessage(external ? ACCOUNT_DELETED_OIDC_TEMPLATE : ACCOUNT_DELETED_TEMPLATE, account.email, {
          mutuelle: deps.tenant.client.libelle,
        }),
        tx,
      );
    });
    await endSession(request, reply);
    return reply.send({ ok: true });
  });
}
