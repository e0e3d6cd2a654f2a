import type { V3MockServer } from '@pact-foundation/pact';
import type { HttpAdapterOptions, RequestContext } from '@portail/adapters';
import type { NavigationPort } from '@portail/application';

/**
 * The anti-forgery token the front reads from its `XSRF-TOKEN` cookie. In a browser the cookie comes from
 * the server; here it is a stand-in value: the pacts only require the header to be present (regex), and
 * the provider side replaces it with a real token (see provider/provider-session.ts).
 */
export const CONSUMER_XSRF_TOKEN = 'jeton-anti-falsification';

/** Paris in winter, as `new Date().getTimezoneOffset()` would say. */
export const CONSUMER_TIMEZONE_OFFSET = -60;

/** A navigation port that remembers the redirects (401 → /login) and routes (503 → service-unavailable). */
export interface RecordingNavigation extends NavigationPort {
  readonly redirects: string[];
  readonly routes: string[];
}

export function recordingNavigation(): RecordingNavigation {
  const redirects: string[] = [];
  const routes: string[] = [];
  return {
    redirects,
    routes,
    redirect: (url) => void redirects.push(url),
    navigate: (route) => void routes.push(route),
  };
}

/** The per-request header values of a member browsing without a selected contract. */
export function consumerContext(overrides: Partial<RequestContext> = {}): RequestContext {
  return {
    timezoneOffsetMinutes: () => CONSUMER_TIMEZONE_OFFSET,
    currentContractNumber: () => undefined,
    securityCode: () => undefined,
    ...overrides,
  };
}

/**
 * Options for a real HTTP adapter talking to the Pact mock server, configured as the browser front is:
 * global fetch, the anti-forgery cookie readable, and the mock server's origin trusted as our own origin
 * (in the browser the API is same-origin, so the adapters send the anti-forgery header on writes).
 */
export function mockServerOptions(
  mockServer: V3MockServer,
  navigation: RecordingNavigation = recordingNavigation(),
  context: RequestContext = consumerContext(),
): HttpAdapterOptions & { readonly navigation: RecordingNavigation } {
  return {
    baseUrl: mockServer.url,
    fetch: (request) => fetch(request),
    navigation,
    context,
    csrf: {
      trustedOrigins: [mockServer.url],
      readCookies: () => `XSRF-TOKEN=${CONSUMER_XSRF_TOKEN}`,
    },
  };
}
