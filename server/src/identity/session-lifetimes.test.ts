import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loginAs } from '../testing/login.ts';
import { type TestApp, buildTestApp } from '../testing/test-app.ts';
import { DEMO_MEMBER_LOGIN } from '../db/seeds/core.seed.ts';
import { LOGIN_UNAUTHORIZED_NOTICE } from './login/login-page.ts';
import { sessionLifetimesFromEnv } from './session-lifetimes.ts';

const MINUTE = 60_000;
const html = (text: string): string => text.replaceAll("'", '&#39;');

describe('session lifetimes (idle timeout and absolute lifetime)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ config: { sessionIdleMs: 30 * MINUTE, sessionTtlMs: 12 * 60 * MINUTE } });
  });
  afterAll(async () => t.close());
  beforeEach(async () => t.reset());

  const status = async (agent: ReturnType<TestApp['agent']>) =>
    (await agent.get('/api/identity/current-user')).statusCode;

  it('keeps an active session alive and ends it after 30 minutes without a request', async () => {
    const agent = t.agent();
    await loginAs(agent, DEMO_MEMBER_LOGIN);
    t.clock.advance(29 * MINUTE);
    expect(await status(agent)).toBe(200);
    t.clock.advance(29 * MINUTE);
    expect(await status(agent)).toBe(200);
    t.clock.advance(30 * MINUTE + 1000);
    const expired = await agent.get('/api/identity/current-user');
    expect(expired.statusCode).toBe(401);
    expect(expired.json()).toEqual({ code: 'UNAUTHORIZED', message: 'Accès non autorisé' });
  });

  it('leads the browser of an expired session, through /login, to a login page that says « Accès non autorisé »', async () => {
    const agent = t.agent();
    await loginAs(agent, DEMO_MEMBER_LOGIN);
    t.clock.advance(31 * MINUTE);
    expect((await agent.get('/api/account/profile')).statusCode).toBe(401);
    const login = await agent.get('/login');
    const page = await agent.get(String(login.headers.location));
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(
      `<p id="login-notice" class="notice" role="status">${html(LOGIN_UNAUTHORIZED_NOTICE)}</p>`,
    );
    expect(page.body).toContain('name="callbackUrl" value="/#/espace"');
    const fresh = await agent.get('/api/identity/login');
    expect(fresh.body).not.toContain('login-notice');
  });

  it('ends even a busy session after 12 hours', async () => {
    const agent = t.agent();
    await loginAs(agent, DEMO_MEMBER_LOGIN);
    for (let elapsed = 0; elapsed < 12 * 60 - 20; elapsed += 20) {
      t.clock.advance(20 * MINUTE);
      expect(await status(agent)).toBe(200);
    }
    t.clock.advance(21 * MINUTE);
    expect(await status(agent)).toBe(401);
  });
});

describe('session lifetimes are configurable', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ config: { sessionIdleMs: 5 * MINUTE, sessionTtlMs: 60 * MINUTE } });
  });
  afterAll(async () => t.close());

  it('uses the configured idle timeout', async () => {
    const agent = t.agent();
    await loginAs(agent, DEMO_MEMBER_LOGIN);
    t.clock.advance(4 * MINUTE);
    expect((await agent.get('/api/identity/current-user')).statusCode).toBe(200);
    t.clock.advance(5 * MINUTE + 1000);
    expect((await agent.get('/api/identity/current-user')).statusCode).toBe(401);
  });

  it('reads SESSION_IDLE_MINUTES and SESSION_MAX_HOURS, 30 min and 12 h by default', () => {
    expect(sessionLifetimesFromEnv({})).toEqual({
      sessionIdleMs: 30 * MINUTE,
      sessionTtlMs: 12 * 60 * MINUTE,
    });
    expect(sessionLifetimesFromEnv({ SESSION_IDLE_MINUTES: '15', SESSION_MAX_HOURS: '8' })).toEqual({
      sessionIdleMs: 15 * MINUTE,
      sessionTtlMs: 8 * 60 * MINUTE,
    });
    expect(() => sessionLifetimesFromEnv({ SESSION_IDLE_MINUTES: 'abc' })).toThrow(
      'SESSION_IDLE_MINUTES doit être un nombre positif (reçu : "abc").',
    );
    expect(() => sessionLifetimesFromEnv({ SESSION_MAX_HOURS: '0' })).toThrow(/SESSION_MAX_HOURS/);
  });
});
