import type { Queryable } from '../../db/database.ts';
import type { ServerDeps } from '../../server-deps.ts';
import {
  findAccountById,
  findAccountByMemberId,
  findAccountByUserName,
  insertPendingAccount,
} from '../account.repository.ts';
import { issueAccountToken, revokeAccountTokens } from '../account-tokens.repository.ts';
import { confirmationIssuedSince } from '../activation/activation.repository.ts';
import { RESEND_INTERVAL_MS } from '../activation/resend-activation.ts';
import { activationMail, resetPasswordMail } from '../identity-mails.ts';
import { memberNames } from '../member-names.repository.ts';

/**
 * The identity operations an agent runs for a member from the back office's « Adhérents » (issue 27 §1), each in
 * the caller's transaction and telling what happened (the caller answers 409 when the account no longer allows it).
 * Links and codes go to the mail only: never returned, never logged.
 */

/** A new activation link for a pending account (the previous one revoked), at most one a minute. */
export async function resendActivationLink(
  deps: ServerDeps,
  tx: Queryable,
  accountId: string,
): Promise<'sent' | 'too-soon' | 'not-pending'> {
  const now = deps.clock.now();
  const account = await findAccountById(tx, accountId);
  if (account?.status !== 'pending') return 'not-pending';
  if (await confirmationIssuedSince(tx, account.id, new Date(now.getTime() - RESEND_INTERVAL_MS)))
    return 'too-soon';
  await revokeAccountTokens(tx, account.id, 'Confirmation', now);
  const code = await issueAccountToken(deps, tx, account.id, 'Confirmation');
  const names = await memberNames(tx, account.memberId);
  await deps.mailer.enqueue(
    activationMail(
      deps,
      { email: account.email, ...names },
      account.id,
      code,
      account.passwordHash === null || account.createdByAdmin ? 'to-choose' : 'chosen',
    ),
    tx,
  );
  return 'sent';
}

/** A password-reset link mailed to an active account; false when the account is not active. */
export async function sendPasswordResetLink(
  deps: ServerDeps,
  tx: Queryable,
  accountId: string,
): Promise<boolean> {
  const account = await findAccountById(tx, accountId);
  if (account?.status !== 'active') return false;
  const code = await issueAccountToken(deps, tx, account.id, 'ResetPassword');
  const names = await memberNames(tx, account.memberId);
  await deps.mailer.enqueue(
    resetPasswordMail(deps, { email: account.email, ...names }, account.id, code),
    tx,
  );
  return true;
}

/** Double authentication off; false when it already was. */
export async function turnDoubleAuthenticationOff(tx: Queryable, accountId: string): Promise<boolean> {
  const { rows } = await tx.query(
    'UPDATE accounts SET amf_enabled = false WHERE id = $1 AND amf_enabled RETURNING id',
    [accountId],
  );
  return rows.length > 0;
}

/**
 * A pending account created on the member's behalf (`createdByAdmin`: the member chooses the password and accepts
 * the terms and consents when activating), with the activation mail. `exists` when the member has an account,
 * `email-taken` when the login is another account's.
 */
export async function createAccountOnBehalf(
  deps: ServerDeps,
  tx: Queryable,
  member: { readonly id: string; readonly nom: string; readonly prenom: string },
  account: { readonly userName: string; readonly dematerialization: boolean },
): Promise<
  { readonly outcome: 'created'; readonly userId: string } | { readonly outcome: 'exists' | 'email-taken' }
> {
  if (await findAccountByMemberId(tx, member.id)) return { outcome: 'exists' };
  if (await findAccountByUserName(tx, account.userName)) return { outcome: 'email-taken' };
  const userId = deps.random.uuid();
  await insertPendingAccount(tx, {
    id: userId,
    memberId: member.id,
    userName: account.userName,
    createdByAdmin: true,
    dematerialization: account.dematerialization,
    registrationConsents: [],
    passwordHash: null,
    createdAt: deps.clock.now(),
  });
  const code = await issueAccountToken(deps, tx, userId, 'Confirmation');
  await deps.mailer.enqueue(
    activationMail(
      deps,
      { email: account.userName, prenom: member.prenom, nom: member.nom },
      userId,
      code,
      'to-choose',
    ),
    tx,
  );
  return { outcome: 'created', userId };
}
