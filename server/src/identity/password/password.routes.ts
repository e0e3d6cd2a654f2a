import {
  validateChangePasswordForm,
  validateForgotPasswordForm,
  validateResetPasswordForm,
} from '@portail/domain';
import type { FastifyInstance } from 'fastify';
import { withTimingFloor } from '../../http/response-floor.ts';
import { HttpError } from '../../http/http-error.ts';
import { requireSession } from '../../http/session.ts';
import type { ServerDeps } from '../../server-deps.ts';
import { deleteSessions, findAccountById, findAccountByUserName } from '../account.repository.ts';
import { consumeAccountToken, isAccountTokenValid, issueAccountToken } from '../account-tokens.repository.ts';
import { INVALID_LINK } from '../activation/activation.routes.ts';
import { changeAccountPassword, memberBornOn, resetAccountPassword } from './password.repository.ts';
import { passwordChangedMail, resetPasswordMail } from '../identity-mails.ts';
import { memberNames } from '../member-names.repository.ts';
import { isThrottled, recordThrottledEvent } from '../../platform/throttle.repository.ts';
import { assertFormValid, isoToTypedDate, normalizeUserName, textField } from '../wire-values.ts';

const OK = { ok: true } as const;

/** Too many wrong current passwords (the login's counter for this account): the change waits like the login. */
export const CHANGE_PASSWORD_LOCKED = {
  code: 'TOO_MANY_ATTEMPTS',
  message: 'Trop de tentatives. Réessayez dans quelques minutes.',
} as const;

export const WRONG_CURRENT_PASSWORD = {
  code: 'WRONG_PASSWORD',
  message: 'Le mot de passe actuel est incorrect.',
} as const;

function validateForgotPassword(deps: ServerDeps, body: unknown): void {
  assertFormValid(
    validateForgotPasswordForm(
      {
        userName: textField(body, 'userName'),
        dateNaissance: isoToTypedDate(textField(body, 'dateNaissance')),
      },
      deps.tenant.client,
      { today: deps.clock.now() },
    ),
  );
}

function validateNewPassword(deps: ServerDeps, body: unknown): void {
  assertFormValid(
    validateResetPasswordForm(
      { password: textField(body, 'password'), confirmPassword: textField(body, 'confirmPassword') },
      { passwordRequiredLength: deps.tenant.portal.passwordRequiredLength },
    ),
  );
}

/** « Changer mon mot de passe »: the reset rule, and a new password that differs from the current one. */
function validateChangedPassword(deps: ServerDeps, body: unknown): void {
  assertFormValid(
    validateChangePasswordForm(
      {
        oldPassword: textField(body, 'oldPassword'),
        password: textField(body, 'password'),
        confirmPassword: textField(body, 'confirmPassword'),
      },
      { passwordRequiredLength: deps.tenant.portal.passwordRequiredLength },
    ),
  );
}

/** Mails a 1 h reset link when the login exists, is active and (when configured) the birth date matches. */
async function requestReset(
  deps: ServerDeps,
  userName: string,
  dateNaissance: string | undefined,
): Promise<void> {
  const account = await findAccountByUserName(deps.db, normalizeUserName(userName));
  if (!account || account.status !== 'active') return;
  const names = await memberNames(deps.db, account.memberId);
  if (deps.tenant.client.isCheckBirthdayForgotPasswordActivated) {
    if (!(await memberBornOn(deps.db, account.memberId, dateNaissance ?? null))) return;
  }
  await deps.db.transaction(async (tx) => {
    const code = await issueAccountToken(deps, tx, account.id, 'ResetPassword');
    await deps.mailer.enqueue(
      resetPasswordMail(deps, { email: account.email, ...names }, account.id, code),
      tx,
    );
  });
}

export async function passwordRoutes(app: FastifyInstance, deps: ServerDeps): Promise<void> {
  const { db, clock, hasher } = deps;

  app.post<{ Body: { userName: string; dateNaissance?: string } }>(
    '/api/identity/forgot-password',
    { config: { domainValidation: (body) => validateForgotPassword(deps, body) } },
    async (request, reply) => {
      validateForgotPassword(deps, request.body);
      await withTimingFloor(() => requestReset(deps, request.body.userName, request.body.dateNaissance));
      return reply.code(202).send(OK);
    },
  );

  app.post<{ Body: { password: string; confirmPassword: string; code: string; userId: string } }>(
    '/api/identity/reset-password',
    { config: { domainValidation: (body) => validateNewPassword(deps, body) } },
    async (request) => {
      const { password, code, userId } = request.body;
      const now = clock.now();
      const account = await findAccountById(db, userId);
      if (
        !account ||
        account.status !== 'active' ||
        !(await isAccountTokenValid(db, userId, 'ResetPassword', code, now))
      ) {
        throw new HttpError(400, INVALID_LINK);
      }
      validateNewPassword(deps, request.body);
      const hash = await hasher.hash(password);
      const names = await memberNames(db, account.memberId);
      await db.transaction(async (tx) => {
        if (!(await consumeAccountToken(tx, account.id, 'ResetPassword', code, now)))
          throw new HttpError(400, INVALID_LINK);
        await resetAccountPassword(tx, account.id, hash, now);
        await deleteSessions(tx, account.id);
        await deps.mailer.enqueue(passwordChangedMail(deps, { email: account.email, ...names }), tx);
      });
      return OK;
    },
  );

  app.post<{ Body: { oldPassword: string; password: string; confirmPassword: string } }>(
    '/api/identity/change-password',
    { config: { domainValidation: (body) => validateChangedPassword(deps, body) } },
    async (request) => {
      const session = await requireSession(request);
      validateChangedPassword(deps, request.body);
      const account = await findAccountById(db, session.accountId);
      const throttleKey = `login-user:${account?.userName ?? session.userName}`;
      if (await isThrottled(db, throttleKey, clock.now())) throw new HttpError(400, CHANGE_PASSWORD_LOCKED);
      if (!account?.passwordHash || !(await hasher.verify(account.passwordHash, request.body.oldPassword))) {
        await recordThrottledEvent(db, throttleKey, clock.now(), deps.config.loginThrottle);
        throw new HttpError(400, WRONG_CURRENT_PASSWORD);
      }
      const hash = await hasher.hash(request.body.password);
      const names = await memberNames(db, account.memberId);
      await db.transaction(async (tx) => {
        await changeAccountPassword(tx, account.id, hash, clock.now());
        await deleteSessions(tx, account.id, session.idHash);
        await deps.mailer.enqueue(passwordChangedMail(deps, { email: account.email, ...names }), tx);
      });
      return OK;
    },
  );

  app.post<{ Body: { password: string } }>('/api/identity/check-password', async (request) => {
    const session = await requireSession(request);
    const key = `login-user:${session.userName}`;
    const now = clock.now();
    const account = await findAccountById(db, session.accountId);
    if (!account?.passwordHash || (await isThrottled(db, key, now))) return { valid: false };
    const valid = await hasher.verify(account.passwordHash, request.body.password);
    if (!valid) await recordThrottledEvent(db, key, now, deps.config.loginThrottle);
    return { valid };
  });
}
