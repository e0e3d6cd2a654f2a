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
import { BrowserNavigation } from '../browser-navigation.ts';
import { fetchWithPreloadedResponses } from '../preloaded-responses.ts';
import type { PreloadedResponses } from '../preloaded-responses.ts';
import {
  CLIENT_CONFIG_PORT,
  CMS_PORT,
  IDENTITY_PORT,
  NAVIGATION_PORT,
  REQUEST_CACHE_PORT,
  SESSION_STORAGE_PORT,
} from '../platform/port.tokens.ts';

/** The browser the HTTP adapters run in. */
export interface HttpHost {
  readonly window: Window & typeof globalThis;
  /** '' in the browser (same origin as the reference server). */
  readonly apiBaseUrl: string;
  /** Answers the server inlined in the page (start-up GETs), served once instead of a request. */
  readonly preloaded?: PreloadedResponses;
}

/** Binds ports that are not part of the first load; resolved once they are bound. */
export type DeferredPortsLoader = () => Promise<void>;

/** The loaders of the ports left out of the first load. */
export interface DeferredPorts {
  /** The public routes' (FAQ, security codes). */
  readonly public: DeferredPortsLoader;
  /** The member area's (contracts, consents, bank details, uploads…), the public ones included. */
  readonly member: DeferredPortsLoader;
}

/** A loader running `load` once (again after a failure: a chunk that failed to download may be fetched again). */
function once(load: () => Promise<void>): DeferredPortsLoader {
  let loading: Promise<void> | undefined;
  return () => {
    loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
    return loading;
  };
}

/**
 * Part of the composition root: binds every application port to its HTTP (openapi-fetch) or browser adapter.
 * One request context (timezone, current contract, security code from sessionStorage), one GET cache scoped
 * by the current contract, one navigation adapter for the 401/503 effects.
 *
 * The ports the first page needs (tenant settings, CMS footer, login link) are bound at once; the others
 * come with chunks downloaded on demand: those of the public routes (FAQ, security codes) and those of the
 * member area (consents, contracts, bank details, care networks, resources, uploads…). The returned loaders
 * bind them, and every lazily assembled screen awaits its own before resolving a port.
 */
export function bindHttpAdapters(container: Container, host: HttpHost): DeferredPorts {
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

  const publicPorts = once(() =>
    import('./deferred-http-adapters.bindings.ts').then((module) =>
      module.bindDeferredHttpAdapters(container, options),
    ),
  );
  const memberPorts = once(() =>
    Promise.all([publicPorts(), import('./member-http-adapters.bindings.ts')]).then(([, module]) =>
      module.bindMemberHttpAdapters(container, host.window, options, context),
    ),
  );
  return { public: publicPorts, member: memberPorts };
}
