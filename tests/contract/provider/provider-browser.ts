import type { TestAgent } from '../../../server/src/testing/test-agent.ts';
import type { TestApp } from '../../../server/src/testing/test-app.ts';
import { loginAs } from '../../../server/src/testing/login.ts';

/** The parts of an incoming (express) request the verifier proxy lets us rewrite. */
interface FilteredRequest {
  headers: Record<string, string | string[] | undefined>;
  body?: unknown;
}

/**
 * The browser the pacts' requests come from. A browser sends its cookies with every request, and the
 * front copies the `XSRF-TOKEN` cookie into the `X-XSRF-TOKEN` header of writes; a pact cannot record
 * either (the values are minted by the server at run time). So each provider state signs in (or not)
 * through the real server with a cookie-keeping agent, and the verifier's request filter gives the
 * replayed request that agent's cookies and its anti-forgery token.
 */
export class ProviderBrowser {
  private cookies = new Map<string, string>();

  constructor(private readonly app: TestApp) {}

  /** A visitor without a session: an anonymous anti-forgery token only. */
  async anonymous(): Promise<TestAgent> {
    const agent = this.app.agent();
    await agent.get('/api/config/portal');
    this.cookies = agent.cookies;
    return agent;
  }

  /** A signed-in user (through the login form), whose agent states may keep using. */
  async signIn(userName: string): Promise<TestAgent> {
    const agent = this.app.agent();
    await loginAs(agent, userName);
    this.cookies = agent.cookies;
    return agent;
  }

  /**
   * Express middleware of the verifier proxy: cookies always, the token header on writes. The proxy
   * re-streams every body, so a bodiless POST would reach the server as a chunked body without
   * Content-Type (a 415): a request without Content-Type is forwarded with an empty body, as it was sent.
   */
  readonly requestFilter = (request: FilteredRequest, _response: unknown, next: () => void): void => {
    if (request.headers['content-type'] === undefined) {
      request.body = undefined;
      request.headers['content-length'] = '0';
    }
    request.headers['cookie'] = [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    const token = this.cookies.get('XSRF-TOKEN');
    if (request.headers['x-xsrf-token'] !== undefined && token !== undefined) {
      request.headers['x-xsrf-token'] = token;
    }
    next();
  };
}
