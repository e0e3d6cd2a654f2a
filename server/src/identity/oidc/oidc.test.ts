import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { signInAtProvider } from '../../testing/oidc-provider-browser.ts';
import {
  emailClaims,
  type OidcTestProvider,
  startOidcTestProvider,
} from '../../testing/oidc-test-provider.ts';
import type { TestAgent } from '../../testing/test-agent.ts';
import { type TestApp, TEST_CONFIG, buildTestApp } from '../../testing/test-app.ts';
import { DEMO_MEMBER_LOGIN, DEMO_PASSWORD } from '../../db/seeds/core.seed.ts';
import { OIDC_NO_ACCOUNT } from './oidc-failure-page.ts';
import { discoverOidcProvider, type OidcRelyingParty, oidcSettingsFromEnv } from './oidc-relying-party.ts';
import { LOCAL_ACCOUNT_ROUTES } from './oidc-setup.ts';
import { lastSignIns } from '../../events/public.ts';

const PORTAL = TEST_CONFIG.publicBaseUrl;
const CLIENT = { clientId: 'portail', clientSecret: 'secret-de-test-du-portail' };
const html = (text: string): string => text.replaceAll("'", '&#39;');
/** Logins whose provider account has an unverified e-mail. */
const UNVERIFIED = 'non-verifie@mutuelle.fr';

