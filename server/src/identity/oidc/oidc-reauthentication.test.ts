import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { signInAtProvider } from '../../testing/oidc-provider-browser.ts';
import { type OidcTestProvider, startOidcTestProvider } from '../../testing/oidc-test-provider.ts';
import type { TestAgent } from '../../testing/test-agent.ts';
import { type TestApp, TEST_CONFIG, buildTestApp } from '../../testing/test-app.ts';
import { DEMO_MEMBER_LOGIN } from '../../db/seeds/core.seed.ts';
import { OIDC_NOT_CONFIRMED } from './oidc-failure-page.ts';
import { REAUTH_VALID_MS } from './oidc-reauthentication.ts';
import { discoverOidcProvider, oidcSettingsFromEnv } from './oidc-relying-party.ts';

/**
 * « Supprimer mon espace » for a tenant signing in through its OpenID provider: no local password to type, so the
 * member signs in again at the provider (prompt=login, max_age=0) and only that same session, confirmed by that
 * same identity, less than 5 minutes ago, may delete the space. A real provider (oidc-provider) answers.
 */
const PORTAL = TEST_CONFIG.publicBaseUrl;
const CLIENT = { clientId: 'portail', clientSecret: 'secret-de-test-du-portail' };
const REFUSED = {
  code: 'REAUTHENTICATION_REQUIRED',
  message: "Pour supprimer votre espace, confirmez d'abord votre identité en vous reconnectant.",
};
let provider: OidcTestProvider;
let t: TestApp;

beforeAll(async () => {
  provider = await startOidcTestProvider({ ...CLIENT, portalUrl: PORTAL });
  const settings = oidcSettingsFromEnv(
    {
      OIDC_ISSUER: provider.issuer,
      OIDC_CLIENT_ID: CLIENT.clientId,
      OIDC_CLIENT_SECRET: CLIENT.clientSecret,
    },
    PORTAL,
  );
  if (!settings) throw new Error('settings expected');
  t = await buildTestApp({ oidc: await discoverOidcProvider(settings) });
});
afterAll(async () => {
  await t?.close();
  await provider?.close();
});
beforeEach(async () => t.reset());

/** Follows a 302 to the provider, signs in there as `login`, and returns the portal path it sends back to. */
async function atProvider(agent: TestAgent, path: string, login: string): Promise<string> {
  const response = await agent.get(path);
  expect(response.statusCode).toBe(302);
  const back = await signInAtProvider(String(response.headers.location), login, { portalUrl: PORTAL });
  return back.slice(PORTAL.length);
}

async function signedInThroughProvider(login = DEMO_MEMBER_LOGIN): Promise<TestAgent> {
  const agent = t.agent();
  expect((await agent.get(await atProvider(agent, '/api/identity/login', login))).statusCode).toBe(303);
  return agent;
}

async function accounts(): Promise<number> {
  const { rows } = await t.db.query('SELECT 1 FROM accounts WHERE user_name = $1', [DEMO_MEMBER_LOGIN]);
  return rows.length;
}

describe('« Supprimer mon espace » with an external provider: a fresh sign-in instead of the password', () => {
  it('refuses the deletion until the member signed in again, then deletes the space', async () => {
    const agent = await signedInThroughProvider();
    const early = await agent.post('/api/account/delete', {});
    expect([early.statusCode, early.json()]).toEqual([403, REFUSED]);
    const start = await agent.get('/api/identity/oidc/reauthenticate');
    const authorization = new URL(String(start.headers.location));
    expect(authorization.searchParams.get('prompt')).toBe('login');
    expect(authorization.searchParams.get('max_age')).toBe('0');
    const back = await agent.get(
      (await signInAtProvider(authorization.href, DEMO_MEMBER_LOGIN, { portalUrl: PORTAL })).slice(
        PORTAL.length,
      ),
    );
    expect([back.statusCode, back.headers.location]).toEqual([
      303,
      '/#/espace/compte/supprimer?identite=confirmee',
    ]);
    expect((await agent.post('/api/account/delete', { password: 'ignoré' })).statusCode).toBe(200);
    expect(await accounts()).toBe(0);
    expect((await agent.get('/api/identity/current-user')).statusCode).toBe(401);
    const [mail] = await t.outbox(DEMO_MEMBER_LOGIN);
    expect(mail?.text).toContain('Pour retrouver un espace en ligne, contactez votre mutuelle.');
  });

  it('refuses a fresh sign-in of another identity: nothing is confirmed, nothing deleted', async () => {
    const agent = await signedInThroughProvider();
    const back = await agent.get(
      await atProvider(agent, '/api/identity/oidc/reauthenticate', 'autre@mutuelle.fr'),
    );
    expect(back.statusCode).toBe(403);
    expect(back.body).toContain(OIDC_NOT_CONFIRMED.replaceAll("'", '&#39;'));
    expect((await agent.get('/api/identity/current-user')).statusCode).toBe(200);
    expect((await agent.post('/api/account/delete', {})).json()).toEqual(REFUSED);
    expect(await accounts()).toBe(1);
  });

  it('confirms only the session that asked: a callback brought to another session of the member is refused', async () => {
    const asking = await signedInThroughProvider();
    const other = await signedInThroughProvider();
    const callback = await atProvider(asking, '/api/identity/oidc/reauthenticate', DEMO_MEMBER_LOGIN);
    // The flow cookie goes along (a stolen or replayed callback), the session is another one.
    const flow = asking.cookies.get('portail_oidc_flow');
    if (flow === undefined) throw new Error('flow cookie expected');
    other.cookies.set('portail_oidc_flow', flow);
    expect((await other.get(callback)).statusCode).toBe(403);
    expect((await other.post('/api/account/delete', {})).statusCode).toBe(403);
    expect((await asking.post('/api/account/delete', {})).statusCode).toBe(403);
    expect(await accounts()).toBe(1);
  });

  it('lets a confirmation last 5 minutes only', async () => {
    const agent = await signedInThroughProvider();
    await agent.get(await atProvider(agent, '/api/identity/oidc/reauthenticate', DEMO_MEMBER_LOGIN));
    t.clock.advance(REAUTH_VALID_MS);
    expect((await agent.post('/api/account/delete', {})).json()).toEqual(REFUSED);
    expect(await accounts()).toBe(1);
  });

  it('needs a session to start a confirmation', async () => {
    expect((await t.agent().get('/api/identity/oidc/reauthenticate')).statusCode).toBe(401);
  });
});
