import {
  ACTIVATE_USER_VIEW_MODEL,
  FORGOT_PASSWORD_VIEW_MODEL,
  FORGOT_USERNAME_VIEW_MODEL,
  RESET_PASSWORD_VIEW_MODEL,
} from '../../public-area/account-recovery/account-recovery.tokens.ts';
import { PREPARED_VIEW_MODELS } from '../platform/platform.tokens.ts';
import {
  DISPLAY_EMAIL_VIEW_MODEL,
  REGISTER_VIEW_MODEL,
  SERVICE_UNAVAILABLE_VIEW_MODEL,
  STATIC_PAGE_VIEW_MODEL,
} from '../../public-area/public-area.tokens.ts';
import type { ServiceResolver, ServiceToken } from '../platform/service-token.ts';
import type { LazyViewModelFactory } from '../platform/use-lazy-view-model.ts';
import { DISPLAY_EMAIL_SOURCES } from '../../public-area/display-email/display-email.view-model.ts';
import type { SnapshotPosts } from './snapshot-host.ts';

/** The purpose of the link token a route checks first (POST /api/identity/check-token). */
export type TokenCheckPurpose = 'Confirmation' | 'ResetPassword';

/** A public route pre-rendered as an HTML shell: its hash path, the query it needs, what to load first. */
export interface ShellRoute {
  /** Hash path, as `location.hash` gives it after '#': '/', '/register', '/page/cgu'. */
  readonly path: string;
  /** Query parameters the shell was rendered for (all must match the URL's); empty for any query. */
  readonly query: Readonly<Record<string, string>>;
  /** Builds and loads the screen's view-model, as the screen would after its first render. */
  readonly prepare?: (services: ServiceResolver) => Promise<void>;
  /**
   * The route first checks its link's token (`code`, `userId`): the page's inline script asks the API at once
   * and shows the variant the answer leads to (see shell-chooser.inline.ts).
   */
  readonly check?: TokenCheckPurpose;
  /** Query parameters the URL may carry besides `query` without changing the shell (the link's token). */
  readonly params?: readonly string[];
  /** A variant of the route's screen ('form', 'invalid-link'), shown after the token check only. */
  readonly variant?: string;
  /** The made-up API answers of the variant (the token check's). */
  readonly posts?: SnapshotPosts;
}

const CHECK_TOKEN = '/api/identity/check-token';
/** The query parameters of an e-mailed link (its token). */
const TOKEN_PARAMS = ['code', 'userId'];
/** A link found valid, for a member who created the account (no terms nor consents on the form). */
const VALID_LINK: SnapshotPosts = {
  [CHECK_TOKEN]: { status: 200, body: { isCreatedByAdmin: false, consentements: [] } },
};
const INVALID_LINK: SnapshotPosts = {
  [CHECK_TOKEN]: { status: 400, body: { code: 'INVALID_TOKEN', message: 'Lien invalide' } },
};

/** Builds the view-model of `token`, runs its first load and leaves it for the screen's first render. */
async function prepared<T>(
  services: ServiceResolver,
  token: ServiceToken<LazyViewModelFactory<T>>,
  load: (viewModel: T) => Promise<void>,
): Promise<void> {
  const viewModel = await services.get(token)();
  await load(viewModel);
  services.get(PREPARED_VIEW_MODELS).put(token, viewModel);
}

const route = (path: string, prepare?: ShellRoute['prepare'], query: ShellRoute['query'] = {}): ShellRoute =>
  prepare === undefined ? { path, query } : { path, query, prepare };

/** A variant of a token-checking route, its view-model loaded with the made-up check answer `posts`. */
function checked<T extends { load(code: string, userId: string): Promise<void> }>(
  path: string,
  token: ServiceToken<LazyViewModelFactory<T>>,
  variant: string,
  posts: SnapshotPosts,
): ShellRoute {
  return {
    path,
    query: {},
    variant,
    posts,
    prepare: (s) => prepared(s, token, (vm) => vm.load('code', 'utilisateur')),
  };
}

/**
 * The routes whose first screen does not depend on the URL beyond its path (and the listed query): their
 * loaded content is known before the page opens. Routes that check a token of the link show their
 * "checking" state, the same as the portal's first render; activate-user and reset-password also have the
 * variants their check leads to (the page's inline script checks the link at once: reset links found
 * invalid go to reset-password-error, as the portal does). The member's own answers (admin-created
 * accounts: terms and consents) are never pre-rendered.
 */
export function shellRoutes(staticPageNames: readonly string[]): ShellRoute[] {
  return [
    route('/'),
    route('/register', (s) => prepared(s, REGISTER_VIEW_MODEL, (vm) => vm.start())),
    { path: '/activate-user', query: {}, check: 'Confirmation', params: TOKEN_PARAMS },
    checked('/activate-user', ACTIVATE_USER_VIEW_MODEL, 'form', VALID_LINK),
    checked('/activate-user', ACTIVATE_USER_VIEW_MODEL, 'invalid-link', INVALID_LINK),
    route('/activate-user-confirmation'),
    { path: '/confirm-email', query: {}, params: TOKEN_PARAMS },
    route('/delete-user-confirmation'),
    route('/forgot-password', (s) => prepared(s, FORGOT_PASSWORD_VIEW_MODEL, (vm) => vm.load())),
    route('/forgot-password-confirmation'),
    route('/forgot-username', (s) => prepared(s, FORGOT_USERNAME_VIEW_MODEL, (vm) => vm.load())),
    { path: '/reset-password', query: {}, check: 'ResetPassword', params: TOKEN_PARAMS },
    checked('/reset-password', RESET_PASSWORD_VIEW_MODEL, 'form', VALID_LINK),
    route('/reset-password-confirmation'),
    route('/reset-password-error'),
    route('/service-unavailable', (s) => prepared(s, SERVICE_UNAVAILABLE_VIEW_MODEL, (vm) => vm.start())),
    ...DISPLAY_EMAIL_SOURCES.map((source) =>
      route('/display-email', (s) => prepared(s, DISPLAY_EMAIL_VIEW_MODEL, (vm) => vm.load(source)), {
        source,
      }),
    ),
    ...staticPageNames.map((name) =>
      route(`/page/${name}`, (s) => prepared(s, STATIC_PAGE_VIEW_MODEL, (vm) => vm.load(name))),
    ),
  ];
}
