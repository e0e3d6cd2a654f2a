import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { TestAgent } from '../testing/test-agent.ts';
import { buildTestApp, type TestApp } from '../testing/test-app.ts';
import { createMemberAccount, signInAs } from '../testing/member-session.ts';

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

const CONTRACT = { 'x-contrat-courant': '1000001-01' };

/** The text of a PDF, read back with a PDF parser (pages joined, spaces normalised). */
async function pdfText(payload: Buffer): Promise<string> {
  const pdf = await getDocumentProxy(new Uint8Array(payload));
  const { text } = await extractText(pdf, { mergePages: true });
  return text.replace(/\s+/g, ' ');
}

describe('GET /api/cgdm-svc/ged (« Mes documents »)', () => {
  it('needs a session', async () => {
    expect((await t.agent().get('/api/cgdm-svc/ged')).statusCode).toBe(401);
  });

  it('lists the card, the attestation and the situation for a valid contract, with their scopes', async () => {
    const response = await agent.get('/api/cgdm-svc/ged', { headers: CONTRACT });
    expect(response.statusCode).toBe(200);
    expect(response.json<{ typeDocument: string; scope: string }[]>()).toEqual([
      expect.objectContaining({ typeDocument: 'CarteTP', scope: 'Contrat' }),
      expect.objectContaining({ typeDocument: 'Attestation', scope: 'Both' }),
      expect.objectContaining({ typeDocument: 'SituationContractuelle', scope: 'Contrat' }),
      expect.objectContaining({ typeDocument: 'InscriptionBeneficiaires', scope: 'Contrat' }),
    ]);
  });

  it('offers only the contractual situation for a terminated contract', async () => {
    const response = await agent.get('/api/cgdm-svc/ged', { headers: { 'x-contrat-courant': '1000001-04' } });
    expect(response.json<{ typeDocument: string }[]>().map((d) => d.typeDocument)).toEqual([
      'SituationContractuelle',
    ]);
    const card = await agent.get('/api/cgdm-svc/ged/export?typeDocument=CarteTP', {
      headers: { 'x-contrat-courant': '1000001-04' },
    });
    expect(card.statusCode).toBe(404);
    expect(card.json()).toMatchObject({ code: 'DOCUMENT_INDISPONIBLE' });
  });

  it("refuses another member's contract number instead of answering with it", async () => {
    const other = { 'x-contrat-courant': '1000002-01' };
    expect((await agent.get('/api/cgdm-svc/ged', { headers: other })).statusCode).toBe(404);
    const card = await agent.get('/api/cgdm-svc/ged/export?typeDocument=CarteTP', { headers: other });
    expect(card.statusCode).toBe(404);
    expect(card.body).not.toContain('Martin');
  });

  it("refuses a beneficiary of another member's contract", async () => {
    const response = await agent.get('/api/cgdm-svc/ged/export?typeDocument=Attestation&numPers=P0020001', {
      headers: CONTRACT,
    });
    expect(response.statusCode).toBe(404);
  });

  it('answers 503 with its message when the documents service is down', async () => {
    const armed = await agent.post('/dev/faults', { fault: 'ged', times: 1 });
    expect(armed.statusCode).toBe(200);
    const response = await agent.get('/api/cgdm-svc/ged', { headers: CONTRACT });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({
      message: 'Le service des documents est momentanément indisponible.',
    });
  });
});

describe('/api/cgdm-svc/ged/export and /print (generated PDFs)', () => {
  it('downloads the tiers-payant card: member, beneficiaries by rank, AMC number, validity, no network slug', async () => {
    const response = await agent.get('/api/cgdm-svc/ged/export?typeDocument=CarteTP', { headers: CONTRACT });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="Carte de tiers payant 1000001-01.pdf"; filename*=UTF-8''Carte%20de%20tiers%20payant%201000001-01.pdf`,
    );
    const text = await pdfText(response.rawPayload);
    expect(text).toContain('Carte de tiers payant');
    expect(text).toContain('Marie DUPONT');
    expect(text).toContain('Thomas DUPONT');
    expect(text).toContain('Léa DUPONT');
    expect(text).toContain('1000001-01');
    expect(text).toContain('Numéro AMC : 999000123');
    expect(text).toContain('Valable du 01/01/2025 au 31/12/2025');
    expect(text).not.toContain('optique-horizon');
  });

  it('opens the attestation of one beneficiary inline, naming only that person', async () => {
    const response = await agent.get('/api/cgdm-svc/ged/print?typeDocument=Attestation&numPers=P0010003', {
      headers: CONTRACT,
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toMatch(/^inline; filename="Attestation d'adhesion/);
    const text = await pdfText(response.rawPayload);
    expect(text).toContain("Attestation d'adhésion");
    expect(text).toContain('Mme Marie DUPONT est adhérent(e) du contrat 1000001-01');
    expect(text).toContain('Valable du 15/01/2025 au 31/12/2025');
    expect(text).toContain('Mlle Léa DUPONT');
    expect(text).not.toContain('Thomas');
  });

  it('gives the contractual situation of a pending contract with its state', async () => {
    const response = await agent.get('/api/cgdm-svc/ged/export?typeDocument=SituationContractuelle', {
      headers: { 'x-contrat-courant': '1000001-02' },
    });
    const text = await pdfText(response.rawPayload);
    expect(text).toContain('Situation contractuelle');
    expect(text).toContain('1000001-02');
    expect(text).toContain('État : En instance');
    expect(text).toContain('Au 15/01/2025');
  });

  it('gives the beneficiaries registration form with the people already covered', async () => {
    const response = await agent.get('/api/cgdm-svc/ged/export?typeDocument=InscriptionBeneficiaires', {
      headers: CONTRACT,
    });
    expect(response.headers['content-disposition']).toMatch(
      /filename="Inscription de beneficiaires 1000001-01\.pdf"/,
    );
    const text = await pdfText(response.rawPayload);
    expect(text).toContain('Inscription de bénéficiaires');
    expect(text).toContain('Contrat 1000001-01 (Santé Essentielle Famille)');
    expect(text).toContain('M. Thomas DUPONT');
    expect(text).toContain('Bénéficiaire à inscrire');
  });

  it('lets the scope decide about the beneficiary', async () => {
    const card = await agent.get('/api/cgdm-svc/ged/export?typeDocument=CarteTP&numPers=P0010002', {
      headers: CONTRACT,
    });
    expect(card.statusCode).toBe(400);
    expect(card.json()).toMatchObject({ code: 'BENEFICIAIRE_NON_PREVU' });
  });

  it("gives another member their own documents, never Marie Dupont's", async () => {
    const other = t.agent();
    await signInAs(t, other, await createMemberAccount(t, 'M002', 'jean.martin@example.fr'));
    const mine = await other.get('/api/cgdm-svc/ged/export?typeDocument=CarteTP', { headers: CONTRACT });
    expect(mine.statusCode).toBe(404);
    const own = await other.get('/api/cgdm-svc/ged/export?typeDocument=CarteTP');
    const text = await pdfText(own.rawPayload);
    expect(text).toContain('Jean MARTIN');
    expect(text).not.toContain('DUPONT');
  });
});
