import * as identity from '../mail/identity-mail-templates.catalogue.ts';
import { templatedMessage } from '../mail/mail-template-definition.ts';
import { STAFF_ACTIVATION_TEMPLATE } from '../mail/staff-mail-templates.catalogue.ts';
import type { OutgoingMessage } from '../mail/mailer.ts';
import type { ServerDeps } from '../server-deps.ts';

type MailDeps = Pick<ServerDeps, 'config' | 'tenant'>;

/** A link to a UI hash route carrying a token: `/#/<route>?code=…&userId=…`. */
export function tokenLink(deps: MailDeps, route: string, code: string, userId: string): string {
  const query = new URLSearchParams({ code, userId }).toString();
  return `${deps.config.publicBaseUrl}/#/${route}?${query}`;
}

export interface Recipient {
  readonly email: string;
  readonly prenom: string;
  readonly nom: string;
}

const MAIL = {
  activation: identity.ACTIVATION_TEMPLATE,
  activationAdmin: identity.ACTIVATION_ADMIN_TEMPLATE,
} as const;

/** The values every account mail offers: the recipient's names and the insurer's. */
const named = (deps: MailDeps, to: Recipient): Record<string, string> => ({
  prenom: to.prenom,
  nom: to.nom,
  mutuelle: deps.tenant.client.libelle,
});

/**
 * The activation link. `chosen`: the member chose the password in « Créer mon espace », and the mail says that
 * this one will be used (issue 22 #2); `to-choose`: an account an administrator created, whose password the
 * activation asks.
 */
export function activationMail(
  deps: MailDeps,
  to: Recipient,
  userId: string,
  code: string,
  password: 'chosen' | 'to-choose',
): OutgoingMessage {
  return templatedMessage(password === 'chosen' ? MAIL.activation : MAIL.activationAdmin, to.email, {
    ...named(deps, to),
    lien: tokenLink(deps, 'activate-user', code, userId),
  });
}

export function confirmEmailMail(
  deps: MailDeps,
  to: Recipient,
  userId: string,
  code: string,
): OutgoingMessage {
  return templatedMessage(identity.CONFIRM_EMAIL_TEMPLATE, to.email, {
    ...named(deps, to),
    lien: tokenLink(deps, 'confirm-email', code, userId),
  });
}

export function resetPasswordMail(
  deps: MailDeps,
  to: Recipient,
  userId: string,
  code: string,
): OutgoingMessage {
  return templatedMessage(identity.RESET_PASSWORD_TEMPLATE, to.email, {
    ...named(deps, to),
    lien: tokenLink(deps, 'reset-password', code, userId),
  });
}

export function passwordChangedMail(deps: MailDeps, to: Recipient): OutgoingMessage {
  return templatedMessage(identity.PASSWORD_CHANGED_TEMPLATE, to.email, named(deps, to));
}

/** Sent to the owner of an existing account when someone asks to create it again. */
export function accountExistsMail(deps: MailDeps, to: Recipient): OutgoingMessage {
  return templatedMessage(identity.ACCOUNT_EXISTS_TEMPLATE, to.email, named(deps, to));
}

/** Sent to an address already used as a login when a registration asks for it. */
export function emailInUseMail(deps: MailDeps, email: string): OutgoingMessage {
  return templatedMessage(identity.EMAIL_IN_USE_TEMPLATE, email, { mutuelle: deps.tenant.client.libelle });
}

/** The activation link of a staff account an Administrateur Digital created (« Habilitations », issue 24). */
export function staffActivationMail(
  deps: MailDeps,
  to: Recipient,
  userId: string,
  code: string,
): OutgoingMessage {
  return templatedMessage(STAFF_ACTIVATION_TEMPLATE, to.email, {
    ...named(deps, to),
    lien: tokenLink(deps, 'activate-user', code, userId),
  });
}
