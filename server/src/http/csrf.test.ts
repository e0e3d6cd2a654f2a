import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEMO_MEMBER_LOGIN } from '../db/seeds/core.seed.ts';
import { loginAs } from '../testing/login.ts';
import { type TestApp, buildTestApp } from '../testing/test-app.ts';
import { CSRF_COOKIE, CSRF_HEADER } from './cookie-names.ts';
import { CSRF_ERROR } from './csrf.ts';

describe('anti-forgery (signed double-submit)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => t.close());
  beforeEach(async () => t.reset());

  const forgotPassword = { userName: 'personne@example.fr', dateNaissance: '1980-01-01' };

  it('accepts a write carrying the cookie value in the header', async () => {
    expect((await t.agent().post('/api/identity/forgot-password', forgotPassword)).statusCode).toBe(202);
  });

  it('refuses a write without the header', async () => {
    const agent = t.agent();
    await agent.get('/api/config/portal');
    const response = await agent.post('/api/identity/forgot-password', forgotPassword, { noCsrf: true });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual(CSRF_ERROR);
  });

  it('refuses a header that differs from the cookie', async () => {
    const agent = t.agent();
    await agent.get('/api/config/portal');
    const other = t.agent();
    await other.get('/api/config/portal');
    const response = await agent.post('/api/identity/forgot-password', forgotPassword, {
      noCsrf: true,
      headers: { [CSRF_HEADER]: other.cookies.get(CSRF_COOKIE) ?? '' },
    });
    expect(response.statusCode).toBe(403);
  });

  it('refuses a cookie and header pair the server did not sign', async () => {
    const agent = t.agent();
    agent.cookies.set(CSRF_COOKIE, 'forged.c2lnbmF0dXJl');
    const response = await agent.post('/api/identity/forgot-password', forgotPassword, {
      noCsrf: true,
      headers: { [CSRF_HEADER]: 'forged.c2lnbmF0dXJl' },
    });
    expect(response.statusCode).toBe(403);
  });

  it('binds the token to the session: an anonymous token is refused once signed in', async () => {
    const agent = t.agent();
    await agent.get('/api/config/portal');
    const anonymous = agent.cookies.get(CSRF_COOKIE) ?? '';
    await loginAs(agent, DEMO_MEMBER_LOGIN);
    expect(agent.cookies.get(CSRF_COOKIE)).not.toBe(anonymous);
    agent.cookies.set(CSRF_COOKIE, anonymous);
    const response = await agent.post(
      '/api/identity/check-password',
      { password: 'x' },
      {
        noCsrf: true,
        headers: { [CSRF_HEADER]: anonymous },
      },
    );
    expect(response.statusCode).toBe(403);
  });

  it('does not check safe methods', async () => {
    const response = await t.agent().get('/api/client/current');
    expect(response.statusCode).toBe(200);
  });
});
