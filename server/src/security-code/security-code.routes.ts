import { validateSecurityCode } from '@portail/domain';
import type { FastifyInstance } from 'fastify';
import { assertValid, HttpError } from '../http/http-error.ts';
import { getSession, requireSession } from '../http/session.ts';
import type { ServerDeps } from '../server-deps.ts';
import { storedSecret } from '../db/secrets.ts';
import { RequestFields } from '../http/request-fields.ts';
import { withTimingFloor } from '../http/response-floor.ts';
import { subjectOfAccount } from './code-subject.repository.ts';
import { maskEmail, maskPhone } from './contact-mask.ts';
import { sendSecurityCode } from './security-code-send.ts';
import { verifySecurityCodeRequest } from './security-code-verify.ts';
import { operationOf } from './security-code.request.ts';

export { SEND_IP_LIMIT, SEND_LIMIT } from './security-code-send.ts';
export { VERIFY_LIMIT } from './security-code-verify.ts';
export { UNAUTHENTICATED_OPERATIONS } from './security-code.request.ts';

/**
 * Security code (spec §4, §7): send (SMS when the phone is confirmed and SMS is on, else mail, with
 * `telephoneForbidden`; a new mobile gets the SMS itself), verify (≤ 10 min, single use, dead after 5 wrong tries,
 * throttled per account and IP; a new mobile's code binds that number), and the masked contact data.
 * Unauthenticated calls answer alike for known and unknown users.
 */
export async function securityCodeRoutes(app: FastifyInstance, deps: ServerDeps): Promise<void> {
  const { db } = deps;
  const pepper = await storedSecret(db, deps.random, 'security-code-pepper');

  app.post('/api/identity/security-code/send', async (request) => {
    const send = () => sendSecurityCode(request, deps, pepper);
    // Without a session the whole answer (username lookup included) leaves no earlier than the floor.
    return (await getSession(request)) ? send() : withTimingFloor(send);
  });

  app.post(
    '/api/identity/security-code/verify',
    {
      config: {
        domainValidation: (body) => {
          const code = new RequestFields(body).raw()['securityCode'];
          assertValid([['securityCode', validateSecurityCode(code)]]);
        },
      },
    },
    async (request) => {
      const body = new RequestFields(request.body);
      const operation = operationOf(body);
      const submitted = body.string('securityCode', 20);
      assertValid([['securityCode', validateSecurityCode(submitted)]]);
      const verify = () => verifySecurityCodeRequest(request, deps, pepper, body, operation, submitted);
      // Without a session a known and an unknown username answer in the same time (decoy vs real code).
      return (await getSession(request)) ? verify() : withTimingFloor(verify);
    },
  );

  app.get('/api/identity/security-code/contact', async (request) => {
    const session = await requireSession(request);
    const subject = await subjectOfAccount(db, session.accountId);
    if (subject === null) throw new HttpError(401);
    return {
      telephone: subject.telephone ? maskPhone(subject.telephone) : '',
      email: maskEmail(subject.email),
    };
  });
}
