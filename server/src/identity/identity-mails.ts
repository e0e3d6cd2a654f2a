import { escapeHtml } from '../http/html-page.ts';
import type { OutgoingMessage } from '../mail/mailer.ts';
import type { ServerDeps } from '../server-deps.ts';

type MailDeps = Pick<ServerDeps, 'config' | 'tenant'>;

/** A link to a UI hash route carrying a token: `/#/<route>?code=…&userId=…`. */
export function tokenLink(deps: MailDeps, route: string, code: string, userId: string): string {
  const query = new URLSearchParams({ code, userId }).toString();
  return `${deps.config.publicBaseUrl}/#/${route}?${query}`;
}

interface MailContent {
  readonly template: string;
  readonly to: string;
  readonly subject: string;
  /** Paragraphs before the link. */
  readonly intro: readonly string[];
  readonly link?: { readonly url: string; readonly label: string };
  /** Paragraphs after the link. */
  readonly outro: readonly string[];
}

function compose(deps: MailDeps, greeting: string, content: MailContent): OutgoingMessage {
  const signature = `L'équipe ${deps.tenant.client.libelle}`;
  const text = [
    greeting,
    '',
    ...content.intro.flatMap((p) => [p, '']),
    ...(content.link ? [content.link.url, ''] : []),
    ...content.outro.flatMap((p) => [p, '']),
    signature,
  ].join('\n');
  const paragraphs = (list: readonly string[]): string =>
    list.map((p) => `<p>${escapeHtml(p)}</p>`).join('\n');
  const html = `<!doctype html><html lang="fr"><body>
<p>${escapeHtml(greeting)}</p>
${paragraphs(content.intro)}
${content.link ? `<p><a href="${escapeHtml(content.link.url)}">${escapeHtml(content.link.label)}</a></p>` : ''}
${paragraphs(content.outro)}
<p>${escapeHtml(signature)}</p>
</body></html>`;
  return {
    kind: 'mail',
    template: content.template,
    to: content.to,
    subject: content.subject,
    text,
    html,
    links: content.link ? [content.link.url] : [],
  };
}

export interface Recipient {
  readonly email: string;
  readonly prenom: string;
  readonly nom: string;
}

const hello = (r: Recipient): string => `Bonjour ${`${r.prenom} ${r.nom}`.trim()},`;
const NOT_YOU = "Si vous n'êtes pas à l'origine de cette demande, ignorez ce message.";

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
  const libelle = deps.tenant.client.libelle;
  return compose(deps, hello(to), {
    template: 'activation',
    to: to.email,
    subject: `Activez votre espace adhérent ${libelle}`,
    intro:
      password === 'chosen'
        ? [
            `Votre demande de création d'espace adhérent ${libelle} a bien été enregistrée.`,
            'Pour activer votre espace, ouvrez le lien ci-dessous (valable 24 heures).',
            'Vous vous connecterez ensuite avec cette adresse e-mail et le mot de passe choisi lors de votre demande :',
          ]
        : [
            `Votre espace adhérent ${libelle} a été créé pour vous.`,
            'Pour l’activer et choisir votre mot de passe, ouvrez le lien ci-dessous (valable 24 heures) :',
          ],
    link: { url: tokenLink(deps, 'activate-user', code, userId), label: 'Activer mon espace adhérent' },
    outro: [NOT_YOU],
  });
}

export function confirmEmailMail(
  deps: MailDeps,
  to: Recipient,
  userId: string,
  code: string,
): OutgoingMessage {
  return compose(deps, hello(to), {
    template: 'confirm-email',
    to: to.email,
    subject: 'Confirmez votre adresse e-mail',
    intro: [
      'Vous avez demandé que cette adresse e-mail devienne votre identifiant de connexion.',
      "Elle le deviendra dès que vous l'aurez confirmée en ouvrant le lien ci-dessous (valable 24 heures) ; d'ici là, votre identifiant actuel reste valable :",
    ],
    link: { url: tokenLink(deps, 'confirm-email', code, userId), label: 'Confirmer mon adresse e-mail' },
    outro: [NOT_YOU],
  });
}

export function resetPasswordMail(
  deps: MailDeps,
  to: Recipient,
  userId: string,
  code: string,
): OutgoingMessage {
  return compose(deps, hello(to), {
    template: 'reset-password',
    to: to.email,
    subject: 'Réinitialisation de votre mot de passe',
    intro: [
      'Vous avez demandé la réinitialisation du mot de passe de votre espace adhérent.',
      'Pour choisir un nouveau mot de passe, ouvrez le lien ci-dessous (valable 1 heure, utilisable une seule fois) :',
    ],
    link: { url: tokenLink(deps, 'reset-password', code, userId), label: 'Choisir un nouveau mot de passe' },
    outro: [NOT_YOU],
  });
}

export function passwordChangedMail(deps: MailDeps, to: Recipient): OutgoingMessage {
  return compose(deps, hello(to), {
    template: 'password-changed',
    to: to.email,
    subject: 'Votre mot de passe a été modifié',
    intro: ["Le mot de passe de votre espace adhérent vient d'être modifié."],
    outro: [
      "Si vous n'êtes pas à l'origine de cette modification, réinitialisez votre mot de passe et contactez votre mutuelle.",
    ],
  });
}

/** Sent to the owner of an existing account when someone asks to create it again. */
export function accountExistsMail(deps: MailDeps, to: Recipient): OutgoingMessage {
  return compose(deps, hello(to), {
    template: 'account-exists',
    to: to.email,
    subject: 'Vous avez déjà un espace adhérent',
    intro: [
      "Une demande de création d'espace adhérent a été faite avec vos informations, mais vous possédez déjà un compte.",
      "Connectez-vous avec votre identifiant habituel ; en cas d'oubli, utilisez « Mot de passe oublié ».",
    ],
    outro: [NOT_YOU],
  });
}

/** Sent to an address already used as a login when a registration asks for it. */
export function emailInUseMail(deps: MailDeps, email: string): OutgoingMessage {
  return compose(deps, 'Bonjour,', {
    template: 'email-in-use',
    to: email,
    subject: 'Adresse e-mail déjà utilisée',
    intro: [
      "Une demande de création d'espace adhérent a été faite avec cette adresse e-mail, qui est déjà l'identifiant d'un compte.",
      "Aucun nouveau compte n'a été créé. Connectez-vous avec cette adresse ou utilisez « Mot de passe oublié ».",
    ],
    outro: [NOT_YOU],
  });
}

/** The activation link of a staff account an Administrateur Digital created (« Habilitations », issue 24). */
export function staffActivationMail(
  deps: MailDeps,
  to: Recipient,
  userId: string,
  code: string,
): OutgoingMessage {
  return compose(deps, hello(to), {
    template: 'staff-activation',
    to: to.email,
    subject: `Votre compte du back-office ${deps.tenant.client.libelle}`,
    intro: [
      `Un compte du back-office du portail ${deps.tenant.client.libelle} a été créé pour vous.`,
      'Pour l’activer et choisir votre mot de passe, ouvrez le lien ci-dessous (valable 24 heures) :',
    ],
    link: { url: tokenLink(deps, 'activate-user', code, userId), label: 'Activer mon compte' },
    outro: [NOT_YOU],
  });
}
