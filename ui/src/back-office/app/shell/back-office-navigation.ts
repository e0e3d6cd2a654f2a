import type { NavigationPort } from '@portail/application';

/** What the back office's navigation needs from the browser (a test passes a fake). */
export interface BackOfficeWindow {
  readonly location: { assign(url: string): void; readonly pathname: string; readonly hash: string };
}

/** The login route of the HTTP adapters' 401 effect (domain catalogue: « Accès non autorisé » → /login). */
const LOGIN_ROUTE = '/login';

/**
 * NavigationPort of the back office. A 401 (session ended: idle or absolute lifetime reached) leaves for the
 * portal's login page, which says in French that the session ended, and comes back to the same back-office screen
 * after sign-in (`callbackUrl`, allow-listed by the server); `navigate` (503 → « service-unavailable ») opens the
 * portal's route of that name.
 */
export class BackOfficeNavigation implements NavigationPort {
  readonly #window: BackOfficeWindow;

  constructor(window: BackOfficeWindow) {
    this.#window = window;
  }

  redirect(url: string): void {
    if (url !== LOGIN_ROUTE) {
      this.#window.location.assign(url);
      return;
    }
    const back = `${this.#window.location.pathname}${this.#window.location.hash}`;
    this.#window.location.assign(`${LOGIN_ROUTE}?callbackUrl=${encodeURIComponent(back)}`);
  }

  navigate(route: string): void {
    this.#window.location.assign(`/#/${route.replace(/^[#/]+/, '')}`);
  }
}
