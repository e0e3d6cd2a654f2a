import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { CSRF_COOKIE, CSRF_FORM_FIELD, CSRF_HEADER } from '../http/cookie-names.ts';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface AgentRequest {
  readonly query?: Record<string, string>;
  readonly headers?: Record<string, string>;
  /** Skip the automatic anti-forgery header (to test the 403). */
  readonly noCsrf?: boolean;
}

/**
 * A browser-like client over `app.inject`: keeps cookies, and sends the anti-forgery header on
 * non-GET requests (fetching the cookie with a GET first if it has none).
 */
export class TestAgent {
  readonly app: FastifyInstance;
  readonly cookies = new Map<string, string>();
  readonly ip: string;

  constructor(app: FastifyInstance, ip = '127.0.0.1') {
    this.app = app;
    this.ip = ip;
  }

  private cookieHeader(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  private remember(response: LightMyRequestResponse): void {
    for (const cookie of response.cookies) {
      const expired = cookie.expires !== undefined && cookie.expires.getTime() <= Date.now();
      if (expired || cookie.value === '' || cookie.maxAge === 0) this.cookies.delete(cookie.name);
      else this.cookies.set(cookie.name, cookie.value);
    }
  }

  async request(method: Method, url: string, payload?: unknown, options: AgentRequest = {}) {
    const headers: Record<string, string> = { ...options.headers };
    if (method !== 'GET' && !options.noCsrf) {
      if (!this.cookies.has(CSRF_COOKIE)) await this.get('/api/config/portal');
      headers[CSRF_HEADER] = this.cookies.get(CSRF_COOKIE) ?? '';
    }
    if (this.cookies.size > 0) headers['cookie'] = this.cookieHeader();
    const injectOptions: InjectOptions = {
      method,
      url,
      headers,
      remoteAddress: this.ip,
      ...(options.query ? { query: options.query } : {}),
      ...(payload === undefined ? {} : { payload: payload as NonNullable<InjectOptions['payload']> }),
    };
    const response = await this.app.inject(injectOptions);
    this.remember(response);
    return response;
  }

  get(url: string, options?: AgentRequest) {
    return this.request('GET', url, undefined, options);
  }

  post(url: string, payload?: unknown, options?: AgentRequest) {
    return this.request('POST', url, payload ?? {}, options);
  }

  /** Submits an HTML form (application/x-www-form-urlencoded) with the `_csrf` field filled in. */
  async submitForm(url: string, fields: Record<string, string>, options: { readonly noCsrf?: boolean } = {}) {
    if (!this.cookies.has(CSRF_COOKIE)) await this.get('/api/config/portal');
    const form = new URLSearchParams(fields);
    if (!options.noCsrf && !form.has(CSRF_FORM_FIELD))
      form.set(CSRF_FORM_FIELD, this.cookies.get(CSRF_COOKIE) ?? '');
    const response = await this.app.inject({
      method: 'POST',
      url,
      remoteAddress: this.ip,
      headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: this.cookieHeader() },
      payload: form.toString(),
    });
    this.remember(response);
    return response;
  }
}
