import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ADMIN_LOGIN, DEMO_MEMBER_LOGIN } from '../db/seeds/core.seed.ts';
import { CONTENT_SECURITY_POLICY } from '../http/security-headers.ts';
import { loginAs } from '../testing/login.ts';
import { type TestApp, buildTestApp } from '../testing/test-app.ts';
import { IMMUTABLE_CACHE_CONTROL } from './ui.routes.ts';

const ADMIN_HTML =
  '<!doctype html><html lang="fr"><script type="module" src="/admin/assets/back-office.js"></script></html>';

describe('the back office page (/admin/)', () => {
  let t: TestApp;
  let dist: string;
  beforeAll(async () => {
    dist = await mkdtemp(join(tmpdir(), 'portail-dist-'));
    await mkdir(join(dist, 'admin', 'assets'), { recursive: true });
    await writeFile(join(dist, 'index.html'), '<!doctype html><html lang="fr"></html>');
    await writeFile(join(dist, 'admin', 'index.html'), ADMIN_HTML);
    await writeFile(join(dist, 'admin', 'assets', 'back-office.js'), 'console.log("bo");');
    t = await buildTestApp({ config: { uiDistDir: dist } });
  });
  afterAll(async () => {
    await t.close();
    await rm(dist, { recursive: true, force: true });
  });

  it('sends a visitor without session to the login page, back to /admin/ after it', async () => {
    const response = await t.agent().get('/admin/');
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/api/identity/login?callbackUrl=%2Fadmin%2F');
    const bare = await t.agent().get('/admin');
    expect(bare.statusCode).toBe(301);
    expect(bare.headers.location).toBe('/admin/');
  });

  it('serves the built back office to a signed-in staff member, with the security headers', async () => {
    const agent = t.agent();
    await loginAs(agent, DEMO_ADMIN_LOGIN);
    const page = await agent.get('/admin/');
    expect(page.statusCode).toBe(200);
    expect(page.body).toBe(ADMIN_HTML);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.headers['content-security-policy']).toBe(CONTENT_SECURITY_POLICY);
    expect(page.headers['x-content-type-options']).toBe('nosniff');
    const asset = await agent.get('/admin/assets/back-office.js');
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe(IMMUTABLE_CACHE_CONTROL);
  });

  it('serves the same page to a member (the application tells them it is the staff’s: /api/admin/me is 403)', async () => {
    const agent = t.agent();
    await loginAs(agent, DEMO_MEMBER_LOGIN);
    expect((await agent.get('/admin/')).statusCode).toBe(200);
    expect((await agent.get('/api/admin/me')).statusCode).toBe(403);
  });
});

describe('the back office page without a built UI', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => t.close());

  it('says in French that the back office is not built', async () => {
    const agent = t.agent();
    await loginAs(agent, DEMO_ADMIN_LOGIN);
    const page = await agent.get('/admin/');
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<html lang="fr">');
    expect(page.body).toContain("L'interface du back office n'est pas encore construite");
  });
});
