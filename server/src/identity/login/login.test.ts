import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { CSRF_COOKIE } from '../../http/cookie-names.ts';
import { type TestApp, buildTestApp } from '../../testing/test-app.ts';
import { DEMO_MEMBER_LOGIN, DEMO_PASSWORD } from '../../db/seeds/core.seed.ts';
import { LOGIN_FAILED_MESSAGE, LOGIN_LOCKED_MESSAGE } from './login-page.ts';

const escaped = (text: string): string => text.replaceAll("'", '&#39;');

describe('login page and form', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => t.close());
  beforeEach(async () => t.reset());

  it('serves an accessible French page without inline script, carrying the anti-forgery token', async () => {
    const agent = t.agent();
    const page = await agent.get('/api/identity/login?callbackUrl=%2Fespace');
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('<html lang="fr">');
    expect(page.body).toContain('<label for="userName">');
    expect(page.body).toContain('autocomplete="username"');
    expect(page.body).toContain('autocomplete="current-password"');
    // One same-origin script file (the password reveal), no inline script, style or handler.
    expect(page.body.match(/<script[^>]*>/gi)).toEqual(['<script src="/server-assets/login-page.js" defer>']);
    expect(page.body).not.toMatch(/<script[^>]*>[^<]|\sstyle=|\son[a-z]+=/i);
    expect(page.body).toContain(
      '<label class="reveal" for="password-reveal" hidden><input id="password-reveal" type="checkbox" aria-controls="password">Afficher le mot de passe</label>',
    );
    expect(page.body).toContain(`name="_csrf" value="${agent.cookies.get(CSRF_COOKIE) ?? 'missing'}"`);
    expect(page.body).toContain('name="callbackUrl" value="/espace"');
  });

  it('serves the password reveal script from the same origin, as JavaScript', async () => {
    const script = await t.agent().get('/server-assets/login-page.js');
    expect(script.statusCode).toBe(200);
    expect(script.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(script.body).toContain("document.getElementById('password-reveal')");
    expect(script.body).toContain("password.type = reveal.checked ? 'text' : 'password'");
  });

  it('signs in with a session cookie and redirects to the callback path', async () => {
    const agent = t.agent();
    const response = await agent.submitForm('/api/identity/login', {
      userName: DEMO_MEMBER_LOGIN,
      password: DEMO_PASSWORD,
      callbackUrl: '/#/espace?onglet=contrats',
    });
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe('/#/espace?onglet=contrats');
    const session = response.cookies.find((c) => c.name === 'portail_session');
    expect(session).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    const { rows } = await t.db.query<{ id_hash: string }>('SELECT id_hash FROM sessions');
    expect(rows.map((r) => r.id_hash)).not.toContain(session?.value);
    expect((await agent.get('/api/identity/current-user')).json()).toMatchObject({
      userName: DEMO_MEMBER_LOGIN,
    });
  });

  it.each([
    '//evil.example',
    '/\\evil.example',
    'https://evil.example',
    'javascript:alert(1)',
    '/%2F%2Fevil.example',
    '/.//evil.example',
    '/%2e%2e//evil.example',
  ])('redirects to / instead of %s', async (callbackUrl) => {
    const response = await t.agent().submitForm('/api/identity/login', {
      userName: DEMO_MEMBER_LOGIN,
      password: DEMO_PASSWORD,
      callbackUrl,
    });
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe('/');
  });

  it('sends /login (where a 401 leads the browser) to the login page, back to the member area or a local callback', async () => {
    const target = (callback: string) =>
      `/api/identity/login?callbackUrl=${encodeURIComponent(callback)}&acces=refuse`;
    const plain = await t.agent().get('/login');
    expect(plain.statusCode).toBe(302);
    expect(plain.headers['location']).toBe(target('/#/espace'));
    const local = await t.agent().get(`/login?callbackUrl=${encodeURIComponent('/#/espace/courriers')}`);
    expect(local.headers['location']).toBe(target('/#/espace/courriers'));
    const evil = await t.agent().get(`/login?callbackUrl=${encodeURIComponent('//evil.example')}`);
    expect(evil.headers['location']).toBe(target('/'));
  });

  it('answers an unknown login and a wrong password with the same page', async () => {
    const agent = t.agent();
    const wrong = await agent.submitForm('/api/identity/login', {
      userName: 'demo@mutuelle.fr',
      password: 'Mauvais#1',
    });
    const unknown = await agent.submitForm('/api/identity/login', {
      userName: 'zzzz@mutuelle.fr',
      password: 'Mauvais#1',
    });
    expect(wrong.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(wrong.body).toContain(escaped(LOGIN_FAILED_MESSAGE));
    expect(unknown.body.replace('zzzz@mutuelle.fr', 'demo@mutuelle.fr')).toBe(wrong.body);
  });

  it('locks a login after 10 failures, even with the right password, then unlocks after 15 minutes', async () => {
    const agent = t.agent('10.0.0.1');
    for (let i = 0; i < 9; i += 1) {
      const failed = await agent.submitForm('/api/identity/login', {
        userName: DEMO_MEMBER_LOGIN,
        password: 'Mauvais#1',
      });
      expect(failed.body).toContain(escaped(LOGIN_FAILED_MESSAGE));
    }
    const tenth = await agent.submitForm('/api/identity/login', {
      userName: DEMO_MEMBER_LOGIN,
      password: 'Mauvais#1',
    });
    expect(tenth.body).toContain(escaped(LOGIN_LOCKED_MESSAGE));
    const other = t.agent('10.0.0.2');
    const locked = await other.submitForm('/api/identity/login', {
      userName: DEMO_MEMBER_LOGIN,
      password: DEMO_PASSWORD,
    });
    expect(locked.statusCode).toBe(200);
    expect(locked.body).toContain(escaped(LOGIN_LOCKED_MESSAGE));
    t.clock.advance(15 * 60_000 + 1000);
    const after = await other.submitForm('/api/identity/login', {
      userName: DEMO_MEMBER_LOGIN,
      password: DEMO_PASSWORD,
    });
    expect(after.statusCode).toBe(303);
  });

  it('locks an IP after 10 failures on different logins', async () => {
    const agent = t.agent('10.0.0.3');
    for (let i = 0; i < 10; i += 1) {
      await agent.submitForm('/api/identity/login', {
        userName: `inconnu${i}@example.fr`,
        password: 'Mauvais#1',
      });
    }
    const blocked = await agent.submitForm('/api/identity/login', {
      userName: DEMO_MEMBER_LOGIN,
      password: DEMO_PASSWORD,
    });
    expect(blocked.body).toContain(escaped(LOGIN_LOCKED_MESSAGE));
    const elsewhere = await t.agent('10.0.0.4').submitForm('/api/identity/login', {
      userName: DEMO_MEMBER_LOGIN,
      password: DEMO_PASSWORD,
    });
    expect(elsewhere.statusCode).toBe(303);
  });

  it('refuses the login form without its anti-forgery field', async () => {
    const response = await t
      .agent()
      .submitForm(
        '/api/identity/login',
        { userName: DEMO_MEMBER_LOGIN, password: DEMO_PASSWORD },
        { noCsrf: true },
      );
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({
      code: 'CSRF',
      message: 'Jeton anti-falsification manquant ou invalide.',
    });
  });

  it('expires the session after its lifetime and forgets it at logout', async () => {
    const agent = t.agent();
    await agent.submitForm('/api/identity/login', { userName: DEMO_MEMBER_LOGIN, password: DEMO_PASSWORD });
    const stolen = agent.cookies.get('portail_session') ?? '';
    await agent.post('/api/identity/logout');
    const replay = t.agent();
    replay.cookies.set('portail_session', stolen);
    expect((await replay.get('/api/identity/current-user')).statusCode).toBe(401);

    const again = t.agent();
    await again.submitForm('/api/identity/login', { userName: DEMO_MEMBER_LOGIN, password: DEMO_PASSWORD });
    t.clock.advance(8 * 3600_000 + 1000);
    const expired = await again.get('/api/identity/current-user');
    expect(expired.statusCode).toBe(401);
    expect(expired.json()).toEqual({ code: 'UNAUTHORIZED', message: 'Accès non autorisé' });
  });
});
