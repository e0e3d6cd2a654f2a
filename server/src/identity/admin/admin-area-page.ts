import { escapeHtml, htmlPage } from '../../http/html-page.ts';
import type { TenantConfig } from '../../tenant/tenant-config.ts';

/**
 * The page behind `/admin/`, where the portal sends a back-office user without contract (spec §4: "a
 * logout or admin redirect follows"). The mutual's back office is another application; the reference
 * server says so in French and lets the user sign out (a form with the anti-forgery token, no script).
 */
export function renderAdminAreaPage(options: {
  readonly tenant: TenantConfig;
  readonly userName: string;
  readonly csrfToken: string;
}): string {
  const body = `<main>
<h1>Espace de gestion</h1>
<p class="hint">${escapeHtml(options.tenant.client.libelle)}</p>
<p>Vous êtes connecté en tant que <strong>${escapeHtml(options.userName)}</strong>, un compte de gestion sans contrat d'adhérent.</p>
<p>L'espace de gestion de la mutuelle est une application distincte du portail adhérent : il n'est pas fourni par ce serveur de référence.</p>
<form method="post" action="/admin/logout">
<input type="hidden" name="_csrf" value="${escapeHtml(options.csrfToken)}">
<button type="submit">Se déconnecter</button>
</form>
<p><a href="/">Retour à l'accueil</a></p>
</main>`;
  return htmlPage({ title: `Espace de gestion - ${options.tenant.client.libelle}`, body });
}
