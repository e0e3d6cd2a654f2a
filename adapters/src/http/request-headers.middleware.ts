import type { Middleware } from 'openapi-fetch';
import type { CsrfOptions } from './csrf.ts';
import { csrfHeaderFor } from './csrf.ts';
import type { RequestContext } from './request-context.ts';
import { portalRequestHeaders } from './request-context.ts';

/**
 * Adds the headers of every request and, on non-GET requests to a relative (or trusted) base URL, the
 * anti-forgery header. `baseUrl` is the URL as configured, before the browser resolves it.
 */
export function decorateRequest(
  request: Request,
  baseUrl: string,
  context: RequestContext,
  csrf: CsrfOptions,
): Request {
  for (const [name, value] of portalRequestHeaders(context)) request.headers.set(name, value);
  const target = baseUrl === '' ? '/' : baseUrl;
  const header = csrfHeaderFor(request.method, target, csrf);
  if (header !== undefined) request.headers.set(header[0], header[1]);
  return request;
}

/** openapi-fetch middleware applying decorateRequest to every call of the typed client. */
export function requestHeadersMiddleware(context: RequestContext, csrf: CsrfOptions): Middleware {
  return {
    onRequest({ request, options }) {
      return decorateRequest(request, options.baseUrl, context, csrf);
    },
  };
}
