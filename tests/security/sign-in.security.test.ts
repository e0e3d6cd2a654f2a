/**
 * Sign-in (issue 12): the negative cases of the external OpenID Connect sign-in against a real provider
 * (oidc-provider), and brute force on the « Code de sécurité » step of a sign-in with double authentication.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEMO_MEMBER_LOGIN, DEMO_PASSWORD } from '../../server/src/identity/core.seed.ts';
import { DEMO_AMF_LOGIN, DEMO_AMF_PHONE } from '../../server/src/identity/login-code/amf-demo.seed.ts';
import { LOGIN_CODE_REFUSED } from '../../server/src/identity/login-code/login-code-page.ts';
import { LOGIN_LOCKED_MESSAGE } from '../../server/src/identity/login-page.ts';
import { OIDC_NO_ACCOUNT } from '../../server/src/identity/oidc/oidc-failure-page.ts';
import { discoverOidcProvider } from '../../server/src/identity/oidc/oidc-relying-party.ts';
import { signInAtProvider } from '../../server/src/testing/oidc-provider-browser.ts';
import {
  emailClaims,
  type OidcTestProvider,
  startOidcTestProvider,
} from '../../server/src/testing/oidc-test-provider.ts';
import type { TestAgent } from '../../server/src/testing/test-agent.ts';
import { type TestApp, TEST_CONFIG, buildTestApp } from '../../server/src/testing/test-app.ts';
import { FigureBook } from './support/figures.ts';
import { median, round } from './support/stats.ts';

const book = new FigureBook(
  'security-sign-in',
  'Sécurité — connexion : fournisseur OIDC externe et code de connexion',
);
const PORTAL = TEST_CONFIG.publicBaseUrl;
const UNVERIFIED = 'non-verifie@mutuelle.fr';
const html = (text: string): string => text.replaceAll("'", '&#39;');

afterAll(async () => {
  book.note(
    'Application réelle (`buildApp`, PGlite, argon2id) appelée en mémoire. OIDC : vrai fournisseur `oidc-provider` v9 ' +
      'sur un port local, client `openid-client` v6 (PKCE S256, state et nonce aléatoires, client_secret_basic). ' +
      "Code de connexion : codes lus dans la boîte d'envoi, horloge de test pour les délais.",
  );
  await book.write();
});

describe('OIDC: every bad return from the provider gives no session and the same page', () => {
  let provider: OidcTestProvider;
  let t: TestApp;
  const cases: [string, boolean][] = [];

  beforeAll(async () => {
    const client = { clientId: 'portail', clientSecret: 'secret-securite' };
    provider = await startOidcTestProvider({
      ...client,
      portalUrl: PORTAL,
      claimsOf: (login) =>
        login === UNVERIFIED ? { email: DEMO_MEMBER_LOGIN, email_verified: false } : emailClaims(login),
    });
    const rp = await discoverOidcProvider({
      issuer: provider.issuer,
      ...client,
      redirectUri: `${PORTAL}/api/identity/oidc/callback`,
      postLogoutRedirectUri: `${PORTAL}/`,
    });
    t = await buildTestApp({ oidc: rp });
    t.clock.set(new Date());
  });
  afterAll(async () => {
    const refused = cases.filter(([, ok]) => ok).length;
    book.add({
      label: `OIDC : retours refusés sans session, même page (${cases.map(([name]) => name).join(', ')})`,
      value: `${String(refused)}/${String(cases.length)}`,
      unit: 'cas',
      goal: 'tous',
      ok: refused === cases.length,
    });
    await t?.close();
    await provider?.close();
  });
  beforeEach(async () => t.reset());

  async function start(agent: TestAgent): Promise<string> {
    const response = await agent.get('/api/identity/login?callbackUrl=%2F%23%2Fespace');
    return String(response.headers.location);
  }
  async function back(agent: TestAgent, login = DEMO_MEMBER_LOGIN, abort = false): Promise<string> {
    return (await signInAtProvider(await start(agent), login, { abort, portalUrl: PORTAL })).slice(
      PORTAL.length,
    );
  }
  async function refused(name: string, agent: TestAgent, path: string): Promise<void> {
    const response = await agent.get(path);
    const me = await agent.get('/api/identity/current-user');
    const ok =
      response.statusCode === 403 && response.body.includes(html(OIDC_NO_ACCOUNT)) && me.statusCode === 401;
    cases.push([name, ok]);
    expect(ok).toBe(true);
  }

  it('refuses a callback replayed in another browser', async () => {
    await refused('rejeu dans un autre navigateur', t.agent('10.30.0.1'), await back(t.agent()));
  });
  it('refuses a forged state', async () => {
    const agent = t.agent();
    const url = new URL(await back(agent), PORTAL);
    url.searchParams.set('state', 'etat-forge-etat-forge-etat-forge');
    await refused('state forgé', agent, `${url.pathname}${url.search}`);
  });
  it('refuses an ID token with another nonce', async () => {
    const agent = t.agent();
    const path = await back(agent);
    await t.db.query("UPDATE oidc_flows SET nonce = 'un-autre-nonce'");
    await refused('nonce différent', agent, path);
  });
  it('refuses a code used twice', async () => {
    const agent = t.agent();
    const path = await back(agent);
    expect((await agent.get(path)).statusCode).toBe(303);
    const other = t.agent('10.30.0.2');
    const fresh = new URL(await start(other));
    const code = new URL(path, PORTAL).searchParams.get('code') ?? '';
    await refused(
      'code réutilisé',
      other,
      `/api/identity/oidc/callback?code=${code}&state=${fresh.searchParams.get('state') ?? ''}`,
    );
  });
  it('refuses an expired flow (more than 10 minutes at the provider)', async () => {
    const agent = t.agent();
    const path = await back(agent);
    t.clock.advance(10 * 60_000 + 1000);
    await refused('demande expirée', agent, path);
  });
  it('refuses an unknown account and an unverified e-mail alike', async () => {
    const stranger = t.agent();
    await refused('compte inconnu', stranger, await back(stranger, 'inconnu@example.fr'));
    const unverified = t.agent();
    await refused('e-mail non vérifié', unverified, await back(unverified, UNVERIFIED));
  });
  it('refuses a provider error', async () => {
    const agent = t.agent();
    await refused('erreur du fournisseur', agent, await back(agent, DEMO_MEMBER_LOGIN, true));
  });
});

describe('Brute force on the sign-in code step', () => {
  let t: TestApp;
  let ip = 0;
  beforeAll(async () => {
    t = await buildTestApp();
    t.clock.set(new Date());
  });
  afterAll(async () => t?.close());
  beforeEach(async () => t.reset());

  async function pendingStep(): Promise<{ agent: TestAgent; code: string }> {
    ip += 1;
    const agent = t.agent(`10.31.${String(ip >> 8)}.${String(ip & 255)}`);
    await agent.get('/api/identity/login');
    const response = await agent.submitForm('/api/identity/login', {
      userName: DEMO_AMF_LOGIN,
      password: DEMO_PASSWORD,
      callbackUrl: '/',
    });
    expect(response.statusCode).toBe(303);
    const [sms] = await t.outbox(DEMO_AMF_PHONE);
    return { agent, code: /\b(\d{6})\b/.exec(sms?.text ?? '')?.[1] ?? '' };
  }
  const wrong = (code: string, n: number) => String((Number(code) + 1 + n) % 1_000_000).padStart(6, '0');
  const submit = (agent: TestAgent, securityCode: string) =>
    agent.submitForm('/api/identity/login/code', { securityCode });

  it('kills the step after 5 wrong codes; the right code then opens no session', async () => {
    const { agent, code } = await pendingStep();
    for (let n = 0; n < 5; n += 1)
      expect((await submit(agent, wrong(code, n))).body).toContain(html(LOGIN_CODE_REFUSED));
    const late = await submit(agent, code);
    const dead =
      late.statusCode === 200 && (await agent.get('/api/identity/current-user')).statusCode === 401;
    expect(dead).toBe(true);
    book.add({
      label: 'Code de connexion : codes erronés avant la fin de l’étape',
      value: 5,
      unit: 'essais',
      goal: '5',
      ok: dead,
    });
    book.add({
      label: 'Code de connexion : chance de deviner par mot de passe juste (5 essais sur 10⁶ codes)',
      value: '5 × 10⁻⁶',
      unit: '',
      goal: '≤ 10⁻⁵',
      ok: true,
    });
  });

  it('pauses one IP after 10 wrong codes across steps (French message)', async () => {
    const attacker = `10.32.0.1`;
    let answers = 0;
    let locked = false;
    for (let round = 0; round < 3 && !locked; round += 1) {
      const { agent } = await pendingStep();
      const same = t.agent(attacker);
      for (const [name, value] of agent.cookies) same.cookies.set(name, value);
      for (let n = 0; n < 4 && !locked; n += 1) {
        const response = await submit(same, '000000');
        answers += 1;
        locked = response.body.includes(html(LOGIN_LOCKED_MESSAGE));
      }
    }
    expect(locked).toBe(true);
    book.add({
      label: 'Code de connexion : codes erronés depuis une IP avant pause de 15 min',
      value: answers - 1,
      unit: 'essais',
      goal: '10',
      ok: answers - 1 === 10,
    });
  });

  it('answers a wrong code with and without a pending step in comparable time, and measures sign-ins with a code', async () => {
    const withStep: number[] = [];
    const withoutStep: number[] = [];
    const { agent, code } = await pendingStep();
    const stranger = t.agent('10.33.0.1');
    await stranger.get('/api/config/portal');
    for (let n = 0; n < 4; n += 1) {
      let started = performance.now();
      await submit(agent, wrong(code, n));
      withStep.push(performance.now() - started);
      started = performance.now();
      await submit(stranger, wrong(code, n));
      withoutStep.push(performance.now() - started);
    }
    const gap = round(median(withStep) - median(withoutStep), 2);
    book.add({
      label: 'Code de connexion : écart médian de temps, code faux avec étape vs sans étape',
      value: gap,
      unit: 'ms',
      goal: 'connu, < 20 ms (même réponse ; l’étape est liée au navigateur, aucun identifiant en jeu)',
      ok: Math.abs(gap) < 20,
    });
    const rounds = 5;
    const started = performance.now();
    for (let n = 0; n < rounds; n += 1) {
      t.clock.advance(16 * 60_000); // past the per-account quota of codes sent (5 per 15 min)
      const step = await pendingStep();
      expect((await submit(step.agent, step.code)).statusCode).toBe(303);
    }
    const perSecond = round(rounds / ((performance.now() - started) / 1000), 1);
    book.add({
      label: 'Connexions complètes avec code (mot de passe argon2id + code), séquentielles, en mémoire',
      value: perSecond,
      unit: 'connexions/s',
    });
  });
});
