import { escapeHtml } from '../../http/html-page.ts';
import { portalPage } from '../../http/portal-frame.ts';
import type { TenantConfig } from '../../tenant/tenant-config.ts';

export const LOGIN_CODE_PATH = '/api/identity/login/code';
export const LOGIN_CODE_RESEND_PATH = '/api/identity/login/code/resend';

/** Spec §8 verbatim: the resend toast. */
export const LOGIN_CODE_RESENT = "Un code de sécurité vient d'être renvoyé.";
/** One answer for a wrong, expired, spent or dead code (nothing tells them apart). */
export const LOGIN_CODE_REFUSED =
  "Le code de sécurité est incorrect ou n'est plus valable. Vérifiez-le, demandez un nouveau code ou recommencez la connexion.";
export const LOGIN_CODE_REQUIRED = 'Veuillez saisir le code de sécurité à 6 chiffres reçu.';
export const LOGIN_STEP_GONE = 'Votre demande de connexion a expiré. Veuillez vous connecter à nouveau.';

export interface LoginCodePageOptions {
  readonly tenant: TenantConfig;
  readonly csrfToken: string;
  /** Live status text (code sent / resent). */
  readonly notice?: string;
  readonly error?: string;
  readonly footer?: readonly string[];
}

/**
 * The « Code de sécurité » step of the sign-in: one labelled numeric field (`one-time-code`), the error
 * announced and linked to it, a resend form and a way back to the login — all plain form posts (no script).
 */
export function renderLoginCodePage(options: LoginCodePageOptions): string {
  const { tenant, error, notice } = options;
  const csrf = `<input type="hidden" name="_csrf" value="${escapeHtml(options.csrfToken)}">`;
  const describedBy = error ? 'securityCode-hint login-code-error' : 'securityCode-hint';
  const main = `<h1>Code de sécurité</h1>
<p class="hint">${escapeHtml(tenant.client.libelle)} : la double authentification est active sur votre compte.</p>
<p id="login-code-notice" class="notice" role="status">${notice ? escapeHtml(notice) : ''}</p>
${error ? `<p id="login-code-error" class="error" role="alert">${escapeHtml(error)}</p>` : ''}
<form method="post" action="${LOGIN_CODE_PATH}" novalidate>
${csrf}
<label for="securityCode">Code de sécurité *</label>
<p id="securityCode-hint" class="hint">Saisissez les 6 chiffres reçus. Le code est valable 10 minutes et ne sert qu'une fois.</p>
<input id="securityCode" name="securityCode" type="text" inputmode="numeric" autocomplete="one-time-code" pattern="[0-9]{6}" maxlength="6" required spellcheck="false" aria-describedby="${describedBy}"${error ? ' aria-invalid="true"' : ''}>
<button type="submit">Valider</button>
</form>
<form method="post" action="${LOGIN_CODE_RESEND_PATH}" class="secondary">
${csrf}
<button type="submit" class="link-button">Renvoyer le code</button>
</form>
<p><a href="/api/identity/login">Recommencer la connexion</a></p>`;
  return portalPage({
    tenant,
    title: `${error ? 'Erreur - ' : ''}Code de sécurité - ${tenant.client.libelle}`,
    main,
    footer: options.footer ?? [],
  });
}
