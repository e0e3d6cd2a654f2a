import { makeAutoObservable } from 'mobx';
import type { PortalSettingsStore } from '../../../app/platform/portal-settings.store.ts';
import { ACCOUNT_PATHS, ACCOUNT_SECTIONS, type AccountSection } from '../account.paths.ts';

/**
 * The sections an external identity provider owns: the password, the login and the second factor of the sign-in
 * are the provider's (the portal's own double authentication is never asked at a provider sign-in).
 */
export const PROVIDER_OWNED_PATHS: ReadonlySet<string> = new Set([
  ACCOUNT_PATHS.motDePasse,
  ACCOUNT_PATHS.identifiant,
  ACCOUNT_PATHS.doubleAuthentification,
]);

/** Project wording: the one line the landing shows when members sign in through the insurer's provider. */
export const PROVIDER_OWNED_NOTICE =
  'Votre mot de passe, votre identifiant et la double authentification sont gérés par le service de ' +
  'connexion de votre mutuelle : c’est auprès de lui que vous pouvez les modifier.';

/** « Mon compte »: the sections that exist for this tenant, and why some do not. */
export class AccountLandingViewModel {
  constructor(private readonly settings: Pick<PortalSettingsStore, 'externalIdentityProvider'>) {
    makeAutoObservable<AccountLandingViewModel, 'settings'>(this, { settings: false });
  }

  /** Members sign in through the insurer's OpenID provider (tenant `oidcExternalProvider`). */
  get externalProvider(): boolean {
    return this.settings.externalIdentityProvider !== null;
  }

  get sections(): readonly AccountSection[] {
    return ACCOUNT_SECTIONS.filter((section) => this.isOffered(section.path));
  }

  get providerNotice(): string | null {
    return this.externalProvider ? PROVIDER_OWNED_NOTICE : null;
  }

  /** A section's screen exists for this tenant (a provider-owned one leads back to the landing). */
  isOffered(path: string): boolean {
    return !(this.externalProvider && PROVIDER_OWNED_PATHS.has(path));
  }
}
