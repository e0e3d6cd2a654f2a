import createClient from 'openapi-fetch';
import type { Client } from 'openapi-fetch';
import type { paths } from '../generated/portal-api.ts';
import { ApiCallRunner } from './api-call.ts';
import type { CsrfOptions } from './csrf.ts';
import { defaultCsrfOptions } from './csrf.ts';
import type { HttpAdapterOptions } from './http-adapter-options.ts';
import { RawHttpClient } from './raw-http.client.ts';
import type { RequestContext } from './request-context.ts';
import { anonymousRequestContext } from './request-context.ts';
import { requestHeadersMiddleware } from './request-headers.middleware.ts';

/** The typed client of openapi/portal.openapi.yaml. */
export type PortalApiClient = Client<paths>;

/** Everything an HTTP adapter needs, built once from its options. */
export interface PortalHttp {
  readonly api: PortalApiClient;
  readonly raw: RawHttpClient;
  readonly runner: ApiCallRunner;
  readonly baseUrl: string;
  readonly context: RequestContext;
  readonly csrf: CsrfOptions;
}

function trimBaseUrl(baseUrl: string): string {
  return baseUrl.replace(/\/+$/, '');
}

/** The one place HTTP clients are made: same headers, anti-forgery rule and error mapping everywhere. */
export function createPortalHttp(options: HttpAdapterOptions): PortalHttp {
  const baseUrl = trimBaseUrl(options.baseUrl);
  const context = options.context ?? anonymousRequestContext;
  const csrf = defaultCsrfOptions(options.csrf);
  const api = createClient<paths>({
    baseUrl,
    fetch: options.fetch,
    ...(options.Request === undefined ? {} : { Request: options.Request }),
  });
  api.use(requestHeadersMiddleware(context, csrf));
  const raw = new RawHttpClient({
    baseUrl,
    fetch: options.fetch,
    context,
    csrf,
    Request: options.Request ?? Request,
  });
  return { api, raw, runner: new ApiCallRunner(options.navigation), baseUrl, context, csrf };
}
