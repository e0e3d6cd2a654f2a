import { validateRegisterForm } from '@portail/domain';
import type { FastifyInstance } from 'fastify';
import { withTimingFloor } from '../../http/response-floor.ts';
import { HttpError } from '../../http/http-error.ts';
import type { ServerDeps } from '../../server-deps.ts';
import { isFeatureOn } from '../../tenant/tenant-config.ts';
import {
  findAccountByMemberId,
  findAccountByUserName,
  insertPendingAccount,
  updatePendingAccount,
} from '../account.repository.ts';
import { issueAccountToken } from '../account-tokens.repository.ts';
import { accountExistsMail, activationMail, emailInUseMail } from '../identity-mails.ts';
import { findMatchingMember } from '../member-matching.ts';
import { isThrottled, recordThrottledEvent } from '../../platform/throttle.repository.ts';
import { assertFormValid, isoToTypedDate, normalizeUserName, rawField, textField } from '../wire-values.ts';
import { recordEvent } from '../../events/public.ts';

export const FEATURE_DISABLED = {
  code: 'FEATURE_DISABLED',
  message: "Cette fonctionnalité n'est pas disponible.",
};

/** Registration requests counted per IP: beyond this, requests are accepted but not processed. */
export const REGISTER_IP_LIMIT = { maxFailures: 30, windowMs: 3600_000, lockMs: 3600_000 } as const;

const ACCEPTED = { ok: true } as const;

/** The domain registration rules (same codes and French messages as the form). */
export function validateRegistrationBody(deps: ServerDeps, body: unknown): void {
  const values = {
    numeroContrat: textField(body, 'numeroContrat'),
    nir: textField(body, 'nir'),
    nom: textField(body, 'nom'),
    prenom: textField(body, 'prenom'),
    dateNaissance: isoToTypedDate(textField(body, 'dateNaissance')),
    codePostal: textField(body, 'codePostal'),
    email: textField(body, 'email'),
    iban: textField(body, 'iban'),
    password: textField(body, 'password'),
    confirmPassword: textField(body, 'confirmPassword'),
    cgu: rawField(body, 'cgu') === true,
  };
  const config = { ...deps.tenant.client, passwordRequiredLength: deps.tenant.portal.passwordRequiredLength };
  assertFormValid(validateRegisterForm(values, config, { today: deps.clock.now() }));
}

interface RegisterBody {
  password: string;
  numeroContrat?: string;
  nir?: string;
  nom: string;
  prenom: string;
  dateNaissance: string;
  codePostal?: string;
  email: string;
  iban?: string;
  consentements: unknown[];
  dematerialization: boolean;
}

/**
 * `POST /api/identity/register`: 202 `{ ok: true }` whatever the outcome (no enumeration). A matching
 * member without account gets a pending account and the activation mail (24 h link); an existing
 * account's owner is told by mail; a login already in use is told at that address.
 */
async function register(deps: ServerDeps, body: RegisterBody, ip: string): Promise<void> {
  const now = deps.clock.now();
  const ipKey = `register-ip:${ip}`;
  if (await isThrottled(deps.db, ipKey, now)) {
    deps.logger.warn({ ip }, 'registration rate limit reached: request ignored');
    return;
  }
  await recordThrottledEvent(deps.db, ipKey, now, REGISTER_IP_LIMIT);
  // The password chosen here is the account's (issue 22 #2). Hashed for every request, matching or not, so that
  // the answer takes as long whether a member matched or not.
  const passwordHash = await deps.hasher.hash(body.password);
  const rules = deps.tenant.client;
  const member = await findMatchingMember(deps.db, body, rules);
  if (!member) return;
  const userName = normalizeUserName(body.email);
  const recipient = { email: userName, prenom: member.prenom, nom: member.nom };
  await deps.db.transaction(async (tx) => {
    const existing = await findAccountByMemberId(tx, member.id);
    if (existing && existing.status !== 'pending') {
      await deps.mailer.enqueue(accountExistsMail(deps, { ...recipient, email: existing.email }), tx);
      return;
    }
    const owner = await findAccountByUserName(tx, userName);
    if (owner && owner.id !== existing?.id) {
      await deps.mailer.enqueue(emailInUseMail(deps, userName), tx);
      return;
    }
    const accountId = existing?.id ?? deps.random.uuid();
    if (existing) {
      await updatePendingAccount(tx, accountId, {
        userName,
        dematerialization: body.dematerialization,
        registrationConsents: body.consentements,
        passwordHash,
      });
    } else {
      await insertPendingAccount(tx, {
        id: accountId,
        memberId: member.id,
        userName,
        createdByAdmin: false,
        dematerialization: body.dematerialization,
        registrationConsents: body.consentements,
        createdAt: now,
        passwordHash,
      });
      await recordEvent(tx, {
        kind: 'account-requested',
        memberId: member.id,
        at: now,
        attributes: { origin: 'member' },
      });
    }
    const code = await issueAccountToken(deps, tx, accountId, 'Confirmation');
    await deps.mailer.enqueue(activationMail(deps, recipient, accountId, code, 'chosen'), tx);
  });
}

export async function registrationRoutes(app: FastifyInstance, deps: ServerDeps): Promise<void> {
  app.post<{ Body: RegisterBody }>(
    '/api/identity/register',
    { config: { domainValidation: (body) => validateRegistrationBody(deps, body) } },
    async (request, reply) => {
      if (!isFeatureOn(deps.tenant, 'creationCompteAutreActe')) throw new HttpError(403, FEATURE_DISABLED);
      validateRegistrationBody(deps, request.body);
      await withTimingFloor(() => register(deps, request.body, request.ip));
      return reply.code(202).send(ACCEPTED);
    },
  );
}
