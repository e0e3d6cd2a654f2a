/**
 * What the caller (a view-model) does after a use case: use cases never navigate, reload or open
 * windows themselves; they return one of these intents and the caller performs it (through the
 * navigation port, window APIs, a timer).
 */

/** In-application navigation to a named route of spec §2 (hash routing), with optional query parameters. */
export interface NavigateIntent {
  readonly kind: 'navigate';
  readonly route: string;
  readonly query?: Readonly<Record<string, string>>;
}

/** Full browser redirect (leaves the application), after `delayMs` when set. */
export interface RedirectIntent {
  readonly kind: 'redirect';
  readonly url: string;
  readonly delayMs?: number;
}

/** Reloads the whole page after `delayMs`. */
export interface ReloadPageIntent {
  readonly kind: 'reload-page';
  readonly delayMs: number;
}

/** Re-runs the current route (its loaders) without a page reload. */
export interface ReloadRouteIntent {
  readonly kind: 'reload-route';
}

/** Opens a URL in a new browser tab. */
export interface OpenUrlIntent {
  readonly kind: 'open-url';
  readonly url: string;
}

/** Builds a hidden form and submits it (POST) to `url` in a new tab: an auto-submitted form. */
export interface PostFormIntent {
  readonly kind: 'post-form';
  readonly url: string;
  readonly fields: Readonly<Record<string, string>>;
}

export type UseCaseIntent =
  NavigateIntent | RedirectIntent | ReloadPageIntent | ReloadRouteIntent | OpenUrlIntent | PostFormIntent;

export function navigateTo(route: string, query?: Readonly<Record<string, string>>): NavigateIntent {
  return query === undefined ? { kind: 'navigate', route } : { kind: 'navigate', route, query };
}

export function redirectTo(url: string, delayMs?: number): RedirectIntent {
  return delayMs === undefined ? { kind: 'redirect', url } : { kind: 'redirect', url, delayMs };
}

/** Route names of spec §2 the use cases send the member to. */
export const USE_CASE_ROUTES = Object.freeze({
  home: '',
  displayEmail: 'display-email',
  activateUserConfirmation: 'activate-user-confirmation',
  forgotPassword: 'forgot-password',
  forgotPasswordConfirmation: 'forgot-password-confirmation',
  resetPasswordConfirmation: 'reset-password-confirmation',
  resetPasswordError: 'reset-password-error',
});

/** display-email reads `source` to pick its CMS text (item of the Display_Email block). */
export const DISPLAY_EMAIL_SOURCES = Object.freeze({
  register: 'register',
  forgotUsername: 'forgot-username',
});

/** The application root, where a failed logout sends the browser (spec §7). */
export const APPLICATION_ROOT_URL = '/';