describe('sign-in through an external OpenID Connect provider', () => {
  let provider: OidcTestProvider;
  let rp: OidcRelyingParty;
  let t: TestApp;

  beforeAll(async () => {
    provider = await startOidcTestProvider({
      ...CLIENT,
      portalUrl: PORTAL,
      claimsOf: (login) =>
        login === UNVERIFIED ? { email: DEMO_MEMBER_LOGIN, email_verified: false } : emailClaims(login),
    });
    const settings = oidcSettingsFromEnv(
      {
        OIDC_ISSUER: provider.issuer,
        OIDC_CLIENT_ID: CLIENT.clientId,
        OIDC_CLIENT_SECRET: CLIENT.clientSecret,
      },
      PORTAL,
    );
    if (!settings) throw new Error('settings expected');
    rp = await discoverOidcProvider(settings);
    t = await buildTestApp({ oidc: rp });
  });
  afterAll(async () => {
    await t?.close();
    await provider?.close();
  });
  beforeEach(async () => t.reset());

  /** 'Se connecter' in the portal: the 302 to the provider. */
  async function start(agent: TestAgent, callbackUrl = '/#/espace'): Promise<URL> {
    const response = await agent.get(`/api/identity/login?callbackUrl=${encodeURIComponent(callbackUrl)}`);
    expect(response.statusCode).toBe(302);
    return new URL(String(response.headers.location));
  }

  /** The portal path the provider sends the browser back to. */
  async function backFromProvider(authorization: URL, login: string, abort = false): Promise<string> {
    const back = await signInAtProvider(authorization.href, login, { abort, portalUrl: PORTAL });
    return back.slice(PORTAL.length);
  }

  async function expectFailure(agent: TestAgent, path: string): Promise<void> {
    const response = await agent.get(path);
    expect(response.statusCode).toBe(403);
    expect(response.body).toContain(html(OIDC_NO_ACCOUNT));
    expect(response.body).toContain('<a href="/">Retour à l');
    expect(response.cookies.find((c) => c.name === 'portail_session')).toBeUndefined();
    expect((await agent.get('/api/identity/current-user')).statusCode).toBe(401);
  }

  it('sends the browser to the provider with PKCE S256, a random state and nonce, and never the callback URL', async () => {
    const first = await start(t.agent(), '/#/espace?onglet=contrats');
    const second = await start(t.agent());
    expect(first.origin).toBe(provider.issuer);
    const q = first.searchParams;
    expect(q.get('client_id')).toBe('portail');
    expect(q.get('redirect_uri')).toBe(`${PORTAL}/api/identity/oidc/callback`);
    expect(q.get('scope')).toBe('openid email profile');
    expect(q.get('code_challenge_method')).toBe('S256');
    expect(q.get('state')?.length).toBeGreaterThanOrEqual(22);
    expect(q.get('nonce')?.length).toBeGreaterThanOrEqual(22);
    expect(q.get('state')).not.toBe(second.searchParams.get('state'));
    expect(first.href).not.toContain('onglet');
  });

  it('signs demo@mutuelle.fr in (rotated session, same current-user) and lands on the callback kept server-side', async () => {
    const agent = t.agent();
    const back = await backFromProvider(await start(agent, '/#/espace?onglet=contrats'), DEMO_MEMBER_LOGIN);
    const response = await agent.get(back);
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe('/#/espace?onglet=contrats');
    expect(response.cookies.find((c) => c.name === 'portail_session')?.httpOnly).toBe(true);
    expect((await agent.get('/api/identity/current-user')).json()).toMatchObject({
      userName: DEMO_MEMBER_LOGIN,
      nom: 'Dupont',
      prenom: 'Marie',
    });
    const { rows } = await t.db.query<{ account_id: string }>('SELECT account_id FROM oidc_links');
    expect(rows).toHaveLength(1);
    expect(await lastSignIns(t.db, 'M001')).toEqual([{ at: t.clock.now(), method: 'oidc', success: true }]);
  });

  it('signs in again through the stored (issuer, sub) link even when the e-mail is no longer verified', async () => {
    const agent = t.agent();
    await agent.get(await backFromProvider(await start(agent), UNVERIFIED).then((p) => p));
    expect((await agent.get('/api/identity/current-user')).statusCode).toBe(401);
    const { rows } = await t.db.query<{ id: string }>('SELECT id FROM accounts WHERE user_name = $1', [
      DEMO_MEMBER_LOGIN,
    ]);
    await t.db.query(
      `INSERT INTO oidc_links (issuer, subject, account_id, created_at) VALUES ($1, $2, $3, now())`,
      [rp.issuer, UNVERIFIED, rows[0]?.id],
    );
    const linked = t.agent();
    const response = await linked.get(await backFromProvider(await start(linked), UNVERIFIED));
    expect(response.statusCode).toBe(303);
    expect((await linked.get('/api/identity/current-user')).statusCode).toBe(200);
  });

  it('gives no session to a callback replayed in another browser', async () => {
    const victim = t.agent();
    const back = await backFromProvider(await start(victim), DEMO_MEMBER_LOGIN);
    await expectFailure(t.agent('10.8.0.1'), back);
  });

  it('gives no session to a forged state', async () => {
    const agent = t.agent();
    const back = new URL(await backFromProvider(await start(agent), DEMO_MEMBER_LOGIN), PORTAL);
    back.searchParams.set('state', 'forged-state-value-forged-state-value');
    await expectFailure(agent, `${back.pathname}${back.search}`);
  });

  it('gives no session when the ID token carries another nonce', async () => {
    const agent = t.agent();
    const back = await backFromProvider(await start(agent), DEMO_MEMBER_LOGIN);
    await t.db.query("UPDATE oidc_flows SET nonce = 'another-nonce-than-the-one-sent'");
    await expectFailure(agent, back);
  });

  it('gives no session to a code used twice (same callback again, or the old code with a new flow)', async () => {
    const agent = t.agent();
    const back = await backFromProvider(await start(agent), DEMO_MEMBER_LOGIN);
    expect((await agent.get(back)).statusCode).toBe(303);
    const other = t.agent('10.8.0.2');
    await expectFailure(other, back);
    const code = new URL(back, PORTAL).searchParams.get('code') ?? '';
    const fresh = await start(other);
    const reuse = `/api/identity/oidc/callback?code=${code}&state=${fresh.searchParams.get('state') ?? ''}&iss=${encodeURIComponent(provider.issuer)}`;
    await expectFailure(other, reuse);
  });

  it('gives no session to an identity without an account, or with an unverified e-mail', async () => {
    const stranger = t.agent();
    await expectFailure(stranger, await backFromProvider(await start(stranger), 'inconnu@example.fr'));
    const unverified = t.agent();
    await expectFailure(unverified, await backFromProvider(await start(unverified), UNVERIFIED));
    const { rows } = await t.db.query("SELECT member_id, attributes FROM events WHERE kind = 'sign-in'");
    expect(rows).toEqual(Array(2).fill({ member_id: null, attributes: { method: 'oidc', success: false } }));
  });

  it('gives no session when the provider answers an error (access_denied)', async () => {
    const agent = t.agent();
    const back = await backFromProvider(await start(agent), DEMO_MEMBER_LOGIN, true);
    expect(back).toContain('error=access_denied');
    await expectFailure(agent, back);
  });

  it('logs out: session destroyed, logoutUrl is the end_session_endpoint with id_token_hint', async () => {
    const agent = t.agent();
    await agent.get(await backFromProvider(await start(agent), DEMO_MEMBER_LOGIN));
    const stolen = agent.cookies.get('portail_session') ?? '';
    const { rows } = await t.db.query<{ id_token: string }>('SELECT id_token FROM oidc_sessions');
    const logout = await agent.post('/api/identity/logout');
    expect(logout.statusCode).toBe(200);
    const url = new URL(logout.json<{ logoutUrl: string }>().logoutUrl);
    expect(`${url.origin}${url.pathname}`).toBe(`${provider.issuer}/session/end`);
    expect(url.searchParams.get('id_token_hint')).toBe(rows[0]?.id_token);
    expect(url.searchParams.get('post_logout_redirect_uri')).toBe(`${PORTAL}/`);
    const atProvider = await fetch(url, { redirect: 'manual' });
    expect(atProvider.status).toBe(200);
    const replay = t.agent();
    replay.cookies.set('portail_session', stolen);
    expect((await replay.get('/api/identity/current-user')).statusCode).toBe(401);
  });

  it('turns the local password sign-in and account routes off, and tells the UI through oidcExternalProvider', async () => {
    const agent = t.agent();
    const login = await agent.submitForm('/api/identity/login', {
      userName: DEMO_MEMBER_LOGIN,
      password: DEMO_PASSWORD,
    });
    expect(login.statusCode).toBe(403);
    expect(login.json()).toEqual({
      code: 'FEATURE_DISABLED',
      message: "Cette fonctionnalité n'est pas disponible.",
    });
    // Every route of the gate answers (a misspelt entry would reach no route: 404), with the catalogue message.
    for (const route of LOCAL_ACCOUNT_ROUTES) {
      const off = await agent.post(route.replace(/^POST /, ''), {});
      expect([route, off.statusCode, off.json<{ message: string }>().message]).toEqual([
        route,
        403,
        "Cette fonctionnalité n'est pas disponible.",
      ]);
    }
    const issueRoutes = ['login', 'register', 'activate-user', 'forgot-password', 'forgot-username'];
    for (const path of [...issueRoutes, 'reset-password', 'pre-forgot-username', 'confirm-email']) {
      expect(LOCAL_ACCOUNT_ROUTES.has(`POST /api/identity/${path}`)).toBe(true);
    }
    const client = (await agent.get('/api/client/current')).json<{ oidcExternalProvider: string }>();
    expect(client.oidcExternalProvider).toBe(new URL(provider.issuer).host);
  });
});
