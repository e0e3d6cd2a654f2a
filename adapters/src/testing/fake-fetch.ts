import type { NavigationPort } from '@portail/application';
import type { FetchFn } from '../http/http-adapter-options.ts';

/** Origin relative URLs resolve against in Node tests (the browser resolves them against the page). */
export const TEST_PAGE_ORIGIN = 'http://portail.test';

/** A Request constructor resolving relative URLs like a browser page at TEST_PAGE_ORIGIN would. */
export class PageRequest extends Request {
  constructor(input: RequestInfo | URL, init?: RequestInit) {
    super(
      typeof input === 'string' && !/^[a-z][a-z\d+.-]*:/i.test(input)
        ? new URL(input, TEST_PAGE_ORIGIN)
        : input,
      init,
    );
  }
}

export interface RecordedRequest {
  readonly method: string;
  readonly url: string;
  readonly headers: Headers;
  readonly body: string;
}

/** A fetch answering from a handler and recording every request it receives. */
export function fakeFetch(handler: (request: Request) => Response | Promise<Response>): {
  fetch: FetchFn;
  requests: RecordedRequest[];
} {
  const requests: RecordedRequest[] = [];
  const fetch: FetchFn = async (request) => {
    const body = request.body === null ? '' : await request.clone().text();
    requests.push({ method: request.method, url: request.url, headers: request.headers, body });
    return handler(request);
  };
  return { fetch, requests };
}

export function jsonResponse(body: unknown, status = 200, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json', ...headers },
  });
}

/** A navigation port remembering what it was asked. */
export function recordingNavigation(): NavigationPort & { redirects: string[]; routes: string[] } {
  const redirects: string[] = [];
  const routes: string[] = [];
  return {
    redirects,
    routes,
    redirect: (url) => void redirects.push(url),
    navigate: (route) => void routes.push(route),
  };
}
