import { Agent, request } from 'node:http';

export interface ClientResponse {
  readonly status: number;
  readonly headers: Readonly<Record<string, string | string[] | undefined>>;
  readonly body: string;
}

export interface BrowserLikeClientOptions {
  /** Source address on the loopback (e.g. 127.0.1.7): one "machine" per client for per-IP limits. */
  readonly localAddress?: string;
  /** Keep connections open between requests (default true). */
  readonly keepAlive?: boolean;
  /** Give up on a request after this long (default 30 s). */
  readonly timeoutMs?: number;
  /** Parallel connections of this client (default 4). */
  readonly maxSockets?: number;
}

/**
 * A minimal browser stand-in over node:http: its own cookie jar and connection pool, the anti-forgery
 * token read from the `XSRF-TOKEN` cookie and sent back as `X-XSRF-TOKEN` on writes (as the UI does).
 */
export class BrowserLikeClient {
  readonly #base: URL;
  readonly #agent: Agent;
  readonly #cookies = new Map<string, string>();
  readonly #localAddress: string | undefined;
  readonly #timeoutMs: number;

  constructor(baseUrl: string, options: BrowserLikeClientOptions = {}) {
    this.#base = new URL(baseUrl);
    this.#agent = new Agent({ keepAlive: options.keepAlive ?? true, maxSockets: options.maxSockets ?? 4 });
    this.#localAddress = options.localAddress;
    this.#timeoutMs = options.timeoutMs ?? 30_000;
  }

  /** The anti-forgery token of the jar ('' before the first GET). */
  get csrfToken(): string {
    return this.#cookies.get('XSRF-TOKEN') ?? '';
  }

  cookie(name: string): string | undefined {
    return this.#cookies.get(name);
  }

  get(path: string, headers: Record<string, string> = {}): Promise<ClientResponse> {
    return this.send('GET', path, undefined, headers);
  }

  postJson(path: string, body: unknown, headers: Record<string, string> = {}): Promise<ClientResponse> {
    return this.send('POST', path, JSON.stringify(body), {
      'content-type': 'application/json',
      'x-xsrf-token': this.csrfToken,
      ...headers,
    });
  }

  /** An HTML form post (the login form carries the token in its `_csrf` field). */
  postForm(path: string, fields: Record<string, string>): Promise<ClientResponse> {
    return this.send('POST', path, new URLSearchParams(fields).toString(), {
      'content-type': 'application/x-www-form-urlencoded',
    });
  }

  close(): void {
    this.#agent.destroy();
  }

  send(
    method: string,
    path: string,
    body: string | undefined,
    headers: Record<string, string>,
  ): Promise<ClientResponse> {
    const url = new URL(path, this.#base);
    const cookieHeader = [...this.#cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    return new Promise((resolve, reject) => {
      const req = request(
        url,
        {
          method,
          agent: this.#agent,
          ...(this.#localAddress === undefined ? {} : { localAddress: this.#localAddress }),
          headers: {
            accept: 'application/json, text/html;q=0.9',
            ...(cookieHeader === '' ? {} : { cookie: cookieHeader }),
            ...(body === undefined ? {} : { 'content-length': String(Buffer.byteLength(body)) }),
            ...headers,
          },
          timeout: this.#timeoutMs,
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('error', reject);
          res.on('end', () => {
            this.#storeCookies(res.headers['set-cookie']);
            resolve({
              status: res.statusCode ?? 0,
              headers: res.headers,
              body: Buffer.concat(chunks).toString('utf8'),
            });
          });
        },
      );
      req.on('timeout', () => req.destroy(new Error(`timeout after ${String(this.#timeoutMs)} ms`)));
      req.on('error', reject);
      req.end(body);
    });
  }

  #storeCookies(setCookie: string[] | undefined): void {
    for (const line of setCookie ?? []) {
      const [pair = '', ...attributes] = line.split(';');
      const separator = pair.indexOf('=');
      if (separator <= 0) continue;
      const name = pair.slice(0, separator).trim();
      const value = pair.slice(separator + 1).trim();
      const expired = attributes.some((attribute) => /^\s*max-age=0\s*$/i.test(attribute));
      if (expired || value === '') this.#cookies.delete(name);
      else this.#cookies.set(name, value);
    }
  }
}
