import { validateEmail } from '@portail/domain';
import type { FastifyInstance } from 'fastify';
import { storedSecret } from '../../db/secrets.ts';
import { RequestFields } from '../../http/request-fields.ts';
import { loginUnavailableMail } from './login-change.ts';
import { consumeVerifiedCode, SECURITY_CODE_ERRORS } from '../../security-code/public.ts';
import { assertValid, HttpError } from '../../http/http-error.ts';
import { requireSession } from '../../http/session.ts';
import { findAccountById, findAccountByUserName, setPendingUserName } from '../account.repository.ts';
import { issueAccountToken } from '../account-tokens.repository.ts';
import { confirmEmailMail } from '../identity-mails.ts';
import { memberNames } from '../member-names.repository.ts';
import { normalizeUserName } from '../wire-values.ts';
import type { ServerDeps } from '../../server-deps.ts';
import { findAccountProfile } from '../../account/public.ts';
import { loginChangeAskedMail } from './pending-login.ts';

const SECURITY_CODE_HEADER = 'x-security-code';
const LOGIN_UNCHANGED = {
  code: 'IDENTIFIANT_INCHANGE',
  message: "Le nouvel identifiant doit être différent de l'identifiant actuel.",
};

function codeError(error: { code: string; message: string }): HttpError {
  return new HttpError(400, { ...error, errors: [{ field: 'securityCode', ...error }] });
}

/**
 * « Changer mon identifiant » (spec §7 forms/changementidentifiant/form): a verified security code first when
 * double authentication is on; the new address gets a confirmation link and becomes the login only once it is
 * used (the current login keeps working meanwhile); the current address is told. An address that is already a
 * login answers like any other (no enumeration): that address is told instead, and nothing changes.
 */
export async function loginChangeRoutes(app: FastifyInstance, deps: ServerDeps): Promise<void> {
  const { db, clock } = deps;
  const pepper = await storedSecret(db, deps.random, 'security-code-pepper');

  app.post('/api/identity/forms/changementidentifiant/form', async (request) => {
    const session = await requireSession(request);
    const newLogin = normalizeUserName(
      new RequestFields(request.body).record('data').string('nouvelIdentifiant', 254),
    );
    assertValid([['nouvelIdentifiant', validateEmail(newLogin)]]);
    const account = await findAccountById(db, session.accountId);
    if (account === null) throw new HttpError(401);
    if (newLogin === account.userName) throw new HttpError(400, LOGIN_UNCHANGED);
    const doubleAuth = (await findAccountProfile(db, account.id))?.doubleAuthentification === true;
    const header = request.headers[SECURITY_CODE_HEADER];
    const securityCode = typeof header === 'string' ? header.trim() : '';
    if (doubleAuth && securityCode === '') throw codeError(SECURITY_CODE_ERRORS.required);
    const owner = await findAccountByUserName(db, newLogin);
    const names = await memberNames(db, account.memberId);
    const now = clock.now();
    await db.transaction(async (tx) => {
      if (doubleAuth) {
        const operations = ['VERIFY_AMF', 'VERIFY_MAIL_AMF', 'VERIFY_SMS_AMF'] as const;
        if (!(await consumeVerifiedCode(tx, account.id, operations, securityCode, now, pepper)))
          throw codeError(SECURITY_CODE_ERRORS.wrong);
      }
      if (owner !== null) {
        await deps.mailer.enqueue(loginUnavailableMail(deps, newLogin), tx);
        return;
      }
      await setPendingUserName(tx, account.id, newLogin);
      const code = await issueAccountToken(deps, tx, account.id, 'Confirmation');
      await deps.mailer.enqueue(confirmEmailMail(deps, { ...names, email: newLogin }, account.id, code), tx);
      await deps.mailer.enqueue(loginChangeAskedMail(deps, { ...names, email: account.email }), tx);
    });
    return { ok: true };
  });
}
