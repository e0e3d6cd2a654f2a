import { isFeatureVisible, PORTAL_FUNCTIONALITIES } from '@portail/domain';
import type { FeatureFlags } from '@portail/domain';
import { makeAutoObservable } from 'mobx';
import { allowListedCallbackUrl } from '../safe-callback-url.ts';
import { MEMBER_AREA_CALLBACK_URL } from '../../app/platform/route-paths.ts';

/** What the home page reads of the tenant settings (observable store). */
export interface HomeSettings {
  readonly featureFlags: FeatureFlags;
  readonly externalIdentityProvider: string | null;
}

export interface HomeViewModelDeps {
  readonly settings: HomeSettings;
  /** The identity login endpoint (IdentityPort.loginUrl). */
  readonly loginUrl: (callbackUrl?: string) => string;
}

/** Query parameter of the home URL that restricts it to signing in (no account creation offered). */
export const RESTRICTED_HOME_PARAM = 'restricted';
const RESTRICTED_VALUES: ReadonlySet<string> = new Set(['1', 'true', 'oui']);

/**
 * Home page (spec §2 ''): the 'J'ai déjà un espace personnel' block whose Connect button sends the browser
 * to the login endpoint (with the allow-listed callbackUrl of the home URL, if any), the 'Créer mon espace'
 * block when account creation is on and the URL is not restricted, and the FAQ help button when login is
 * local (no external identity provider).
 */
export class HomeViewModel {
  /** The post-login target given to the home URL, once allow-listed (same-origin relative path only). */
  callbackUrl: string | undefined = undefined;
  isUrlRestricted = false;
  isFaqOpen = false;

  constructor(private readonly deps: HomeViewModelDeps) {
    makeAutoObservable<HomeViewModel, 'deps'>(this, { deps: false });
  }

  /** The home URL's query (`?callbackUrl=/…&restricted=true`). */
  setLocation(search: URLSearchParams): void {
    this.callbackUrl = allowListedCallbackUrl(search.get('callbackUrl'));
    this.isUrlRestricted = RESTRICTED_VALUES.has(
      (search.get(RESTRICTED_HOME_PARAM) ?? '').trim().toLowerCase(),
    );
  }

  /** What « Se connecter » asks: the portal's login and password, or the insurer's identity provider (issue 22 #15). */
  get signInText(): string {
    return this.usesExternalIdentityProvider
      ? 'Connectez-vous avec le compte que vous utilisez auprès de votre mutuelle.'
      : 'Connectez-vous avec votre identifiant (votre adresse e-mail) et votre mot de passe.';
  }

  get usesExternalIdentityProvider(): boolean {
    return this.deps.settings.externalIdentityProvider !== null;
  }

  get showCreateAccount(): boolean {
    return (
      !this.usesExternalIdentityProvider &&
      !this.isUrlRestricted &&
      isFeatureVisible(this.deps.settings.featureFlags, PORTAL_FUNCTIONALITIES.creationCompteAutreActe)
    );
  }

  /**
   * The help FAQ is the third-party FAQ service (spec §1), named `faqInbentaService` among the functionalities
   * (§6): the button shows with a local login when the tenant has that service (project decision, README).
   */
  get showHelp(): boolean {
    return (
      !this.usesExternalIdentityProvider &&
      isFeatureVisible(this.deps.settings.featureFlags, PORTAL_FUNCTIONALITIES.faqInbentaService)
    );
  }

  /**
   * Where Connect sends the browser: the login endpoint, with the allow-listed callbackUrl of the home URL, or
   * else the member area (a member who signs in from the home wants their space, not the public home again).
   */
  get loginHref(): string {
    return this.deps.loginUrl(this.callbackUrl ?? MEMBER_AREA_CALLBACK_URL);
  }

  openFaq(): void {
    if (this.showHelp) this.isFaqOpen = true;
  }

  closeFaq(): void {
    this.isFaqOpen = false;
  }
}
