import type { Queryable } from '../db/database.ts';
import type { ServerDeps } from '../server-deps.ts';
import { issueAccountToken } from './account-tokens.repository.ts';
import { staffActivationMail } from './identity-mails.ts';

/** A staff account an administrator just created (pending, no password). */
export interface InvitedStaff {
  readonly accountId: string;
  readonly email: string;
  readonly prenom: string;
  readonly nom: string;
}

/**
 * Mails a new staff account its activation link, through the portal's outbox in the caller's transaction: the
 * staff member chooses their password on the activation page (`activate-user`); no password is ever sent.
 */
export async function inviteStaffAccount(
  deps: Pick<ServerDeps, 'clock' | 'random' | 'config' | 'tenant' | 'mailer'>,
  db: Queryable,
  staff: InvitedStaff,
): Promise<void> {
  const code = await issueAccountToken(deps, db, staff.accountId, 'Confirmation');
  await deps.mailer.enqueue(
    staffActivationMail(
      deps,
      { email: staff.email, prenom: staff.prenom, nom: staff.nom },
      staff.accountId,
      code,
    ),
    db,
  );
}
