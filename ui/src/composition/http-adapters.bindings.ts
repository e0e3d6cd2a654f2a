import {
  DomBrowserFiles,
  HttpBankDetailsAdapter,
  HttpCareNetworkAdapter,
  HttpClientConfigAdapter,
  HttpCmsAdapter,
  HttpConsentAdapter,
  HttpContractsAdapter,
  HttpFaqAdapter,
  HttpIdentityAdapter,
  HttpResourceAdapter,
  HttpSecurityCodeAdapter,
  RequestCache,
  ResourceRoutesRegistry,
  WebStorageAdapter,
  XhrUploadTransport,
  storageRequestContext,
} from '@portail/adapters';
import type { HttpAdapterOptions } from '@portail/adapters';
import type { Container } from 'inversify';
import { BrowserNavigation } from '../app/browser-navigation.ts';
import {
  BANK_DETAILS_PORT,
  CARE_NETWORK_PORT,
  CLIENT_CONFIG_PORT,
  CMS_PORT,
  CONSENT_PORT,
  CONTRACTS_PORT,
  FAQ_PORT,
  IDENTITY_PORT,
  NAVIGATION_PORT,
  REQUEST_CACHE_PORT,
  RESOURCE_PORT,
  SECURITY_CODE_PORT,
  SESSION_STORAGE_PORT,
  UPLOAD_TRANSPORT_PORT,
} from '../app/port.tokens.ts';

/** The browser the HTTP adapters run in. */
export interface HttpHost {
  readonly window: Window & typeof globalThis;
  /** '' in the browser (same origin as the reference server). */
  readonly apiBaseUrl: string;
}

/**
 * Part of the composition root: binds every application port to its HTTP (openapi-fetch) or browser adapter.
 * One request context (timezone, current contract, security code from sessionStorage), one GET cache scoped
 * by the current contract, one navigation adapter for the 401/503 effects.
 */
export function bindHttpAdapters(container: Container, host: HttpHost): void {
  const sessionStorage = new WebStorageAdapter(host.window.sessionStorage);
  const context = storageRequestContext(sessionStorage);
  const navigation = new BrowserNavigation(host.window);
  const cache = new RequestCache({ now: () => Date.now(), scope: () => context.currentContractNumber() });
  const options: HttpAdapterOptions = {
    baseUrl: host.apiBaseUrl,
    fetch: (request) => host.window.fetch(request),
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
  container.bind(FAQ_PORT.key).toConstantValue(new HttpFaqAdapter(options));
  container.bind(CONSENT_PORT.key).toConstantValue(new HttpConsentAdapter(options));
  container.bind(CONTRACTS_PORT.key).toConstantValue(new HttpContractsAdapter(options));
  container.bind(BANK_DETAILS_PORT.key).toConstantValue(new HttpBankDetailsAdapter(options));
  container.bind(SECURITY_CODE_PORT.key).toConstantValue(new HttpSecurityCodeAdapter(options));
  container.bind(CARE_NETWORK_PORT.key).toConstantValue(new HttpCareNetworkAdapter(options));
  container.bind(RESOURCE_PORT.key).toConstantValue(
    new HttpResourceAdapter({
      ...options,
      registry: new ResourceRoutesRegistry(),
      files: new DomBrowserFiles(host.window),
    }),
  );
  container
    .bind(UPLOAD_TRANSPORT_PORT.key)
    .toConstantValue(
      new XhrUploadTransport<File>({ xhrFactory: () => new host.window.XMLHttpRequest(), context }),
    );
}
