/**
 * External OpenID Connect sign-in (issue 12): the negative cases against a real provider (oidc-provider).
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEMO_MEMBER_LOGIN } from '../../server/src/db/seeds/core.seed.ts';
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

const book = new FigureBook('security-oidc', 'Sécurité — connexion par fournisseur OIDC externe');
const PORTAL = TEST_CONFIG.publicBaseUrl;
const UNVERIFIED = 'non-verifie@mutuelle.fr';
const html = (text: string): string => text.replaceAll("'", '&#39;');

afterAll(async () => {
  book.note(
    'Application réelle (`buildApp`, PGlite) appelée en mémoire ; vrai fournisseur `oidc-provider` v9 sur un port local, ' +
      'client `openid-client` v6 (PKCE S256, state et nonce aléatoires, client_secret_basic) ; horloge de test pour les délais.',
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
