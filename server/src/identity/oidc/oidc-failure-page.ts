import { portalPage } from '../../http/portal-frame.ts';
import type { TenantConfig } from '../../tenant/tenant-config.ts';
import { escapeHtml } from '../../http/html-page.ts';

export const OIDC_NO_ACCOUNT = "Aucun espace adhérent n'est associé à ce compte.";

/**
 * The one page of every failed provider sign-in (unknown account, unverified e-mail, replayed, forged or
 * expired request, provider error): it says nothing about which case it was, and leads back home.
 */
export function renderOidcFailurePage(tenant: TenantConfig, footer: readonly string[] = []): string {
  const main = `<h1>Connexion impossible</h1>
<p class="error" role="alert">${escapeHtml(OIDC_NO_ACCOUNT)}</p>
<p>La connexion avec votre compte ${escapeHtml(tenant.client.libelle)} n'a pas abouti. Vous pouvez recommencer depuis l'accueil.</p>
<p><a href="/">Retour à l'accueil</a></p>`;
  return portalPage({ tenant, title: `Connexion impossible - ${tenant.client.libelle}`, main, footer });
}
