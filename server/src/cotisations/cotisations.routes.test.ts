import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { TestAgent } from '../testing/test-agent.ts';
import { buildTestApp, type TestApp } from '../testing/test-app.ts';
import { createMemberAccount, signInAs } from '../testing/member-session.ts';

let t: TestApp;
let agent: TestAgent;

beforeAll(async () => {
  t = await buildTestApp();
}, 180_000);

beforeEach(async () => {
  await t.reset();
  t.clock.set(new Date('2026-11-26T10:00:00Z'));
  agent = t.agent();
  await signInAs(t, agent);
});

afterAll(async () => {
  await t.close();
});

const HEALTH = { 'x-contrat-courant': '1000001-01' };
const MADELIN = { 'x-contrat-courant': '1000001-02' };

interface Entry {
  dateEcheance: string;
  statut: string;
  motifRejet: string | null;
  montantCents: number;
  libelleModePaiement: string;
  libellePeriodicite: string;
}
interface Schedule {
  numeroContrat: string;
  libelleModePaiement: string;
  libellePeriodicite: string;
  ibanMasque: string | null;
  bicMasque: string | null;
  rum: string | null;
  prochaineEcheance: string | null;
  impayeCents: number;
  echeances: Entry[];
  totaux: { annee: number; duCents: number; payeCents: number; impayeCents: number }[];
  anneesAttestation: number[];
  modifications: { dateEffet: string; libellePeriodicite: string; rum: string | null }[];
}

async function pdfText(payload: Buffer): Promise<string> {
  const pdf = await getDocumentProxy(new Uint8Array(payload));
  const { text } = await extractText(pdf, { mergePages: true });
  return text.replace(/\s+/g, ' ');
}

describe('GET /api/adherent/cotisations (« Mes cotisations »)', () => {
  it('needs a session', async () => {
    expect((await t.agent().get('/api/adherent/cotisations')).statusCode).toBe(401);
  });

  it('gives the current year and the next due dates with the rejected debit and its reason, labels from the reference data', async () => {
    const response = await agent.get('/api/adherent/cotisations', { headers: HEALTH });
    expect(response.statusCode).toBe(200);
    const body = response.json<Schedule>();
    expect(body).toMatchObject({
      numeroContrat: '1000001-01',
      libelleModePaiement: 'Prélèvement',
      libellePeriodicite: 'Trimestrielle',
      ibanMasque: 'FR76 •••• •••• •••• •••• •••0 189',
      bicMasque: 'AGRIFR••',
      rum: 'RUM-1000001-01-0001',
      prochaineEcheance: '2027-01-05',
      impayeCents: 0,
    });
    expect(body.echeances[0]?.dateEcheance).toBe('2026-01-05');
    expect(body.echeances).toContainEqual(
      expect.objectContaining({
        dateEcheance: '2026-04-05',
        statut: 'rejetee',
        motifRejet: 'Provision insuffisante (code AM04)',
      }),
    );
    expect(body.echeances.filter((entry) => entry.statut === 'a_venir')).toHaveLength(4);
    expect(body.totaux.map((year) => year.annee)).toEqual([2027, 2026, 2025]);
    expect(body.totaux[1]).toMatchObject({ duCents: 182_400, payeCents: 182_400, impayeCents: 0 });
    expect(body.anneesAttestation).toEqual([2026, 2025]);
    expect(JSON.stringify(body)).not.toContain('30006000011234567890');
  });

  it('gives the unpaid amount of the contract that has one', async () => {
    const body = (await agent.get('/api/adherent/cotisations', { headers: MADELIN })).json<Schedule>();
    expect(body.impayeCents).toBe(8_540);
    expect(body.echeances).toContainEqual(
      expect.objectContaining({ dateEcheance: '2026-10-05', statut: 'impayee' }),
    );
    expect(body.rum).toBeNull();
  });

  it("never reads another member's contract, nor a contract without a schedule", async () => {
    const foreign = await agent.get('/api/adherent/cotisations', {
      headers: { 'x-contrat-courant': '1000002-01' },
    });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.body).not.toContain('Jean');
    const none = await agent.get('/api/adherent/cotisations', {
      headers: { 'x-contrat-courant': '1000001-04' },
    });
    expect(none.statusCode).toBe(404);
    expect(none.json()).toMatchObject({ code: 'FLOW.COTISATION_SANS_ECHEANCIER' });
  });
});

