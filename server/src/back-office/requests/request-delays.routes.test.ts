import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEMO_ADMIN_LOGIN, DEMO_GESTIONNAIRE_LOGIN } from '../../db/seeds/core.seed.ts';
import { loginAs } from '../../testing/login.ts';
import type { TestAgent } from '../../testing/test-agent.ts';
import { type TestApp, buildTestApp } from '../../testing/test-app.ts';

interface Delays {
  version: number;
  delais: { type: string; libelle: string; heures: number }[];
}
const PATH = '/api/admin/referentiels/delais-demandes';

describe('« Référentiels »: target delays of the request types (/api/admin/referentiels/delais-demandes)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => t.close());
  beforeEach(async () => t.reset());

  async function signedIn(login: string): Promise<TestAgent> {
    const agent = t.agent();
    await loginAs(agent, login);
    return agent;
  }

  it('reads the seeded defaults (48 h for a hospital coverage) with their version as ETag', async () => {
    const gestionnaire = await signedIn(DEMO_GESTIONNAIRE_LOGIN);
    const response = await gestionnaire.get(PATH);
    expect(response.statusCode).toBe(200);
    expect(response.headers['etag']).toBe('"0"');
    const delays = response.json<Delays>();
    expect(delays.delais).toContainEqual({
      type: 'prise-en-charge-hospitaliere',
      libelle: 'Demande de prise en charge hospitalière',
      heures: 48,
    });
    expect(delays.delais).toHaveLength(6);
  });

  it('lets an administrator change a delay, written to the history with before and after', async () => {
    const admin = await signedIn(DEMO_ADMIN_LOGIN);
    const saved = await admin.request('PUT', PATH, {
      version: 0,
      delais: [{ type: 'prise-en-charge-hospitaliere', heures: 24 }],
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.headers['etag']).toBe('"1"');
    expect(saved.json<Delays>().delais).toContainEqual(
      expect.objectContaining({ type: 'prise-en-charge-hospitaliere', heures: 24 }),
    );
    const history = await admin.get('/api/admin/history', { query: { area: 'referentiels' } });
    const [entry] = history.json<{ entrees: { action: string; resume: Record<string, unknown> }[] }>()
      .entrees;
    expect(entry?.action).toBe('delais-demandes-update');
    expect(entry?.resume).toMatchObject({
      avant: { 'prise-en-charge-hospitaliere': 48 },
      apres: { 'prise-en-charge-hospitaliere': 24 },
    });
  });

  it('answers 409 FLOW.DEMANDE_DELAIS_PERIMES to a save based on a stale version, and writes nothing', async () => {
    const admin = await signedIn(DEMO_ADMIN_LOGIN);
    const body = (heures: number) => ({ version: 0, delais: [{ type: 'remboursement', heures }] });
    expect((await admin.request('PUT', PATH, body(100))).statusCode).toBe(200);
    const stale = await admin.request('PUT', PATH, body(200));
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({
      code: 'FLOW.DEMANDE_DELAIS_PERIMES',
      message: expect.stringContaining('modifiés par quelqu'),
    });
    const now = (await admin.get(PATH)).json<Delays>();
    expect(now.version).toBe(1);
    expect(now.delais.find((d) => d.type === 'remboursement')?.heures).toBe(100);
  });

  it('refuses a delay out of bounds (400) and the same type twice (400)', async () => {
    const admin = await signedIn(DEMO_ADMIN_LOGIN);
    const tooLong = await admin.request('PUT', PATH, {
      version: 0,
      delais: [{ type: 'remboursement', heures: 5000 }],
    });
    expect(tooLong.statusCode).toBe(400);
    const twice = await admin.request('PUT', PATH, {
      version: 0,
      delais: [
        { type: 'remboursement', heures: 10 },
        { type: 'remboursement', heures: 20 },
      ],
    });
    expect(twice.statusCode).toBe(400);
    expect(twice.json()).toMatchObject({ code: 'FLOW.DEMANDE_DELAI_EN_DOUBLE' });
  });

  it('refuses the change to a Gestionnaire (no « Référentiels » update habilitation)', async () => {
    const gestionnaire = await signedIn(DEMO_GESTIONNAIRE_LOGIN);
    const response = await gestionnaire.request('PUT', PATH, {
      version: 0,
      delais: [{ type: 'remboursement', heures: 10 }],
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ code: 'HTTP.FORBIDDEN_HABILITATION' });
  });
});
