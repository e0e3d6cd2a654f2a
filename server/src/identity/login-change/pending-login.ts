import { LOGIN_CHANGE_ASKED_TEMPLATE } from '../../mail/identity-mail-templates.catalogue.ts';
import { templatedMessage } from '../../mail/mail-template-definition.ts';
import type { OutgoingMessage } from '../../mail/mailer.ts';
import type { ServerDeps } from '../../server-deps.ts';

/** Told to the current address when a change of login is asked (the login changes once the new one is confirmed). */
export function loginChangeAskedMail(
  deps: ServerDeps,
  to: { readonly email: string; readonly prenom: string; readonly nom: string },
): OutgoingMessage {
  return templatedMessage(LOGIN_CHANGE_ASKED_TEMPLATE, to.email, {
    prenom: to.prenom,
    nom: to.nom,
    mutuelle: deps.tenant.client.libelle,
  });
}
