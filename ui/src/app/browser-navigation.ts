import type { NavigationPort } from '@portail/application';

/** What the navigation adapter needs from the browser (a test passes a fake). */
export interface NavigationWindow {
  readonly location: { assign(url: string): void; hash: string };
}

/**
 * NavigationPort for the hash-routed UI: `redirect` leaves the application (401 → /login, logout URLs),
 * `navigate` moves to a route of spec §2 ('service-unavailable', 'reset-password-error', …).
 */
export class BrowserNavigation implements NavigationPort {
  readonly #window: NavigationWindow;

  constructor(window: NavigationWindow) {
    this.#window = window;
  }

  redirect(url: string): void {
    this.#window.location.assign(url);
  }

  navigate(route: string): void {
    this.#window.location.hash = `#/${route.replace(/^[#/]+/, '')}`;
  }
}
