import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNT_ID, signInAs } from '../../server/src/testing/member-session.ts';
import { DEMO_MEMBER_LOGIN, DEMO_PASSWORD } from '../../server/src/db/seeds/core.seed.ts';
import { type TestApp, buildTestApp } from '../../server/src/testing/test-app.ts';
import { launchChromium } from './support/chromium.ts';
import { FigureBook } from './support/figures.ts';
import { type Answer, cookieProblems, headerProblems, headerText } from './support/header-checks.ts';
import { readOpenApiOperations, sampleUrl } from './support/openapi-operations.ts';
import { type SecurityServer, startSecurityServer } from './support/security-server.ts';
import { installXssTrap } from './support/xss-trap.ts';

/** Hash routes of the UI (ui/src/app/routing/route-table.ts), with plausible parameters. */
const UI_ROUTES = [
  '',
  'register',
  'forgot-password',
  'forgot-password-confirmation',
  'forgot-username',
  'activate-user',
  'activate-user-confirmation',
  'confirm-email',
  'delete-user-confirmation',
  'display-email?source=register',
  'page/cgu',
  'redirect-to-mobile/https%3A%2F%2Fevil.example%2F',
  'reset-password',
  'reset-password-confirmation',
  'reset-password-error',
  'service-unavailable',
  'espace/contrats',
];

const book = new FigureBook('security-headers', 'Sécurité — en-têtes HTTP et cookies');
let server: SecurityServer;
let browser: Browser | undefined;

/** Overrides giving the GET operations real identifiers from the seed (their normal answer is checked too). */
async function realIdentifiers(t: TestApp): Promise<Record<string, string>> {
  const image = await t.db.query<{ id: string }>('SELECT id FROM cms_images ORDER BY id LIMIT 1');
  const letter = await t.db.query<{ id: string }>(
    "SELECT id FROM courriers WHERE member_id = 'M001' ORDER BY id LIMIT 1",
  );
  const question = await t.db.query<{ click_code: string }>(
    'SELECT click_code FROM faq_questions ORDER BY id LIMIT 1',
  );
  return {
    id: image.rows[0]?.id ?? 'test',
    name: 'Footer',
    userType: 'public',
    query: 'mot de passe',
    courrier: letter.rows[0]?.id ?? 'test',
    clickCode: question.rows[0]?.click_code ?? 'test',
  };
}

beforeAll(async () => {
  server = await startSecurityServer({ config: { validateResponses: false } });
  server.t.clock.set(new Date());
});

afterAll(async () => {
  await book.write();
  await browser?.close();
  await server?.close();
});

