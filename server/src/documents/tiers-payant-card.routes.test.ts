import { extractText, getDocumentProxy, getResolvedPDFJS } from 'unpdf';
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

const MM = 72 / 25.4;

async function card(contract: string) {
  const response = await agent.get('/api/cgdm-svc/ged/export?typeDocument=CarteTP', {
    headers: { 'x-contrat-courant': contract },
  });
  expect(response.statusCode).toBe(200);
  const pdf = await getDocumentProxy(new Uint8Array(response.rawPayload));
  const { text } = await extractText(pdf, { mergePages: true });
  const page = await pdf.getPage(1);
  const { width, height } = page.getViewport({ scale: 1 });
  const operators = await page.getOperatorList();
  return { text: text.replace(/\s+/g, ' '), pages: pdf.numPages, width, height, operators };
}

describe('the tiers-payant card PDF (issue 22: usable at the counter)', () => {
  it('is one A4 page holding a recto and a verso of the ID-1 size (85.6 × 54 mm) with cut marks', async () => {
    const { pages, width, height, operators } = await card('1000001-01');
    expect(pages).toBe(1);
    // The two card frames, and the marks of the 8 corners (pdf.js reads each corner's two lines as one stroked
    // path): 2 + 16 stroked paths, 2 without the marks.
    const { OPS } = await getResolvedPDFJS();
    const strokes = operators.fnArray.filter(
      (op, index) =>
        op === OPS.stroke || (op === OPS.constructPath && operators.argsArray[index]?.[0] === OPS.stroke),
    ).length;
    expect(strokes).toBeGreaterThanOrEqual(18);
    expect([Math.round(width), Math.round(height)]).toEqual([595, 842]);
    const { renderTiersPayantCard, CARD_SIZE } = await import('./tiers-payant-card.pdf.ts');
    expect(CARD_SIZE.width / MM).toBeCloseTo(85.6, 5);
    expect(CARD_SIZE.height / MM).toBeCloseTo(54, 5);
    expect(typeof renderTiersPayantCard).toBe('function');
  });

  it('prints what professionals read: AMC number, validity, beneficiaries with their rank, the phone', async () => {
    const { text } = await card('1000001-01');
    expect(text).toContain('Numéro AMC : 999000123');
    expect(text).toContain('Valable du 01/01/2025 au 31/12/2025');
    expect(text).toMatch(/01 Marie DUPONT/u);
    expect(text).toMatch(/0[23] (Thomas|Léa) DUPONT/u);
    expect(text).toContain('Professionnels de santé : 01 84 80 00 00');
    expect(text).toContain('Découpez le recto et le verso');
  });

  it('gives per domain the convention and the coverage of the contract’s guarantees, never a network slug', async () => {
    const { text } = await card('1000001-01');
    for (const domain of ['PHAR Pharmacie', 'LABO Laboratoire', 'RADL Radiologie', 'HOSP Hospitalisation'])
      expect(text).toContain(domain);
    expect(text).toContain('OPTI Optique TP-OP 100 € par équipement');
    expect(text).toContain('AUDI Audioprothèse TP-AU 100 % BR + 100 € par oreille');
    expect(text).toContain('PHAR Pharmacie TP-PH 100 % BR');
    expect(text).not.toMatch(/code [a-z]+-[a-z]+/u);
    expect(text).not.toContain('optique-horizon');
  });

  it('says « Non couvert », without convention, for the domains an hospital-only offer does not cover', async () => {
    const { renderTiersPayantCard } = await import('./tiers-payant-card.pdf.ts');
    const { tiersPayantCard } = await import('./tiers-payant-card.ts');
    const frais = { libelle: 'Frais de séjour', formule: '100 % BR', precision: '' };
    const rendered = await renderTiersPayantCard(
      tiersPayantCard({
        issuer: 'Mutuelle Démo',
        today: '2026-03-01',
        numeroContrat: '1000001-03',
        beneficiaries: [],
        guarantees: {
          nomOffre: 'Hospitalisation Plus',
          domaines: [{ code: 'hospitalisation', libelle: 'Hospitalisation', lignes: [frais] }],
        },
      }),
      new Date('2026-03-01T10:00:00Z'),
    );
    const pdf = await getDocumentProxy(new Uint8Array(rendered));
    const text = (await extractText(pdf, { mergePages: true })).text.replace(/\s+/g, ' ');
    expect(text).toContain('HOSP Hospitalisation TP-HO 100 % BR');
    expect(text).toContain('OPTI Optique — Non couvert');
    expect(text).toContain('Valable du 01/01/2026 au 31/12/2026');
  });

  it("never gives another member's card when the contract header names their contract", async () => {
    const response = await agent.get('/api/cgdm-svc/ged/export?typeDocument=CarteTP', {
      headers: { 'x-contrat-courant': '1000002-01' },
    });
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain('MARTIN');
  });
});

interface CardBody {
  numeroAmc: string;
  numeroContrat: string;
  valableDu: string;
  valableAu: string;
  beneficiaires: { rang: number; prenom: string; nom: string }[];
  domaines: { code: string; convention: string | null; couverture: string }[];
  telephoneProfessionnels: string;
}

describe('GET /api/adherent/carte-tiers-payant (the card shown on the phone)', () => {
  it('needs a session', async () => {
    expect((await t.agent().get('/api/adherent/carte-tiers-payant')).statusCode).toBe(401);
  });

  it('gives the same card as the PDF: AMC number, validity, persons by rank, domains from the guarantees', async () => {
    const response = await agent.get('/api/adherent/carte-tiers-payant', {
      headers: { 'x-contrat-courant': '1000001-01' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('private, no-store');
    const body = response.json<CardBody>();
    expect(body).toMatchObject({
      numeroAmc: '999000123',
      numeroContrat: '1000001-01',
      valableDu: '2025-01-01',
      valableAu: '2025-12-31',
      telephoneProfessionnels: '01 84 80 00 00',
    });
    expect(body.beneficiaires.map((person) => person.rang)).toEqual([1, 2, 3]);
    expect(body.beneficiaires[0]).toMatchObject({ prenom: 'Marie', nom: 'Dupont' });
    expect(body.domaines.map((domain) => domain.code)).toEqual([
      'PHAR',
      'LABO',
      'RADL',
      'HOSP',
      'OPTI',
      'DENT',
      'AUDI',
    ]);
    expect(body.domaines[0]).toEqual(
      expect.objectContaining({ code: 'PHAR', convention: 'TP-PH', couverture: '100 % BR' }),
    );
  });

  it("never gives another member's card when the contract header names it", async () => {
    const response = await agent.get('/api/adherent/carte-tiers-payant', {
      headers: { 'x-contrat-courant': '1000002-01' },
    });
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain('Martin');
  });

  it('has no card for a terminated contract', async () => {
    const response = await agent.get('/api/adherent/carte-tiers-payant', {
      headers: { 'x-contrat-courant': '1000001-04' },
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'DOCUMENT_INDISPONIBLE' });
  });
});
