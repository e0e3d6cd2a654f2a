import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { TestAgent } from '../testing/test-agent.ts';
import { buildTestApp, type TestApp } from '../testing/test-app.ts';
import { signInAs } from '../testing/member-session.ts';

let t: TestApp;
let agent: TestAgent;

beforeAll(async () => {
  t = await buildTestApp();
}, 30_000);

beforeEach(async () => {
  await t.reset();
  agent = t.agent();
  await signInAs(t, agent);
});

afterAll(async () => {
  await t.close();
});

interface Guarantees {
  nomOffre: string;
  domaines: { code: string; libelle: string; lignes: { libelle: string; formule: string }[] }[];
}

describe('GET /api/adherent/garanties (« Mes garanties »)', () => {
  it('needs a session', async () => {
    expect((await t.agent().get('/api/adherent/garanties')).statusCode).toBe(401);
  });

  it("gives the current contract's guarantees by domain, each line with its formula", async () => {
    const response = await agent.get('/api/adherent/garanties', {
      headers: { 'x-contrat-courant': '1000001-01' },
    });
    expect(response.statusCode).toBe(200);
    const body = response.json<Guarantees>();
    expect(body.nomOffre).toBe('Santé Essentielle Famille');
    expect(body.domaines.map((domain) => domain.libelle)).toEqual([
      'Hospitalisation',
      'Soins courants',
      'Optique',
      'Dentaire',
      'Aides auditives',
    ]);
    expect(body.domaines[2]?.lignes).toContainEqual(
      expect.objectContaining({ libelle: 'Lentilles de contact', formule: '50 € par an' }),
    );
  });

  it('follows the contract switch: another offer, other guarantees', async () => {
    const response = await agent.get('/api/adherent/garanties', {
      headers: { 'x-contrat-courant': '1000001-03' },
    });
    const body = response.json<Guarantees>();
    expect(body.nomOffre).toBe('Hospitalisation Plus');
    expect(body.domaines.map((domain) => domain.code)).toEqual(['hospitalisation']);
  });

  it("refuses another member's contract number", async () => {
    const response = await agent.get('/api/adherent/garanties', {
      headers: { 'x-contrat-courant': '1000002-01' },
    });
    expect(response.statusCode).toBe(404);
  });
});
