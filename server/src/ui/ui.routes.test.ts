import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gunzipSync, gzipSync, brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTENT_SECURITY_POLICY } from '../http/security-headers.ts';
import { type TestApp, buildTestApp } from '../testing/test-app.ts';
import { DEMO_MEMBER_LOGIN } from '../db/seeds/core.seed.ts';
import { loginAs } from '../testing/login.ts';
import { PRELOADED_RESPONSE_URLS } from './preloaded-responses.ts';
import {
  IMMUTABLE_CACHE_CONTROL,
  REVALIDATE_CACHE_CONTROL,
  VISITOR_PAGE_CACHE_CONTROL,
  uiCacheControl,
} from './ui.routes.ts';

const INDEX_HTML =
  '<!doctype html><html lang="fr"><script type="module" src="/assets/app.js"></script></html>';
const APP_JS = 'console.log("ui");\n'.repeat(100);

describe('serving the built UI on the same origin', () => {
  let t: TestApp;
  let dist: string;
  beforeAll(async () => {
    dist = await mkdtemp(join(tmpdir(), 'portail-dist-'));
    await mkdir(join(dist, 'assets'));
    await writeFile(join(dist, 'index.html'), INDEX_HTML);
    await writeFile(join(dist, 'index.html.br'), brotliCompressSync(INDEX_HTML));
    await writeFile(join(dist, 'index.html.gz'), gzipSync(INDEX_HTML));
    await writeFile(join(dist, 'assets', 'app.js'), APP_JS);
    await writeFile(join(dist, 'assets', 'app.js.br'), brotliCompressSync(APP_JS));
    await writeFile(join(dist, 'assets', 'app.js.gz'), gzipSync(APP_JS));
    await writeFile(join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
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

  it('sends the brotli copy to browsers accepting br, the gzip copy to the others, the raw file otherwise', async () => {
    const br = await t.agent().get('/assets/app.js', { headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toContain('javascript');
    expect(br.headers['vary']).toContain('accept-encoding');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(APP_JS);

    const gz = await t.agent().get('/assets/app.js', { headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(APP_JS);

    const raw = await t.agent().get('/assets/app.js', { headers: { 'accept-encoding': 'identity' } });
    expect(raw.headers['content-encoding']).toBeUndefined();
    expect(raw.body).toBe(APP_JS);
  });

  it('compresses index.html on / too, with the security headers', async () => {
    const home = await t.agent().get('/', { headers: { 'accept-encoding': 'br' } });
    expect(home.statusCode).toBe(200);
    expect(home.headers['content-encoding']).toBe('br');
    expect(home.headers['content-type']).toContain('text/html');
    expect(home.headers['content-security-policy']).toBe(CONTENT_SECURITY_POLICY);
    expect(home.headers['x-content-type-options']).toBe('nosniff');
    expect(brotliDecompressSync(home.rawPayload).toString()).toBe((await t.agent().get('/')).body);
    const gz = await t.agent().get('/index.html', { headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toContain('/assets/app.js');
  });

  const PRELOADED_BLOCK =
    /<script type="application\/json" id="portal-preloaded-responses">([^<]*)<\/script>/;
  const inlinedAnswers = (body: string) =>
    JSON.parse(PRELOADED_BLOCK.exec(body)?.[1] ?? 'null') as Record<
      string,
      { status: number; body: unknown }
    >;

  it('inlines the start-up answers (tenant, portal configuration, CMS footer) as a JSON data block', async () => {
    const home = await t.agent().get('/', { headers: { 'accept-encoding': 'identity' } });
    const match = PRELOADED_BLOCK.exec(home.body);
    expect(match).not.toBeNull();
    const inlined = inlinedAnswers(home.body);
    expect(Object.keys(inlined)).toEqual([...PRELOADED_RESPONSE_URLS, '/api/identity/current-user']);
    for (const url of PRELOADED_RESPONSE_URLS)
      expect(inlined[url]).toEqual({ status: 200, body: (await t.agent().get(url)).json() });
    // Before the portal's script, which reads it; the rest of the page unchanged.
    expect(home.body.indexOf('portal-preloaded-responses')).toBeLessThan(home.body.indexOf('/assets/app.js'));
    expect(home.body.replace(match?.[0] ?? '', '')).toBe(INDEX_HTML);
  });

  it("inlines the visitor's own current-user answer: the 401 of nobody signed in, else the member", async () => {
    const anonymous = await t.agent().get('/', { headers: { 'accept-encoding': 'identity' } });
    expect(inlinedAnswers(anonymous.body)['/api/identity/current-user']).toEqual({
      status: 401,
      body: (await t.agent().get('/api/identity/current-user')).json(),
    });
    const member = t.agent();
    await loginAs(member, DEMO_MEMBER_LOGIN);
    const own = await member.get('/', { headers: { 'accept-encoding': 'br' } });
    const page = brotliDecompressSync(own.rawPayload).toString();
    expect(inlinedAnswers(page)['/api/identity/current-user']).toEqual({
      status: 200,
      body: (await member.get('/api/identity/current-user')).json(),
    });
    expect(inlinedAnswers(page)['/api/identity/current-user']?.body).toMatchObject({
      userName: DEMO_MEMBER_LOGIN,
    });
    // Another visitor never gets that page.
    const other = await t.agent().get('/', { headers: { 'accept-encoding': 'br' } });
    expect(brotliDecompressSync(other.rawPayload).toString()).not.toContain(DEMO_MEMBER_LOGIN);
    for (const response of [anonymous, own, other]) {
      expect(response.headers['cache-control']).toBe(VISITOR_PAGE_CACHE_CONTROL);
      expect(response.headers['vary']).toContain('Cookie');
    }
  });

  it('caches hashed assets for a year, never stores index.html and revalidates the favicon', async () => {
    const asset = await t.agent().get('/assets/app.js', { headers: { 'accept-encoding': 'br' } });
    expect(asset.headers['cache-control']).toBe(IMMUTABLE_CACHE_CONTROL);
    expect((await t.agent().get('/')).headers['cache-control']).toBe('private, no-store');
    expect((await t.agent().get('/index.html')).headers['cache-control']).toBe('private, no-store');
    const favicon = await t.agent().get('/favicon.svg');
    expect(favicon.statusCode).toBe(200);
    expect(favicon.headers['cache-control']).toBe(REVALIDATE_CACHE_CONTROL);
  });

  it('treats only the hashed asset folders (portal and gallery) as immutable', () => {
    expect(uiCacheControl(join('assets', 'index-Cf-S_czj.js'))).toBe(IMMUTABLE_CACHE_CONTROL);
    expect(uiCacheControl(join('galerie', 'assets', 'gallery-1.css'))).toBe(IMMUTABLE_CACHE_CONTROL);
    expect(uiCacheControl(join('galerie', 'index.html'))).toBe(REVALIDATE_CACHE_CONTROL);
    expect(uiCacheControl('assets-list.json')).toBe(REVALIDATE_CACHE_CONTROL);
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
