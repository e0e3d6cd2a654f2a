import type { ServerDeps } from '../../server-deps.ts';
import { findAccountById } from '../account.repository.ts';
import { issueAccountToken, revokeAccountTokens } from '../account-tokens.repository.ts';
import { activationMail, confirmEmailMail } from '../identity-mails.ts';
import { memberNames } from '../member-names.repository.ts';
import { confirmationIssuedSince } from './activation.repository.ts';

/** Minimum delay between two resent links for one account (extra requests are ignored). */
export const RESEND_INTERVAL_MS = 60_000;

/**
 * New link for an account still waiting: activation (no password yet) or e-mail confirmation (login
 * changed). Silently does nothing for unknown or already confirmed accounts, or within a minute of the
 * previous link.
 */
export async function resendActivation(deps: ServerDeps, userId: string): Promise<void> {
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    const account = await findAccountById(tx, userId);
    if (!account || account.status === 'disabled' || (account.status === 'active' && account.isConfirmed))
      return;
    if (await confirmationIssuedSince(tx, account.id, new Date(now.getTime() - RESEND_INTERVAL_MS))) return;
    const names = await memberNames(tx, account.memberId);
    const recipient = { email: account.email, ...names };
    await revokeAccountTokens(tx, account.id, 'Confirmation', now);
    const code = await issueAccountToken(deps, tx, account.id, 'Confirmation');
    const mail =
      account.status === 'pending'
        ? activationMail(
            deps,
            recipient,
            account.id,
            code,
            account.passwordHash === null || account.createdByAdmin ? 'to-choose' : 'chosen',
          )
        : confirmEmailMail(deps, recipient, account.id, code);
    await deps.mailer.enqueue(mail, tx);
  });
}
