import { escapeHtml } from '../../http/html-page.ts';
import { portalPage } from '../../http/portal-frame.ts';
import { LOGIN_PAGE_SCRIPT_PATH } from './login-page.script.ts';
import type { TenantConfig } from '../../tenant/tenant-config.ts';
import { isFeatureOn } from '../../tenant/tenant-config.ts';

export const LOGIN_FAILED_MESSAGE = 'Identifiant ou mot de passe incorrect.';
export const LOGIN_LOCKED_MESSAGE =
  'Trop de tentatives de connexion infructueuses : par sécurité, la connexion est bloquée pendant 15 minutes. Réessayez plus tard ou réinitialisez votre mot de passe.';
export const LOGIN_NOT_CONFIRMED_MESSAGE =
  "Votre adresse e-mail n'est pas encore confirmée : ouvrez le lien que nous vous avons envoyé par e-mail.";
/**
 * Shown when a call answered 401 (spec §8: « Accès non autorisé », browser sent to /login): an expired session
 * (idle 30 min, 12 h at most) or none at all.
 */
export const LOGIN_UNAUTHORIZED_NOTICE =
  "Accès non autorisé : vous n'êtes pas connecté ou votre session a expiré. Veuillez vous connecter.";

export interface LoginPageOptions {
  readonly tenant: TenantConfig;
  readonly csrfToken: string;
  readonly callbackUrl: string;
  readonly userName?: string;
  readonly error?: string;
  /** A status line above the form (after a 401), announced politely. */
  readonly notice?: string;
  /** The portal footer's paragraphs (`footerParagraphs`). */
  readonly footer?: readonly string[];
}

/**
 * The sign-in page: French, labelled fields with autocomplete `username` / `current-password`, the
 * error announced (role="alert") and linked to the fields (aria-describedby), no inline script. The
 * 'Afficher le mot de passe' checkbox stays hidden until its same-origin script shows it (a reveal
 * control that does nothing without JavaScript would mislead).
 */
export function renderLoginPage(options: LoginPageOptions): string {
  const { tenant, error } = options;
  const describedBy = error ? ' aria-describedby="login-error" aria-invalid="true"' : '';
  const links = [
    '<li><a href="/#/forgot-password">Mot de passe oublié ?</a></li>',
    isFeatureOn(tenant, 'forgotUsernameAutreActe')
      ? '<li><a href="/#/forgot-username">Identifiant oublié ?</a></li>'
      : '',
    isFeatureOn(tenant, 'creationCompteAutreActe')
      ? '<li><a href="/#/register">Créer mon espace</a></li>'
      : '',
  ].join('');
  const main = `<h1>Connexion à votre espace adhérent</h1>
<p class="hint">${escapeHtml(tenant.client.libelle)}</p>
${options.notice && !error ? `<p id="login-notice" class="notice" role="status">${escapeHtml(options.notice)}</p>` : ''}
${error ? `<p id="login-error" class="error" role="alert">${escapeHtml(error)}</p>` : ''}
<form method="post" action="/api/identity/login" novalidate>
<input type="hidden" name="_csrf" value="${escapeHtml(options.csrfToken)}">
<input type="hidden" name="callbackUrl" value="${escapeHtml(options.callbackUrl)}">
<p class="hint">* Les champs signalés par un astérisque sont obligatoires</p>
<label for="userName">Identifiant (adresse e-mail) *</label>
<input id="userName" name="userName" type="email" inputmode="email" autocomplete="username" required spellcheck="false" value="${escapeHtml(options.userName ?? '')}"${describedBy}>
<label for="password">Mot de passe *</label>
<input id="password" name="password" type="password" autocomplete="current-password" required${describedBy}>
<label class="reveal" for="password-reveal" hidden><input id="password-reveal" type="checkbox" aria-controls="password">Afficher le mot de passe</label>
<button type="submit">Se connecter</button>
</form>
<nav aria-label="Aide à la connexion"><ul>${links}</ul></nav>
<p><a href="/">Retour à l'accueil</a></p>`;
  return portalPage({
    tenant,
    title: `${error ? 'Erreur - ' : ''}Connexion - ${tenant.client.libelle}`,
    main,
    footer: options.footer ?? [],
    scripts: [LOGIN_PAGE_SCRIPT_PATH],
  });
}
