import { FORGOT_PASSWORD_VIEW_MODEL, FORGOT_USERNAME_VIEW_MODEL } from '../app/account-recovery.tokens.ts';
import { PREPARED_VIEW_MODELS } from '../app/platform.tokens.ts';
import {
  DISPLAY_EMAIL_VIEW_MODEL,
  REGISTER_VIEW_MODEL,
  SERVICE_UNAVAILABLE_VIEW_MODEL,
  STATIC_PAGE_VIEW_MODEL,
} from '../app/public-area.tokens.ts';
import type { ServiceResolver, ServiceToken } from '../app/service-token.ts';
import type { LazyViewModelFactory } from '../public-area/use-lazy-view-model.ts';
import { DISPLAY_EMAIL_SOURCES } from '../screens/display-email/display-email.view-model.ts';

/** A public route pre-rendered as an HTML shell: its hash path, the query it needs, what to load first. */
export interface ShellRoute {
  /** Hash path, as `location.hash` gives it after '#': '/', '/register', '/page/cgu'. */
  readonly path: string;
  /** Query parameters the shell was rendered for (all must match the URL's); empty for any query. */
  readonly query: Readonly<Record<string, string>>;
  /** Builds and loads the screen's view-model, as the screen would after its first render. */
  readonly prepare?: (services: ServiceResolver) => Promise<void>;
}

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

/**
 * The routes whose first screen does not depend on the URL beyond its path (and the listed query): their
 * loaded content is known before the page opens. Routes that check a token of the link (activate-user,
 * reset-password, confirm-email) show their "checking" state, the same as the portal's first render.
 */
export function shellRoutes(staticPageNames: readonly string[]): ShellRoute[] {
  return [
    route('/'),
    route('/register', (s) => prepared(s, REGISTER_VIEW_MODEL, (vm) => vm.start())),
    route('/activate-user'),
    route('/activate-user-confirmation'),
    route('/confirm-email'),
    route('/delete-user-confirmation'),
    route('/forgot-password', (s) => prepared(s, FORGOT_PASSWORD_VIEW_MODEL, (vm) => vm.load())),
    route('/forgot-password-confirmation'),
    route('/forgot-username', (s) => prepared(s, FORGOT_USERNAME_VIEW_MODEL, (vm) => vm.load())),
    route('/reset-password'),
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
