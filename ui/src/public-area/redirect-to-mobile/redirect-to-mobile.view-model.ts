import type { MobileAppSettings } from '@portail/domain';
import { makeAutoObservable } from 'mobx';
import { decideMobileRedirect } from '../mobile-redirect-allow-list.ts';

/** What the redirect reads of the tenant settings (observable store). */
export interface RedirectSettings {
  /** True while the tenant settings are being loaded. */
  readonly isLoading: boolean;
  readonly applicationMobile: MobileAppSettings | null;
}

export interface RedirectToMobileViewModelDeps {
  readonly settings: RedirectSettings;
  /** Full browser navigation (NavigationPort.redirect). */
  readonly redirect: (url: string) => void;
}

export type RedirectToMobileState =
  | { readonly status: 'waiting' }
  | { readonly status: 'redirecting'; readonly url: string }
  | { readonly status: 'refused' };

/** Project wording (the spec asks for allow-listed redirects without a text). */
export const MOBILE_REDIRECT_REFUSED_MESSAGE =
  'La redirection demandée a été refusée : cette adresse ne correspond à aucune application mobile de votre mutuelle.';

/**
 * redirect-to-mobile/{url} (spec §2): sends the browser to the given URL when the client configuration's
 * mobile-app links allow it (fallback link shown meanwhile); any other URL is refused with a French message.
 */
export class RedirectToMobileViewModel {
  target: string | null = null;
  private redirectedTo: string | null = null;

  constructor(private readonly deps: RedirectToMobileViewModelDeps) {
    makeAutoObservable<RedirectToMobileViewModel, 'deps' | 'redirectedTo'>(this, {
      deps: false,
      redirectedTo: false,
    });
  }

  /** The decoded URL of the route (null when missing or malformed). */
  setTarget(target: string | null): void {
    this.target = target;
  }

  get state(): RedirectToMobileState {
    const { settings } = this.deps;
    if (settings.isLoading) return { status: 'waiting' };
    if (this.target === null) return { status: 'refused' };
    const app = settings.applicationMobile;
    const links = app === null ? [] : [app.lienAndroid, app.lienIphone];
    const decision = decideMobileRedirect(this.target, links);
    return decision.kind === 'allowed' ? { status: 'redirecting', url: decision.url } : { status: 'refused' };
  }

  /** Follows an allowed target once (called whenever the state may have changed). */
  redirectIfAllowed(): void {
    const state = this.state;
    if (state.status !== 'redirecting' || this.redirectedTo === state.url) return;
    this.redirectedTo = state.url;
    this.deps.redirect(state.url);
  }
}