describe('GET /api/adherent/cotisations/historique', () => {
  it('pages the earlier years newest first with a keyset cursor', async () => {
    const first = await agent.get('/api/adherent/cotisations/historique?taille=3', { headers: MADELIN });
    expect(first.statusCode).toBe(200);
    const page = first.json<{ echeances: Entry[]; suivant: string | null }>();
    expect(page.echeances.map((entry) => entry.dateEcheance)).toEqual([
      '2025-12-05',
      '2025-11-05',
      '2025-10-05',
    ]);
    expect(page.suivant).toBe('2025-10-05~0');
    const all: string[] = page.echeances.map((entry) => entry.dateEcheance);
    let cursor = page.suivant;
    while (cursor !== null) {
      const next = (
        await agent.get(`/api/adherent/cotisations/historique?taille=5&apres=${cursor}`, { headers: MADELIN })
      ).json<{ echeances: Entry[]; suivant: string | null }>();
      all.push(...next.echeances.map((entry) => entry.dateEcheance));
      cursor = next.suivant;
    }
    expect(all).toHaveLength(12);
    expect(new Set(all).size).toBe(12);
  });

  it('refuses a page size out of bounds', async () => {
    const response = await agent.get('/api/adherent/cotisations/historique?taille=500', { headers: MADELIN });
    expect(response.statusCode).toBe(400);
  });
});

describe('GET /api/adherent/cotisations/impayes (home banner)', () => {
  it("lists the member's unpaid amounts with what to do, and nothing for a member up to date", async () => {
    const response = await agent.get('/api/adherent/cotisations/impayes');
    expect(response.json()).toEqual([
      {
        numeroContrat: '1000001-02',
        nomOffre: 'Prévoyance Sérénité',
        montantCents: 8_540,
        conduiteATenir: expect.stringContaining('virement'),
      },
    ]);
    const other = t.agent();
    await signInAs(t, other, await createMemberAccount(t, 'M002', 'jean.martin@example.fr'));
    expect((await other.get('/api/adherent/cotisations/impayes')).json()).toEqual([]);
  });
});

describe('PDFs of « Mes cotisations »', () => {
  it('gives the SEPA mandate: RUM, ICS, debtor, masked IBAN and BIC, signature date', async () => {
    const response = await agent.get('/api/adherent/cotisations/mandat-sepa', { headers: HEALTH });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toContain('attachment');
    const text = await pdfText(response.rawPayload);
    expect(text).toContain('Mandat de prélèvement SEPA');
    expect(text).toContain('RUM-1000001-01-0001');
    expect(text).toContain('FR45ZZZ842615');
    expect(text).toContain('Marie Dupont');
    expect(text).toContain('IBAN : FR76 **** **** **** **** ***0 189');
    expect(text).toContain('BIC : AGRIFR**');
    expect(text).toContain('10/12/2024');
    expect(text).not.toContain('30006000011234567890');
  });

  it('has no mandate for a contract paid by transfer', async () => {
    const response = await agent.get('/api/adherent/cotisations/mandat-sepa', { headers: MADELIN });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'FLOW.COTISATION_SANS_MANDAT' });
  });

  it('certifies the contributions paid in 2025 with the « loi Madelin » part of a Madelin contract', async () => {
    const response = await agent.get('/api/adherent/cotisations/attestation?annee=2025', {
      headers: MADELIN,
    });
    expect(response.statusCode).toBe(200);
    const text = await pdfText(response.rawPayload);
    expect(text).toContain('Attestation de paiement des cotisations');
    expect(text).toContain('Année 2025');
    expect(text).toMatch(/Total des cotisations payées : 1 024,80 €/);
    expect(text).toMatch(/Part éligible à la déduction « loi Madelin » : 1 024,80 €/);
  });

  it('says a non-Madelin contract has no deductible part, and answers 404 for a year without payment', async () => {
    const text = await pdfText(
      (await agent.get('/api/adherent/cotisations/attestation?annee=2025', { headers: HEALTH })).rawPayload,
    );
    expect(text).toContain('ne relève pas de la « loi Madelin »');
    expect(text).toMatch(/Total des cotisations payées : 1 824,00 €/);
    const none = await agent.get('/api/adherent/cotisations/attestation?annee=2019', { headers: HEALTH });
    expect(none.statusCode).toBe(404);
  });
});
