import { escapeHtml } from '../../http/html-page.ts';
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
  const greeting = `Bonjour ${change.prenom} ${change.nom},`.replace(/\s+,/, ',');
  const paragraphs = [
    `L'identifiant de connexion de votre espace adhérent ${deps.tenant.client.libelle} vient d'être remplacé par une nouvelle adresse e-mail.`,
    'Votre compte doit être réactivé depuis le lien envoyé à cette nouvelle adresse.',
    "Si vous n'êtes pas à l'origine de ce changement, contactez immédiatement votre mutuelle.",
  ];
  const signature = `L'équipe ${deps.tenant.client.libelle}`;
  return {
    kind: 'mail',
    template: 'login-changed',
    to: change.account.email,
    subject: 'Votre identifiant de connexion a été modifié',
    text: [greeting, '', ...paragraphs.flatMap((p) => [p, '']), signature].join('\n'),
    html: `<!doctype html><html lang="fr"><body>${[greeting, ...paragraphs, signature].map((p) => `<p>${escapeHtml(p)}</p>`).join('')}</body></html>`,
  };
}

/** Told to an address that is already someone's login (no account is changed). */
export function loginUnavailableMail(deps: ServerDeps, to: string): OutgoingMessage {
  const text = [
    'Bonjour,',
    '',
    `Une demande de changement d'identifiant de connexion ${deps.tenant.client.libelle} a désigné cette adresse e-mail, qui est déjà l'identifiant d'un compte.`,
    "Aucun identifiant n'a été modifié. Si vous n'êtes pas à l'origine de cette demande, ignorez ce message.",
    '',
    `L'équipe ${deps.tenant.client.libelle}`,
  ].join('\n');
  return { kind: 'mail', template: 'login-unavailable', to, subject: 'Adresse e-mail déjà utilisée', text };
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
