import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../testing/test-app.ts';
import { signInAs } from '../testing/member-session.ts';
import { PARTNER_TOKEN_TTL_MS } from './partner-tokens.repository.ts';

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
}, 30_000);

beforeEach(async () => {
  await t.reset();
});

afterAll(async () => {
  await t.close();
});

async function landing(apiKey: string, numOmc = 'OMC-48213') {
  return t.app.inject({
    method: 'POST',
    url: '/dev/reseaux-soins/accueil',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ API_KEY: apiKey, NUM_OMC: numOmc }).toString(),
  });
}

describe('care networks', () => {
  it('lists the networks with their image layout, for a signed-in member only', async () => {
    expect((await t.agent().get('/api/adherent/reseaux-soins')).statusCode).toBe(401);
    const agent = t.agent();
    await signInAs(t, agent);
    const networks = (await agent.get('/api/adherent/reseaux-soins')).json<
      { reseau: string; imageForm: string; numOmc: string }[]
    >();
    expect(networks.map((network) => [network.reseau, network.imageForm])).toEqual([
      ['optique-horizon', 'covers'],
      ['sourire-dentaire', 'icon'],
      ['audition-ecoute', 'icon'],
      ['bien-etre-equilibre', 'covers'],
    ]);
    expect(networks.filter((network) => network.numOmc !== '')).toHaveLength(2);
  });

  it('gives a token the partner site accepts once (form POST with API_KEY and NUM_OMC)', async () => {
    const agent = t.agent();
    await signInAs(t, agent);
    const { scTokenId } = (await agent.get('/api/identity/sctoken/create')).json<{ scTokenId: string }>();
    expect(scTokenId.length).toBeGreaterThanOrEqual(43);
    const first = await landing(scTokenId);
    expect(first.statusCode).toBe(200);
    expect(first.body).toContain('Bienvenue sur Optique Horizon');
    expect((await landing(scTokenId)).statusCode).toBe(401);
  });

  it('refuses an expired or forged token', async () => {
    const agent = t.agent();
    await signInAs(t, agent);
    const { scTokenId } = (await agent.get('/api/identity/sctoken/create')).json<{ scTokenId: string }>();
    t.clock.advance(PARTNER_TOKEN_TTL_MS + 1);
    expect((await landing(scTokenId)).statusCode).toBe(401);
    expect((await landing('forged')).body).toContain('invalide ou a expiré');
  });

  it('gives an SSO token to a signed-in member only', async () => {
    expect((await t.agent().get('/api/identity/sso-token')).statusCode).toBe(401);
    const agent = t.agent();
    await signInAs(t, agent);
    const first = (await agent.get('/api/identity/sso-token')).json<{ token: string }>();
    const second = (await agent.get('/api/identity/sso-token')).json<{ token: string }>();
    expect(first.token).not.toBe(second.token);
    const { rows } = await t.db.query("SELECT count(*)::int AS n FROM partner_tokens WHERE kind = 'sso'");
    expect(rows).toEqual([{ n: 2 }]);
  });
});
