import type { NavigationPort } from '@portail/application';
import type { CsrfOptions } from './csrf.ts';
import type { RequestCache } from './request-cache.ts';
import type { RequestContext } from './request-context.ts';

/** The fetch the adapters call (always with a Request). */
export type FetchFn = (request: Request) => Promise<Response>;

/** What every HTTP adapter is constructed with (Pact drives the real classes with these). */
export interface HttpAdapterOptions {
  /** '' (same origin, the default in the browser) or an absolute origin such as 'http://127.0.0.1:8080'. */
  readonly baseUrl: string;
  readonly fetch: FetchFn;
  /** Performs the 401 (→ /login) and 503 (→ service-unavailable) effects. */
  readonly navigation: NavigationPort;
  /** Values of the per-request headers; anonymous (no contract, no security code) when absent. */
  readonly context?: RequestContext;
  /** Anti-forgery cookie/header names and cookie source; XSRF-TOKEN / X-XSRF-TOKEN / document.cookie by default. */
  readonly csrf?: Partial<CsrfOptions>;
  /** Shared GET cache; GETs are not cached when absent. */
  readonly cache?: RequestCache;
  /** Request constructor (tests in Node give one that resolves relative URLs). */
  readonly Request?: typeof Request;
}
