import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { CSRF_COOKIE } from '../../http/cookie-names.ts';
import { loginAs } from '../../testing/login.ts';
import { type TestApp, buildTestApp } from '../../testing/test-app.ts';
import { DEMO_ADMIN_LOGIN } from '../../db/seeds/core.seed.ts';

describe('admin area landing page (/admin/)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => t.close());
  beforeEach(async () => t.reset());

  it('sends an anonymous visitor to the sign-in page, back to /admin/ after it', async () => {
    const response = await t.agent().get('/admin/');
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/api/identity/login?callbackUrl=%2Fadmin%2F');
  });

  it('tells a signed-in back-office user, in French, that the back office is another application', async () => {
    const agent = t.agent();
    await loginAs(agent, DEMO_ADMIN_LOGIN);
    const page = await agent.get('/admin/');
    expect(page.statusCode).toBe(200);
    expect(page.headers['cache-control']).toBe('no-store');
    expect(page.body).toContain('<html lang="fr">');
    expect(page.body).toContain('<h1>Espace de gestion</h1>');
    expect(page.body).toContain(`<strong>${DEMO_ADMIN_LOGIN}</strong>`);
    expect(page.body).toContain(`name="_csrf" value="${agent.cookies.get(CSRF_COOKIE) ?? 'missing'}"`);
    expect(page.body).not.toMatch(/<script|\sstyle=|\son[a-z]+=/i);
  });

  it('signs out through its form and goes to the logoutUrl', async () => {
    const agent = t.agent();
    await loginAs(agent, DEMO_ADMIN_LOGIN);
    await agent.get('/admin/');
    const response = await agent.submitForm('/admin/logout', {});
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe(t.deps.tenant.server.logoutUrl);
    expect((await agent.get('/api/identity/current-user')).statusCode).toBe(401);
  });

  it('refuses a sign-out without or with a forged anti-forgery token (the session stays)', async () => {
    const agent = t.agent();
    await loginAs(agent, DEMO_ADMIN_LOGIN);
    expect((await agent.submitForm('/admin/logout', {}, { noCsrf: true })).statusCode).toBe(403);
    expect((await agent.submitForm('/admin/logout', { _csrf: 'forged.token' })).statusCode).toBe(403);
    expect((await agent.get('/api/identity/current-user')).statusCode).toBe(200);
  });
});
