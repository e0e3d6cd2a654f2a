import { Agent, request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CSRF_FORM_FIELD } from '../http/cookie-names.ts';
import { DEMO_MEMBER_LOGIN, DEMO_PASSWORD } from '../db/seeds/core.seed.ts';
import { serverProcessDatabase } from '../testing/server-process-database.ts';
import { runServerProcess, startServerProcess } from '../testing/server-process.ts';

let database: Awaited<ReturnType<typeof serverProcessDatabase>>;

beforeAll(async () => {
  database = await serverProcessDatabase();
}, 60_000);

afterAll(async () => database?.dispose());

/** A login POST whose body is only half sent until `finish` is called: a request in flight. */
function slowLogin(baseUrl: string, cookie: string, token: string, agent: Agent | false = false) {
  const body = new URLSearchParams({
    userName: DEMO_MEMBER_LOGIN,
    password: DEMO_PASSWORD,
    callbackUrl: '/',
    [CSRF_FORM_FIELD]: token,
  }).toString();
  const half = Math.floor(body.length / 2);
  let finish = (): void => undefined;
  const status = new Promise<number>((resolve, reject) => {
    const req = request(`${baseUrl}/api/identity/login`, {
      method: 'POST',
      agent,
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        'content-length': String(Buffer.byteLength(body)),
        cookie,
      },
    });
    req.on('response', (response) => {
      response.resume();
      resolve(response.statusCode ?? 0);
    });
    req.on('error', reject);
    req.write(body.slice(0, half));
    finish = () => req.end(body.slice(half));
  });
  return { status, finish: () => finish() };
}

/** The login page's cookies and anti-forgery token, as a browser gets them. */
async function loginPage(baseUrl: string): Promise<{ cookie: string; token: string }> {
  const page = await fetch(`${baseUrl}/api/identity/login`);
  const cookie = page.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');
  return { cookie, token: decodeURIComponent(/XSRF-TOKEN=([^;]+)/.exec(cookie)?.[1] ?? '') };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('the server process on SIGTERM', () => {
  it('answers /readyz 503, refuses new connections, finishes the request in flight, then exits 0', async () => {
    const server = await startServerProcess({ ...database.env, SHUTDOWN_DELAY_MS: '600', LOG_LEVEL: 'info' });
    try {
      expect((await fetch(`${server.baseUrl}/readyz`)).status).toBe(200);
      const { cookie, token } = await loginPage(server.baseUrl);
      const inFlight = slowLogin(server.baseUrl, cookie, token);
      await sleep(200);

      const signalled = performance.now();
      server.child.kill('SIGTERM');
      await sleep(150);
      const readiness = await fetch(`${server.baseUrl}/readyz`);
      expect(readiness.status).toBe(503);
      expect(await readiness.json()).toEqual({ status: 'draining' });
      expect((await fetch(`${server.baseUrl}/healthz`)).status).toBe(200);

      await sleep(900);
      await expect(fetch(`${server.baseUrl}/healthz`)).rejects.toThrow();
      expect(server.child.exitCode).toBeNull();

      inFlight.finish();
      expect(await inFlight.status).toBe(303);
      const exit = await server.exited;
      const drainMs = performance.now() - signalled;
      expect(exit).toEqual({ code: 0, signal: null });
      expect(drainMs).toBeLessThan(10_000);
      expect(server.output()).toMatch(/"msg":"shutdown: done"/);
    } finally {
      await server.stop('SIGKILL');
    }
  }, 90_000);

  it('exits as soon as the request in flight is answered when its client keeps the connection alive', async () => {
    const server = await startServerProcess({ ...database.env, SHUTDOWN_DELAY_MS: '0', LOG_LEVEL: 'info' });
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    try {
      const { cookie, token } = await loginPage(server.baseUrl);
      const inFlight = slowLogin(server.baseUrl, cookie, token, agent);
      await sleep(200);

      const signalled = performance.now();
      server.child.kill('SIGTERM');
      await sleep(300);
      inFlight.finish();
      expect(await inFlight.status).toBe(303);
      const exit = await server.exited;
      expect(exit).toEqual({ code: 0, signal: null });
      // Without the idle sweep the kept-alive connection holds the close until the 10 s grace cuts it.
      expect(server.output()).not.toMatch(/still running after the grace period/);
      expect(performance.now() - signalled).toBeLessThan(5_000);
    } finally {
      agent.destroy();
      await server.stop('SIGKILL');
    }
  }, 90_000);

  it('refuses to start on a wrong environment, one line per wrong variable, exit 1', async () => {
    const run = runServerProcess({
      ...database.env,
      PORT: 'huit',
      LOG_LEVEL: 'bavard',
      NODE_ENV: 'production',
    });
    const exit = await run.exited;
    expect(exit.code).toBe(1);
    const lines = run.output().trim().split('\n').slice(1);
    expect(lines).toEqual([
      expect.stringMatching(/^PORT="huit" : entier attendu/),
      expect.stringMatching(/^LOG_LEVEL="bavard" : valeurs permises/),
      expect.stringMatching(/^PORTAL_SECRET : obligatoire quand NODE_ENV=production/),
    ]);
  }, 30_000);
});
