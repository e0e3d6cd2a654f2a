import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JEAN } from './testing/identity-fixtures.ts';

const MAIN = fileURLToPath(new URL('./main.ts', import.meta.url));

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/** A tiny cookie-keeping HTTP client over fetch, like curl with a cookie jar. */
class CurlJar {
  readonly cookies = new Map<string, string>();
  readonly base: string;
  constructor(base: string) {
    this.base = base;
  }
  async send(method: string, path: string, body?: string, type?: string): Promise<Response> {
    const headers: Record<string, string> = {
      cookie: [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; '),
      'x-xsrf-token': this.cookies.get('XSRF-TOKEN') ?? '',
    };
    if (type) headers['content-type'] = type;
    const response = await fetch(`${this.base}${path}`, {
      method,
      headers,
      redirect: 'manual',
      ...(body ? { body } : {}),
    });
    for (const line of response.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const [name = '', value = ''] = pair.split('=');
      if (value === '' || /Max-Age=0|Expires=Thu, 01 Jan 1970/i.test(line)) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    return response;
  }
  json(method: string, path: string, payload?: unknown): Promise<Response> {
    return this.send(
      method,
      path,
      payload === undefined ? undefined : JSON.stringify(payload),
      payload === undefined ? undefined : 'application/json',
    );
  }
}

describe('npm start: the real server process over HTTP', () => {
  let child: ChildProcess;
  let dataDir: string;
  let base: string;
  let banner = '';

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'portail-start-'));
    const port = await freePort();
    base = `http://127.0.0.1:${port}`;
    child = spawn(process.execPath, [MAIN], {
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        UI_DIST: join(dataDir, 'no-ui'),
        LOG_LEVEL: 'error',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    await new Promise<void>((resolve, reject) => {
      child.stdout?.on('data', (chunk: Buffer) => {
        banner += chunk.toString();
        if (banner.includes('Compte administrateur')) resolve();
      });
      child.stderr?.on('data', (chunk: Buffer) => {
        banner += chunk.toString();
      });
      child.once('exit', (code) => reject(new Error(`server exited (${code}): ${banner}`)));
    });
  }, 90_000);

  afterAll(async () => {
    if (child.exitCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    }
    await rm(dataDir, { recursive: true, force: true });
  });

  it('prints the URL, the outbox URL and the demo credentials', () => {
    expect(banner).toContain(`${base}/`);
    expect(banner).toContain(`${base}/dev/outbox`);
    expect(banner).toContain('demo@mutuelle.fr / Portail#2025');
  });

  it('walks register → mail → activate → login → logout like curl would', { timeout: 30_000 }, async () => {
    const jar = new CurlJar(base);
    expect((await jar.send('GET', '/api/client/current')).status).toBe(200);
    expect((await jar.json('POST', '/api/identity/register', JEAN)).status).toBe(202);

    const mails = (await (await jar.send('GET', `/dev/outbox.json?to=${JEAN.email}`)).json()) as {
      links: string[];
    }[];
    const link = new URL(mails[0]?.links[0] ?? '');
    const params = new URLSearchParams(link.hash.split('?')[1]);
    const code = params.get('code') ?? '';
    const userId = params.get('userId') ?? '';
    expect(link.origin).toBe(base);

    expect(
      (await jar.json('POST', '/api/identity/check-token', { purpose: 'Confirmation', code, userId })).status,
    ).toBe(200);
    const password = 'Curl#Walk2025';
    const activated = await jar.json('POST', '/api/identity/activate-user', {
      password,
      confirmPassword: password,
      code,
      userId,
    });
    expect(activated.status).toBe(200);

    const page = await (await jar.send('GET', '/api/identity/login?callbackUrl=/')).text();
    const csrf = /name="_csrf" value="([^"]+)"/.exec(page)?.[1] ?? '';
    const form = new URLSearchParams({ userName: JEAN.email, password, callbackUrl: '/', _csrf: csrf });
    const login = await jar.send(
      'POST',
      '/api/identity/login',
      form.toString(),
      'application/x-www-form-urlencoded',
    );
    expect(login.status).toBe(303);
    expect(login.headers.get('location')).toBe('/');

    const me = await jar.send('GET', '/api/identity/current-user');
    expect(me.status).toBe(200);
    expect(await me.json()).toMatchObject({ userName: JEAN.email, nom: 'Martin' });

    const logout = await jar.json('POST', '/api/identity/logout');
    expect(await logout.json()).toEqual({ logoutUrl: '/' });
    expect((await jar.send('GET', '/api/identity/current-user')).status).toBe(401);
  });

  it('hides nothing of the security headers on the placeholder page', async () => {
    const response = await fetch(`${base}/`);
    expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(await response.text()).toContain('Portail adhérent');
  });
});