describe('Security headers and cookies', () => {
  it('the checks flag a permissive policy and unsafe cookies (self-check)', () => {
    const weak: Answer = {
      headers: {
        'content-security-policy': "default-src 'self'; script-src 'self' 'unsafe-inline'",
        'referrer-policy': 'unsafe-url',
        'set-cookie': ['portail_session=x; Path=/', 'XSRF-TOKEN=y; Path=/; SameSite=None'],
      },
    };
    expect(headerProblems(weak)).toEqual([
      "CSP script-src 'unsafe-inline'",
      "CSP sans frame-ancestors 'none'",
      "CSP sans object-src 'none'",
      'X-Content-Type-Options absent',
      'Referrer-Policy « unsafe-url »',
    ]);
    expect(cookieProblems(weak, { secure: true })).toEqual([
      'portail_session: SameSite undefined',
      'portail_session: sans HttpOnly',
      'portail_session: sans Secure',
      'portail_session: sans préfixe __Host-',
      'XSRF-TOKEN: SameSite none',
      'XSRF-TOKEN: sans Secure',
    ]);
  });

  it('every GET operation of the OpenAPI file, signed in and anonymous, carries the security headers', async () => {
    const { t } = server;
    const ids = await realIdentifiers(t);
    const gets = readOpenApiOperations().filter((operation) => operation.method === 'GET');
    const member = t.agent();
    await signInAs(t, member, DEMO_ACCOUNT_ID);
    const problems: string[] = [];
    let responses = 0;
    for (const operation of gets) {
      const overrides: Record<string, string> = { ...ids };
      if (operation.path.includes('/courriers/{id}')) overrides['id'] = ids['courrier'] ?? 'test';
      if (operation.path === '/api/faq/content') overrides['id'] = ids['clickCode'] ?? 'test';
      const url = sampleUrl(operation, overrides);
      for (const [who, response] of [
        ['adhérent', await member.get(url)],
        ['anonyme', await t.app.inject({ method: 'GET', url })],
      ] as const) {
        responses += 1;
        for (const problem of [...headerProblems(response), ...cookieProblems(response, { secure: false })])
          problems.push(`GET ${url} (${who}, ${String(response.statusCode)}) : ${problem}`);
      }
    }
    book.add({
      label: 'Opérations GET du fichier OpenAPI vérifiées',
      value: gets.length,
      unit: `opérations (${String(responses)} réponses)`,
    });
    book.add({
      label: 'Réponses API sans CSP stricte / frame-ancestors / nosniff / Referrer-Policy / cookies sûrs',
      value: problems.length,
      unit: 'problèmes',
      goal: '0',
      ok: problems.length === 0,
    });
    if (problems.length > 0) book.note(`API : ${problems.slice(0, 10).join(' ; ')}`);
    expect(problems).toEqual([]);
  });

  it('the UI files, the login page and error answers carry the same headers', async () => {
    const { t } = server;
    const index = await readFile(join(t.deps.config.uiDistDir ?? '', 'index.html'), 'utf8');
    const assets = [...index.matchAll(/(?:src|href)="(\/[^"]+)"/g)].map((match) => match[1] ?? '');
    const urls = [
      '/',
      '/index.html',
      ...assets,
      '/server-assets/server.css',
      '/server-assets/login-page.js',
      '/admin/',
      '/api/identity/login',
      '/inexistant',
      '/api/inexistant',
      '/dev/outbox',
    ];
    const problems: string[] = [];
    for (const url of urls) {
      const response = await t.app.inject({ method: 'GET', url });
      for (const problem of [...headerProblems(response), ...cookieProblems(response, { secure: false })])
        problems.push(`GET ${url} (${String(response.statusCode)}) : ${problem}`);
    }
    book.add({ label: "Fichiers de l'interface, page de connexion, 404", value: urls.length, unit: 'URL' });
    book.add({
      label: "Problèmes d'en-têtes sur ces réponses",
      value: problems.length,
      unit: 'problèmes',
      goal: '0',
      ok: problems.length === 0,
    });
    expect(problems).toEqual([]);
  });

  it('the session cookie is HttpOnly and SameSite; over HTTPS every cookie is Secure, the session is __Host-, HSTS is sent', async () => {
    const plain = server.t;
    const agent = plain.agent();
    const page = await agent.get('/api/identity/login');
    const login = await agent.submitForm('/api/identity/login', {
      userName: DEMO_MEMBER_LOGIN,
      password: DEMO_PASSWORD,
      callbackUrl: '/',
    });
    expect(login.statusCode).toBe(303);
    const plainProblems = [
      ...cookieProblems(page, { secure: false }),
      ...cookieProblems(login, { secure: false }),
    ];
    expect(headerText(login, 'set-cookie')).toMatch(/portail_session=[^;]+;.*HttpOnly/i);

    const https = await buildTestApp({
      config: { secureCookies: true, publicBaseUrl: 'https://portail.example' },
    });
    try {
      https.clock.set(new Date());
      const secureAgent = https.agent();
      const securePage = await secureAgent.get('/api/identity/login');
      const secureLogin = await secureAgent.submitForm('/api/identity/login', {
        userName: DEMO_MEMBER_LOGIN,
        password: DEMO_PASSWORD,
        callbackUrl: '/',
      });
      expect(secureLogin.statusCode).toBe(303);
      const logout = await secureAgent.post('/api/identity/logout');
      const secureProblems = [
        ...cookieProblems(securePage, { secure: true }),
        ...cookieProblems(secureLogin, { secure: true }),
        ...cookieProblems(logout, { secure: true }),
        ...headerProblems(secureLogin),
      ];
      expect(headerText(secureLogin, 'set-cookie')).toMatch(/__Host-portail_session=[^;]+;/);
      const hsts = headerText(securePage, 'strict-transport-security');
      if (!/max-age=(\d+)/.test(hsts) || Number(/max-age=(\d+)/.exec(hsts)?.[1]) < 15_552_000)
        secureProblems.push(`HSTS « ${hsts} »`);
      book.add({
        label: 'Cookies en HTTP (session HttpOnly + SameSite, XSRF-TOKEN SameSite)',
        value: plainProblems.length,
        unit: 'problèmes',
        goal: '0',
        ok: plainProblems.length === 0,
      });
      book.add({
        label: 'Mode HTTPS (Secure, __Host-portail_session, HSTS ≥ 180 j)',
        value: secureProblems.length,
        unit: 'problèmes',
        goal: '0',
        ok: secureProblems.length === 0,
      });
      if (secureProblems.length > 0) book.note(`HTTPS : ${secureProblems.join(' ; ')}`);
      expect(plainProblems).toEqual([]);
      expect(secureProblems).toEqual([]);
    } finally {
      await https.close();
    }
  });

  it('every UI route loads under the CSP in Chromium without a script violation', async () => {
    browser = await launchChromium();
    const context = await browser.newContext({ locale: 'fr-FR' });
    const trap = await installXssTrap(context, server.baseUrl);
    const page = await context.newPage();
    const failures: string[] = [];
    for (const route of UI_ROUTES) {
      await page.goto(`${server.baseUrl}/#/${route}`);
      const shown = await page.waitForSelector('h1', { timeout: 15_000 }).then(
        () => true,
        () => false,
      );
      if (!shown) failures.push(`#/${route} : pas de titre h1`);
    }
    await page.goto(`${server.baseUrl}/api/identity/login`);
    await page.waitForTimeout(200);
    const responseHeaders = await (await page.request.get(`${server.baseUrl}/`)).headersArray();
    expect(responseHeaders.some((header) => header.name.toLowerCase() === 'content-security-policy')).toBe(
      true,
    );
    book.add({
      label: "Routes de l'interface chargées sous la CSP dans Chromium",
      value: UI_ROUTES.length + 1,
      unit: 'pages',
    });
    book.add({
      label: 'Violations CSP de script pendant ces chargements',
      value: trap.hits.length,
      unit: 'violations',
      goal: '0',
      ok: trap.hits.length === 0,
    });
    book.add({
      label: 'Violations CSP hors script (styles en ligne…)',
      value: trap.otherCspViolations.length,
      unit: 'violations',
    });
    if (trap.hits.length > 0)
      book.note(
        `CSP : ${trap.hits
          .slice(0, 5)
          .map((hit) => `${hit.kind} ${hit.detail}`)
          .join(' ; ')}`,
      );
    await context.close();
    expect(failures).toEqual([]);
    expect(trap.hits).toEqual([]);
  });
});
