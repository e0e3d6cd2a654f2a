import { validateActivationForm } from '@portail/domain';
import type { Consent } from '@portail/domain';
import type { FastifyInstance } from 'fastify';
import type { Queryable } from '../../db/database.ts';
import { HttpError } from '../../http/http-error.ts';
import type { ServerDeps } from '../../server-deps.ts';
import {
  type Account,
  applyPendingLogin,
  findAccountById,
  findRegistrationConsents,
  pendingLoginOf,
} from '../account.repository.ts';
import { activateAccount, markAccountConfirmed, recordActivationConsent } from './activation.repository.ts';
import {
  type AccountTokenPurpose,
  consumeAccountToken,
  isAccountTokenValid,
} from '../account-tokens.repository.ts';
import { assertFormValid, rawField, textField } from '../wire-values.ts';
import { resendActivation } from './resend-activation.ts';
import { recordEvent } from '../../events/public.ts';

/** Bad, used or expired link (check-token, activate-user; reset-password adds `data`). */
export const INVALID_LINK = {
  code: 'INVALID_TOKEN',
  message: "Ce lien n'est plus valide. Vous pouvez demander un nouveau lien.",
  data: 'InvalidToken',
} as const;

const OK = { ok: true } as const;

/** Can this account use a token of this purpose at all? */
function tokenApplies(account: Account, purpose: AccountTokenPurpose): boolean {
  if (account.status === 'disabled') return false;
  // Registered before issue 22 #2 kept the registration's password: registering again sends a new link.
  if (account.status === 'pending' && !account.createdByAdmin && account.passwordHash === null) return false;
  return purpose === 'Confirmation' ? account.status === 'pending' : account.status === 'active';
}

/** The member consents an administrator-created account answers at activation; none for a staff account (no member). */
function pendingConsents(deps: ServerDeps, account: Account): Consent[] {
  if (!account.createdByAdmin || account.memberId === null) return [];
  return deps.tenant.client.consentements.map((c) => ({ nom: c.nom, libelle: c.libelle, accepted: null }));
}

/**
 * Answered consents of an activation (or of the registration it completes), recorded for the member: the
 * current answer with its date, and one more row of the history (never overwritten).
 */
async function recordConsents(db: Queryable, memberId: string, consents: unknown, now: Date): Promise<void> {
  if (!Array.isArray(consents)) return;
  for (const [position, consent] of consents.entries()) {
    const accepted = rawField(consent, 'accepted');
    const nom = textField(consent, 'nom');
    if (nom === '' || typeof accepted !== 'boolean') continue;
    await recordActivationConsent(
      db,
      memberId,
      { nom, libelle: textField(consent, 'libelle') || nom, accepted, position },
      now,
    );
  }
}

interface ActivationBody {
  password?: string;
  confirmPassword?: string;
  cgu?: boolean;
  consentements?: unknown[];
  code: string;
  userId: string;
}

export async function activationRoutes(app: FastifyInstance, deps: ServerDeps): Promise<void> {
  const { db, clock } = deps;

  app.post<{ Body: { purpose: AccountTokenPurpose; code: string; userId: string } }>(
    '/api/identity/check-token',
    async (request) => {
      const { purpose, code, userId } = request.body;
      const account = await findAccountById(db, userId);
      if (
        !account ||
        !tokenApplies(account, purpose) ||
        !(await isAccountTokenValid(db, userId, purpose, code, clock.now()))
      ) {
        throw new HttpError(400, INVALID_LINK);
      }
      return {
        valid: true as const,
        isCreatedByAdmin: account.createdByAdmin,
        consentements: pendingConsents(deps, account),
      };
    },
  );

  app.post<{ Body: ActivationBody }>('/api/identity/activate-user', async (request) => {
    const body = request.body;
    const now = clock.now();
    const account = await findAccountById(db, body.userId);
    if (
      !account ||
      !tokenApplies(account, 'Confirmation') ||
      !(await isAccountTokenValid(db, account.id, 'Confirmation', body.code, now))
    ) {
      throw new HttpError(400, INVALID_LINK);
    }
    // A self-registered member chose the password in « Créer mon espace »: it is kept (issue 22 #2). A password sent
    // anyway (a client that still asks it) is the member's latest choice, and is set.
    const sent = body.password ?? '';
    const keepsRegistrationPassword = !account.createdByAdmin && account.passwordHash !== null && sent === '';
    assertFormValid(
      validateActivationForm(
        {
          password: sent,
          confirmPassword: body.confirmPassword ?? '',
          CGU: body.cgu === true,
          consentements: pendingAnswers(body.consentements),
        },
        {
          createdByAdmin: account.createdByAdmin,
          passwordRequiredLength: deps.tenant.portal.passwordRequiredLength,
          passwordChosenAtRegistration: keepsRegistrationPassword,
        },
      ),
    );
    const hash = keepsRegistrationPassword ? account.passwordHash : await deps.hasher.hash(sent);
    await db.transaction(async (tx) => {
      if (!(await consumeAccountToken(tx, account.id, 'Confirmation', body.code, now)))
        throw new HttpError(400, INVALID_LINK);
      const requestedAt = await activateAccount(
        tx,
        account.id,
        hash,
        now,
        body.cgu === true || !account.createdByAdmin,
      );
      const delaySeconds = Math.max(0, Math.round((now.getTime() - requestedAt.getTime()) / 1000));
      await recordEvent(tx, {
        kind: 'account-activated',
        memberId: account.memberId,
        at: now,
        attributes: { delaySeconds },
      });
      // Self-registered: the answers given in « Créer mon espace » (the activation form asks none).
      const consents = account.createdByAdmin
        ? body.consentements
        : await findRegistrationConsents(tx, account.id);
      if (account.memberId) await recordConsents(tx, account.memberId, consents, now);
    });
    return OK;
  });

  app.post<{ Body: { code: string; userId: string } }>('/api/identity/confirm-email', async (request) => {
    const { code, userId } = request.body;
    const now = clock.now();
    const account = await findAccountById(db, userId);
    const confirmed = await db.transaction(async (tx) => {
      if (!account || account.status !== 'active') return false;
      // A change of login asked from « Mon compte » is confirmed here too (the account itself stays confirmed).
      const pendingLogin = await pendingLoginOf(tx, account.id);
      if (account.isConfirmed && pendingLogin === null) return false;
      if (!(await consumeAccountToken(tx, account.id, 'Confirmation', code, now))) return false;
      if (pendingLogin !== null && !(await applyPendingLogin(tx, account.id))) return false;
      await markAccountConfirmed(tx, account.id);
      return true;
    });
    if (!confirmed) {
      throw new HttpError(400, {
        code: 'INVALID_TOKEN',
        message: "Ce lien de confirmation n'est plus valide.",
        isAccountConfirmed: account !== null && account.status === 'active' && account.isConfirmed,
      });
    }
    return OK;
  });

  app.post<{ Querystring: { userId: string } }>(
    '/api/identity/relance-activation',
    async (request, reply) => {
      await resendActivation(deps, request.query.userId);
      return reply.code(202).send(OK);
    },
  );
}

/** Consents as the activation rule expects them: only the `accepted` answers matter. */
function pendingAnswers(consents: unknown[] | undefined): Consent[] {
  return (consents ?? []).map((c) => {
    const accepted = rawField(c, 'accepted');
    return {
      nom: textField(c, 'nom'),
      libelle: textField(c, 'libelle'),
      accepted: typeof accepted === 'boolean' ? accepted : null,
    };
  });
}
