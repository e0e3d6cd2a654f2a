import { escapeHtml } from '../../http/html-page.ts';
import type { OutgoingMessage } from '../../mail/mailer.ts';
import type { ServerDeps } from '../../server-deps.ts';

/** Told to the current address when a change of login is asked (the login changes once the new one is confirmed). */
export function loginChangeAskedMail(
  deps: ServerDeps,
  to: { readonly email: string; readonly prenom: string; readonly nom: string },
): OutgoingMessage {
  const greeting = `Bonjour ${to.prenom} ${to.nom},`.replace(/\s+,/, ',');
  const paragraphs = [
    `Un changement de l'identifiant de connexion de votre espace adhérent ${deps.tenant.client.libelle} vient d'être demandé.`,
    "La nouvelle adresse deviendra votre identifiant dès qu'elle aura été confirmée par le lien qui lui a été envoyé ; d'ici là, votre identifiant actuel reste valable.",
    "Si vous n'êtes pas à l'origine de cette demande, changez votre mot de passe et contactez votre mutuelle.",
  ];
  const signature = `L'équipe ${deps.tenant.client.libelle}`;
  return {
    kind: 'mail',
    template: 'login-change-asked',
    to: to.email,
    subject: 'Demande de changement de votre identifiant de connexion',
    text: [greeting, '', ...paragraphs.flatMap((p) => [p, '']), signature].join('\n'),
    html: `<!doctype html><html lang="fr"><body>${[greeting, ...paragraphs, signature].map((p) => `<p>${escapeHtml(p)}</p>`).join('')}</body></html>`,
  };
}
