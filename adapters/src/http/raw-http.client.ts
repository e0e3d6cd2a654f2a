import type { ResourceQuery } from '@portail/application';
import type { ApiOutcome } from './api-call.ts';
import type { CsrfOptions } from './csrf.ts';
import type { FetchFn } from './http-adapter-options.ts';
import type { RequestContext } from './request-context.ts';
import { decorateRequest } from './request-headers.middleware.ts';

export interface RawHttpOptions {
  readonly baseUrl: string;
  readonly fetch: FetchFn;
  readonly context: RequestContext;
  readonly csrf: CsrfOptions;
  readonly Request: typeof Request;
}

export interface RawRequest {
  readonly query?: ResourceQuery;
  /** Sent as JSON when defined. */
  readonly body?: unknown;
  /** How to read a successful body: JSON (default) or blob (files). Error bodies are read as JSON. */
  readonly parseAs?: 'json' | 'blob';
}

/** Query string of a ResourceQuery (undefined values left out), with its leading '?' when not empty. */
export function queryString(query: ResourceQuery = {}): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value !== undefined) params.append(name, String(value));
  }
  const text = params.toString();
  return text === '' ? '' : `?${text}`;
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text.trim() === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch (error) {
    if (error instanceof SyntaxError) return text;
    throw error;
  }
}

/**
 * HTTP for the generic resource layer, whose paths come from the route registry at run time (so they are
 * not in the typed client): same headers and anti-forgery rule as the typed client.
 */
export class RawHttpClient {
  constructor(private readonly options: RawHttpOptions) {}

  url(path: string, query?: ResourceQuery): string {
    return `${this.options.baseUrl}${path}${queryString(query)}`;
  }

  async send(method: 'GET' | 'POST', path: string, init: RawRequest = {}): Promise<ApiOutcome<unknown>> {
    const headers = new Headers({ Accept: init.parseAs === 'blob' ? '*/*' : 'application/json' });
    const requestInit: RequestInit = { method, headers };
    if (init.body !== undefined) {
      headers.set('Content-Type', 'application/json');
      requestInit.body = JSON.stringify(init.body);
    }
    const request = decorateRequest(
      new this.options.Request(this.url(path, init.query), requestInit),
      this.options.baseUrl,
      this.options.context,
      this.options.csrf,
    );
    const response = await this.options.fetch(request);
    if (!response.ok && response.status !== 304) return { error: await readJson(response), response };
    if (response.status === 204 || response.status === 304) return { response };
    const data = init.parseAs === 'blob' ? await response.blob() : await readJson(response);
    return { data, response };
  }
}
