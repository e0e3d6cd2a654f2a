import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEMO_CONSULTANT_LOGIN, DEMO_GESTIONNAIRE_LOGIN } from '../../db/seeds/core.seed.ts';
import { loginAs } from '../../testing/login.ts';
import type { TestAgent } from '../../testing/test-agent.ts';
import { type TestApp, buildTestApp } from '../../testing/test-app.ts';
import { insertTestRequest, removeAllRequests } from './test-requests.queries.ts';

interface QueueItem {
  id: string;
  reference: string;
  type: string;
  statut: string;
  enRetard: boolean;
  adherent: { numero: string; nom: string };
  contrat: { numero: string; offre: string };
  attribueeA: { id: string } | null;
}
interface QueuePage {
  demandes: QueueItem[];
  suivant: string | null;
  compteurs: { statut: string; nombre: number }[];
}

const HOUR = 3600_000;

describe('« Demandes »: the managers’ queue (GET /api/admin/demandes)', () => {
  let t: TestApp;
  let now: Date;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => t.close());
  beforeEach(async () => {
    await t.reset();
    // The queue holds this test's requests only (not the demo seed's, Marie Dupont's four).
    await removeAllRequests(t.db);
    now = new Date('2026-11-26T12:00:00Z');
    t.clock.set(now);
    const at = (hoursAgo: number) => new Date(now.getTime() - hoursAgo * HOUR);
    // Late (sent 3 days ago, due after 48 h), on time, awaiting a complement (past due: not late), another member's.
    await insertTestRequest(t.db, { id: 'r-late', submittedAt: at(72), dueAt: at(24) });
    await insertTestRequest(t.db, { id: 'r-new', submittedAt: at(1), dueAt: at(-47) });
    await insertTestRequest(t.db, {
      id: 'r-complement',
      kind: 'remboursement',
      status: 'complement-demande',
      submittedAt: at(200),
      dueAt: at(80),
    });
    await insertTestRequest(t.db, {
      id: 'r-other',
      kind: 'remboursement',
      submittedAt: at(5),
      dueAt: at(-115),
      contract: '1000002-01',
    });
  });

  async function signedIn(login: string): Promise<TestAgent> {
    const agent = t.agent();
    await loginAs(agent, login);
    return agent;
  }
  const queue = async (agent: TestAgent, query: Record<string, string> = {}) => {
    const response = await agent.get('/api/admin/demandes', { query });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<QueuePage>();
  };

  it('lists the requests newest first with the late flag and the counts per status', async () => {
    const page = await queue(await signedIn(DEMO_CONSULTANT_LOGIN));
    expect(page.demandes.map((d) => d.id)).toEqual(['r-new', 'r-other', 'r-late', 'r-complement']);
    expect(page.demandes.map((d) => d.enRetard)).toEqual([false, false, true, false]);
    expect(page.demandes[0]).toMatchObject({
      reference: expect.stringMatching(/^DEM-2026-\d{7}$/),
      type: 'prise-en-charge-hospitaliere',
      statut: 'envoyee',
      adherent: { nom: 'Dupont' },
      contrat: { numero: '1000001-01', offre: 'Santé Essentielle Famille' },
      attribueeA: null,
    });
    expect(page.suivant).toBeNull();
    expect(page.compteurs).toEqual([
      { statut: 'envoyee', nombre: 3 },
      { statut: 'en-cours', nombre: 0 },
      { statut: 'complement-demande', nombre: 1 },
      { statut: 'acceptee', nombre: 0 },
      { statut: 'refusee', nombre: 0 },
      { statut: 'cloturee', nombre: 0 },
    ]);
  });

  it('filters by type, status, late or not, age, member number and offer', async () => {
    const agent = await signedIn(DEMO_GESTIONNAIRE_LOGIN);
    const ids = async (query: Record<string, string>) =>
      (await queue(agent, query)).demandes.map((d) => d.id);
    expect(await ids({ type: 'remboursement' })).toEqual(['r-other', 'r-complement']);
    expect(await ids({ statut: 'complement-demande' })).toEqual(['r-complement']);
    expect(await ids({ retard: 'oui' })).toEqual(['r-late']);
    expect(await ids({ retard: 'non' })).toEqual(['r-new', 'r-other', 'r-complement']);
    expect(await ids({ ageMinJours: '3' })).toEqual(['r-late', 'r-complement']);
    expect(await ids({ ageMaxJours: '1' })).toEqual(['r-new', 'r-other']);
    expect(await ids({ numeroAdherent: '1000002' })).toEqual(['r-other']);
    expect(await ids({ offre: 'Santé Confort Plus' })).toEqual(['r-other']);
    expect(await ids({ attribueeA: 'personne' })).toHaveLength(4);
    expect(await ids({ attribueeA: 'moi' })).toEqual([]);
  });

  it('sorts by age or due date, in keyset pages whose cursor belongs to its sort', async () => {
    const agent = await signedIn(DEMO_GESTIONNAIRE_LOGIN);
    expect((await queue(agent, { tri: 'anciennes' })).demandes.map((d) => d.id)).toEqual([
      'r-complement',
      'r-late',
      'r-other',
      'r-new',
    ]);
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const page: QueuePage = await queue(agent, {
        tri: 'echeance',
        limit: '1',
        ...(cursor === null ? {} : { apres: cursor }),
      });
      seen.push(...page.demandes.map((d) => d.id));
      cursor = page.suivant;
    } while (cursor !== null);
    expect(seen).toEqual(['r-complement', 'r-late', 'r-new', 'r-other']);
    const first = await queue(agent, { tri: 'echeance', limit: '1' });
    const mixed = await agent.get('/api/admin/demandes', {
      query: { tri: 'recentes', apres: first.suivant ?? '' },
    });
    expect(mixed.statusCode).toBe(400);
    expect(mixed.json()).toMatchObject({ code: 'CURSEUR_INVALIDE' });
  });

  it('refuses an unknown status or sort (400)', async () => {
    const agent = await signedIn(DEMO_GESTIONNAIRE_LOGIN);
    expect((await agent.get('/api/admin/demandes', { query: { statut: 'perdue' } })).statusCode).toBe(400);
    expect((await agent.get('/api/admin/demandes', { query: { tri: 'nom' } })).statusCode).toBe(400);
  });
});
