import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { CONTENT_SECURITY_POLICY } from './http/security-headers.ts';
import { type TestApp, buildTestApp } from './testing/test-app.ts';

describe('application shell', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => t.close());
  beforeEach(async () => t.reset());

  it('serves the current client with every configuration field of the demo tenant', async () => {
    const response = await t.agent().get('/api/client/current');
    expect(response.statusCode).toBe(200);
    const body = response.json<Record<string, unknown>>();
    expect(body['libelle']).toBe('Mutuelle Démo');
    expect(body['createAccountAuthMode']).toBe('oneOfTwo');
    expect(body).not.toHaveProperty('server');
  });

  it('serves the portal configuration', async () => {
    const response = await t.agent().get('/api/config/portal');
    expect(response.json()).toEqual({ passwordRequiredLength: 8 });
  });

  it('puts the security headers on API answers, pages and 404s', async () => {
    for (const url of ['/api/config/portal', '/', '/api/does-not-exist']) {
      const response = await t.agent().get(url);
      expect(response.headers['content-security-policy']).toBe(CONTENT_SECURITY_POLICY);
      expect(response.headers['content-security-policy']).toContain("frame-ancestors 'none'");
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['referrer-policy']).toBe('same-origin');
    }
  });

  it('answers an unknown API path with a French 404 error body', async () => {
    const response = await t.agent().get('/api/does-not-exist');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ code: 'NOT_FOUND', message: 'La ressource demandée est introuvable' });
  });

  it('issues a readable anti-forgery cookie on the first GET', async () => {
    const response = await t.agent().get('/api/config/portal');
    const cookie = response.cookies.find((c) => c.name === 'XSRF-TOKEN');
    expect(cookie?.value).toMatch(/^[\w-]+\.[\w-]+$/);
    expect(cookie?.httpOnly).not.toBe(true);
    expect(cookie?.sameSite).toBe('Lax');
  });

  it('serves a French placeholder page when the UI is not built', async () => {
    const response = await t.agent().get('/');
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.body).toContain('<html lang="fr">');
  });

  it('writes each mail as an .eml file and lists it on the development outbox page', async () => {
    await t.deps.mailer.enqueue({
      kind: 'mail',
      template: 'test',
      to: 'a@example.fr',
      subject: 'Objet <test>',
      text: 'Bonjour',
      links: ['http://127.0.0.1:8080/#/x?code=1&userId=2'],
    });
    const [entry] = await t.outbox('a@example.fr');
    const eml = await readFile(join(t.deps.dataDir, 'outbox', entry?.emlFile ?? 'missing'), 'utf8');
    expect(eml).toContain('To: a@example.fr');
    expect(eml).toMatch(/Subject: /);
    const response = await t.agent().get('/dev/outbox');
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('Objet &lt;test&gt;');
    expect(response.body).toContain('href="http://127.0.0.1:8080/#/x?code=1&amp;userId=2"');
  });

  it('hides the development outbox in production', async () => {
    const production = await buildTestApp({ db: t.db, config: { production: true } });
    try {
      expect((await production.agent().get('/dev/outbox')).statusCode).toBe(404);
      expect((await production.agent().get('/dev/outbox.json')).statusCode).toBe(404);
    } finally {
      await production.close();
    }
  });
});
