import {
  HttpClientConfigAdapter,
  HttpCmsAdapter,
  HttpIdentityAdapter,
  RequestCache,
  WebStorageAdapter,
  storageRequestContext,
} from '@portail/adapters';
import type { HttpAdapterOptions } from '@portail/adapters';
import type { Container } from 'inversify';
import { BrowserNavigation } from '../app/browser-navigation.ts';
import { fetchWithPreloadedResponses } from '../app/preloaded-responses.ts';
import type { PreloadedResponses } from '../app/preloaded-responses.ts';
import {
  CLIENT_CONFIG_PORT,
  CMS_PORT,
  IDENTITY_PORT,
  NAVIGATION_PORT,
  REQUEST_CACHE_PORT,
  SESSION_STORAGE_PORT,
} from '../app/port.tokens.ts';

/** The browser the HTTP adapters run in. */
export interface HttpHost {
  readonly window: Window & typeof globalThis;
  /** '' in the browser (same origin as the reference server). */
  readonly apiBaseUrl: string;
  /** Answers the server inlined in the page (start-up GETs), served once instead of a request. */
  readonly preloaded?: PreloadedResponses;
}

/** Binds the ports that are not part of the first load; resolved once they are bound. */
export type DeferredPortsLoader = () => Promise<void>;

/**
 * Part of the composition root: binds every application port to its HTTP (openapi-fetch) or browser adapter.
 * One request context (timezone, current contract, security code from sessionStorage), one GET cache scoped
 * by the current contract, one navigation adapter for the 401/503 effects.
 *
 * The ports the first page needs (tenant settings, CMS footer, login link) are bound at once; the others
 * (FAQ, consents, contracts, bank details, security codes, care networks, resources, uploads) come with a
 * chunk downloaded on demand: the returned loader binds them, and every lazily assembled screen awaits it
 * before resolving a port.
 */
export function bindHttpAdapters(container: Container, host: HttpHost): DeferredPortsLoader {
  const sessionStorage = new WebStorageAdapter(host.window.sessionStorage);
  const context = storageRequestContext(sessionStorage);
  const navigation = new BrowserNavigation(host.window);
  const cache = new RequestCache({ now: () => Date.now(), scope: () => context.currentContractNumber() });
  const options: HttpAdapterOptions = {
    baseUrl: host.apiBaseUrl,
    fetch: fetchWithPreloadedResponses(
      host.preloaded ?? new Map(),
      (request) => host.window.fetch(request),
      host.window.location.origin,
    ),
    navigation,
    context,
    cache,
  };

  container.bind(SESSION_STORAGE_PORT.key).toConstantValue(sessionStorage);
  container.bind(NAVIGATION_PORT.key).toConstantValue(navigation);
  container.bind(REQUEST_CACHE_PORT.key).toConstantValue(cache);
  container.bind(IDENTITY_PORT.key).toConstantValue(new HttpIdentityAdapter(options));
  container.bind(CLIENT_CONFIG_PORT.key).toConstantValue(new HttpClientConfigAdapter(options));
  container.bind(CMS_PORT.key).toConstantValue(new HttpCmsAdapter(options));

  let deferred: Promise<void> | undefined;
  return () => {
    deferred ??= import('./deferred-http-adapters.bindings.ts').then(
      (module) => module.bindDeferredHttpAdapters(container, host.window, options, context),
      (error: unknown) => {
        deferred = undefined; // a chunk that failed to download may be fetched again
        throw error;
      },
    );
    return deferred;
  };
}
