import type { IdentityPort } from '../ports/identity.port.ts';
import type { PortError } from '../ports/port-error.ts';
import type { RequestCachePort } from '../ports/request-cache.port.ts';
import type { SessionStoragePort } from '../ports/session-storage.port.ts';
import { SESSION_STORAGE_KEYS } from '../ports/session-storage.port.ts';
import type { RedirectIntent } from './use-case-intents.ts';
import { APPLICATION_ROOT_URL, redirectTo } from './use-case-intents.ts';

export type LogoutOutcome =
  /** The browser goes to the logoutUrl of the response. */
  | { readonly kind: 'logged-out'; readonly redirect: RedirectIntent }
  /** The call failed: the browser goes to the application root (spec §7). */
  | { readonly kind: 'failed'; readonly redirect: RedirectIntent; readonly error: PortError };

/**
 * Logout (spec §7 identity logout): ends the session, forgets the stored security code, the tiers-payant
 * cards kept for offline use (every contract's: names and birth dates stay on no shared device) and the
 * cached responses, then sends the browser to logoutUrl, or to the root on error.
 */
export class Logout {
  constructor(
    private readonly identity: Pick<IdentityPort, 'logout'>,
    private readonly storage: Pick<SessionStoragePort, 'remove' | 'removeStartingWith'>,
    private readonly cache: Pick<RequestCachePort, 'clear'>,
  ) {}

  async execute(): Promise<LogoutOutcome> {
    const result = await this.identity.logout();
    this.storage.remove(SESSION_STORAGE_KEYS.securityCode);
    this.storage.removeStartingWith(`${SESSION_STORAGE_KEYS.tiersPayantCard}.`);
    this.cache.clear();
    if (!result.ok)
      return { kind: 'failed', redirect: redirectTo(APPLICATION_ROOT_URL), error: result.error };
    const logoutUrl = result.value.logoutUrl.trim();
    return { kind: 'logged-out', redirect: redirectTo(logoutUrl === '' ? APPLICATION_ROOT_URL : logoutUrl) };
  }
}
