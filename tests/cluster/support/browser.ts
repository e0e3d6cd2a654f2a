/** A cookie-keeping HTTP client over fetch, talking to any instance (the cookies are the browser's, not A's or B's). */
export class Browser {
  readonly cookies = new Map<string, string>();
  /** Sent as X-Forwarded-For: the instances trust the proxy (TRUST_PROXY), as behind the balancer. */
  readonly ip: string;

  constructor(ip: string) {
    this.ip = ip;
  }

  private remember(response: Response): void {
    for (const line of response.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const name = pair.slice(0, pair.indexOf('='));
      const value = pair.slice(pair.indexOf('=') + 1);
      if (value === '' || /max-age=0|expires=thu, 01 jan 1970/i.test(line)) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }

  headers(extra: Record<string, string> = {}): Record<string, string> {
    const cookie = [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    return { 'x-forwarded-for': this.ip, ...(cookie ? { cookie } : {}), ...extra };
  }

  get xsrf(): string {
    return decodeURIComponent(this.cookies.get('XSRF-TOKEN') ?? '');
  }

  async get(base: string, path: string): Promise<Response> {
    const response = await fetch(`${base}${path}`, { headers: this.headers(), redirect: 'manual' });
    this.remember(response);
    return response;
  }

  /** A JSON write (or raw bytes given as a Blob) with the anti-forgery header taken from the cookie (fetched first when missing). */
  async post(
    base: string,
    path: string,
    body: unknown,
    extra: Record<string, string> = {},
    method: 'POST' | 'PUT' = 'POST',
  ): Promise<Response> {
    if (!this.cookies.has('XSRF-TOKEN')) await this.get(base, '/api/identity/current-user');
    const isBytes = body instanceof Blob;
    const response = await fetch(`${base}${path}`, {
      method,
      headers: this.headers({
        'x-xsrf-token': this.xsrf,
        ...(isBytes ? {} : { 'content-type': 'application/json' }),
        ...extra,
      }),
      body: body instanceof Blob ? body : JSON.stringify(body),
      redirect: 'manual',
    });
    this.remember(response);
    return response;
  }

  /** A plain form post (as the server-rendered sign-in pages send), with the anti-forgery field. */
  async form(base: string, path: string, fields: Record<string, string>): Promise<Response> {
    const response = await fetch(`${base}${path}`, {
      method: 'POST',
      headers: this.headers({ 'content-type': 'application/x-www-form-urlencoded' }),
      body: new URLSearchParams({ ...fields, _csrf: this.xsrf }).toString(),
      redirect: 'manual',
    });
    this.remember(response);
    return response;
  }

  /** The login form (GET the page for its anti-forgery cookie, then POST the form); returns the answer. */
  async login(base: string, userName: string, password: string): Promise<Response> {
    await this.get(base, '/api/identity/login');
    return this.form(base, '/api/identity/login', { userName, password, callbackUrl: '/' });
  }
}
