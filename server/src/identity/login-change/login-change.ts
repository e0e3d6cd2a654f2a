import {
  LOGIN_CHANGED_TEMPLATE,
  LOGIN_UNAVAILABLE_TEMPLATE,
} from '../../mail/identity-mail-templates.catalogue.ts';
import { templatedMessage } from '../../mail/mail-template-definition.ts';
import type { Account } from '../account.repository.ts';
import { deleteSessions, replaceLogin } from '../account.repository.ts';
import { issueAccountToken } from '../account-tokens.repository.ts';
import { confirmEmailMail } from '../identity-mails.ts';
import type { OutgoingMessage } from '../../mail/mailer.ts';
import type { ServerDeps } from '../../server-deps.ts';
import type { Queryable } from '../../db/database.ts';

export interface LoginChange {
  readonly account: Account;
  readonly newLogin: string;
  readonly prenom: string;
  readonly nom: string;
  /** Session kept alive (the change made from the member area); every other session is closed. */
  readonly keepSessionIdHash?: string;
}

function noticeMail(deps: ServerDeps, change: LoginChange): OutgoingMessage {
  return templatedMessage(LOGIN_CHANGED_TEMPLATE, change.account.email, {
    prenom: change.prenom,
    nom: change.nom,
    mutuelle: deps.tenant.client.libelle,
  });
}

/** Told to an address that is already someone's login (no account is changed). */
export function loginUnavailableMail(deps: ServerDeps, to: string): OutgoingMessage {
  return templatedMessage(LOGIN_UNAVAILABLE_TEMPLATE, to, { mutuelle: deps.tenant.client.libelle });
}

/**
 * Changes the login (and contact e-mail) of the account; the account is unconfirmed until the link
 * mailed to the new address is used (confirm-email), so sign-in is refused meanwhile; other sessions
 * are closed; the old address is told. Runs inside the caller's transaction.
 */
export async function changeLogin(deps: ServerDeps, tx: Queryable, change: LoginChange): Promise<void> {
  await replaceLogin(tx, change.account.id, change.newLogin);
  await deleteSessions(tx, change.account.id, change.keepSessionIdHash);
  const code = await issueAccountToken(deps, tx, change.account.id, 'Confirmation');
  await deps.mailer.enqueue(
    confirmEmailMail(
      deps,
      { email: change.newLogin, prenom: change.prenom, nom: change.nom },
      change.account.id,
      code,
    ),
    tx,
  );
  await deps.mailer.enqueue(noticeMail(deps, change), tx);
}
