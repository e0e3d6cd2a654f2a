import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTENT_SECURITY_POLICY } from '../http/security-headers.ts';
import { type TestApp, buildTestApp } from '../testing/test-app.ts';

describe('serving the built UI on the same origin', () => {
  let t: TestApp;
  let dist: string;
  beforeAll(async () => {
    dist = await mkdtemp(join(tmpdir(), 'portail-dist-'));
    await mkdir(join(dist, 'assets'));
    await writeFile(
      join(dist, 'index.html'),
      '<!doctype html><html lang="fr"><script type="module" src="/assets/app.js"></script></html>',
    );
    await writeFile(join(dist, 'assets', 'app.js'), 'console.log("ui");');
    t = await buildTestApp({ config: { uiDistDir: dist } });
  });
  afterAll(async () => {
    await t.close();
    await rm(dist, { recursive: true, force: true });
  });

  it('serves index.html on / and the assets, with the security headers', async () => {
    const home = await t.agent().get('/');
    expect(home.statusCode).toBe(200);
    expect(home.body).toContain('/assets/app.js');
    expect(home.headers['content-security-policy']).toBe(CONTENT_SECURITY_POLICY);
    const asset = await t.agent().get('/assets/app.js');
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['content-type']).toContain('javascript');
  });

  it('keeps JSON 404 bodies for unknown API paths', async () => {
    const response = await t.agent().get('/api/inconnu');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ message: 'La ressource demandée est introuvable' });
  });

  it('still serves the API and the login page', async () => {
    expect((await t.agent().get('/api/config/portal')).statusCode).toBe(200);
    expect((await t.agent().get('/api/identity/login')).statusCode).toBe(200);
  });
});
