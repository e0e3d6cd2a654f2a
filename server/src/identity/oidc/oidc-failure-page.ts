import { portalPage } from '../../http/portal-frame.ts';
import type { TenantConfig } from '../../tenant/tenant-config.ts';
import { escapeHtml } from '../../http/html-page.ts';

export const OIDC_NO_ACCOUNT = "Aucun espace adhérent n'est associé à ce compte.";
export const OIDC_NOT_CONFIRMED =
  "Votre identité n'a pas pu être confirmée : votre espace n'a pas été supprimé.";

/**
 * The one page of every failed provider sign-in (unknown account, unverified e-mail, replayed, forged or
 * expired request, provider error): it says nothing about which case it was, and leads back home.
 */
export function renderOidcFailurePage(
  tenant: TenantConfig,
  footer: readonly string[] = [],
  reauthentication = false,
): string {
  if (reauthentication) return renderReauthenticationFailure(tenant, footer);
  const main = `<h1>Connexion impossible</h1>
<p class="error" role="alert">${escapeHtml(OIDC_NO_ACCOUNT)}</p>
<p>La connexion avec votre compte ${escapeHtml(tenant.client.libelle)} n'a pas abouti. Vous pouvez recommencer depuis l'accueil.</p>
<p><a href="/">Retour à l'accueil</a></p>`;
  return portalPage({ tenant, title: `Connexion impossible - ${tenant.client.libelle}`, main, footer });
}

/** A refused re-authentication (another identity, another browser, an expired or replayed request). */
function renderReauthenticationFailure(tenant: TenantConfig, footer: readonly string[]): string {
  const main = `<h1>Confirmation impossible</h1>
<p class="error" role="alert">${escapeHtml(OIDC_NOT_CONFIRMED)}</p>
<p>Pour confirmer votre identité, reconnectez-vous avec le compte ${escapeHtml(tenant.client.libelle)} de votre espace.</p>
<p><a href="/#/espace/compte">Retour à « Mon compte »</a></p>`;
  return portalPage({ tenant, title: `Confirmation impossible - ${tenant.client.libelle}`, main, footer });
}
