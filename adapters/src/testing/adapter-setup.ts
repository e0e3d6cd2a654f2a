import type { HttpAdapterOptions } from '../http/http-adapter-options.ts';
import { RequestCache } from '../http/request-cache.ts';
import type { RecordedRequest } from './fake-fetch.ts';
import { fakeFetch, PageRequest, recordingNavigation } from './fake-fetch.ts';

/** Options of an adapter under test: same-origin base URL, a fake server, a cache on a frozen clock. */
export function adapterOptions(handler: (request: Request) => Response): {
  options: HttpAdapterOptions & { cache: RequestCache };
  requests: RecordedRequest[];
  navigation: ReturnType<typeof recordingNavigation>;
} {
  const server = fakeFetch(handler);
  const navigation = recordingNavigation();
  return {
    options: {
      baseUrl: '',
      fetch: server.fetch,
      navigation,
      Request: PageRequest,
      csrf: { readCookies: () => 'XSRF-TOKEN=tok' },
      cache: new RequestCache({ now: () => 0 }),
    },
    requests: server.requests,
    navigation,
  };
}

export function jsonBody(request: RecordedRequest | undefined): unknown {
  return JSON.parse(request?.body ?? 'null');
}
