import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { TestAgent } from '../testing/test-agent.ts';
import { buildTestApp, type TestApp } from '../testing/test-app.ts';
import { DEMO_ACCOUNT_ID, signInAs } from '../testing/member-session.ts';

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

const URL = '/api/adherent/cotisations/modalite-paiement';
const HEALTH = { 'x-contrat-courant': '1000001-01' };
const MADELIN = { 'x-contrat-courant': '1000001-02' };
const ACCOUNT = { titulaire: 'Marie Dupont', iban: 'FR7630006000011234567890189', bic: 'AGRIFRPP' };

interface Schedule {
  libellePeriodicite: string;
  libelleModePaiement: string;
  rum: string | null;
  echeances: { dateEcheance: string; statut: string; montantCents: number; codePeriodicite: string }[];
  modifications: {
    dateEffet: string;
    libellePeriodicite: string;
    rum: string | null;
    ibanMasque: string | null;
  }[];
}

async function pdfText(payload: Buffer): Promise<string> {
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(payload)), { mergePages: true });
  return text.replace(/\s+/g, ' ');
}

describe('POST /api/adherent/cotisations/modalite-paiement', () => {
  it('needs a session and the anti-forgery header', async () => {
    expect(
      (await t.agent().post(URL, { data: { codeModePaiement: 'PRL', codePeriodicite: 'M' } })).statusCode,
    ).toBe(401);
  });

  it('changes the frequency to monthly from the next due date, with a new mandate, kept in the history', async () => {
    const response = await agent.post(
      URL,
      { data: { codeModePaiement: 'PRL', codePeriodicite: 'M', ...ACCOUNT } },
      { headers: HEALTH },
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      dateEffet: '2027-01-05',
      rum: 'RUM-1000001-01-0002',
      isModeGestionManuel: false,
    });

    const schedule = (await agent.get('/api/adherent/cotisations', { headers: HEALTH })).json<Schedule>();
    expect(schedule.libellePeriodicite).toBe('Mensuelle');
    expect(schedule.rum).toBe('RUM-1000001-01-0002');
    const next = schedule.echeances.filter((entry) => entry.dateEcheance >= '2027-01-01');
    expect(next).toHaveLength(12);
    expect(next.every((entry) => entry.codePeriodicite === 'M' && entry.statut === 'a_venir')).toBe(true);
    expect(next.reduce((sum, entry) => sum + entry.montantCents, 0)).toBe(182_400);
    const settled = schedule.echeances.filter((entry) => entry.dateEcheance < '2027-01-01');
    expect(settled.every((entry) => entry.codePeriodicite === 'T')).toBe(true);
    expect(schedule.modifications).toEqual([
      expect.objectContaining({
        dateEffet: '2027-01-05',
        libellePeriodicite: 'Mensuelle',
        rum: 'RUM-1000001-01-0002',
        ibanMasque: 'FR76 •••• •••• •••• •••• •••0 189',
      }),
    ]);
    const mandate = await pdfText(
      (await agent.get('/api/adherent/cotisations/mandat-sepa', { headers: HEALTH })).rawPayload,
    );
    expect(mandate).toContain('RUM-1000001-01-0002');
    expect(mandate).toContain('26/11/2026');
  });

  it('switches a transfer to a direct debit: the account is checked with the bank-details rules', async () => {
    const wrong = await agent.post(
      URL,
      {
        data: {
          codeModePaiement: 'PRL',
          codePeriodicite: 'M',
          titulaire: 'Marie Dupont',
          iban: 'FR7630006000011234567890188',
          bic: 'AGRIFRPP',
        },
      },
      { headers: MADELIN },
    );
    expect(wrong.statusCode).toBe(400);
    expect(JSON.stringify(wrong.json())).toContain('IBAN.');
    const right = await agent.post(
      URL,
      { data: { codeModePaiement: 'PRL', codePeriodicite: 'M', ...ACCOUNT } },
      { headers: MADELIN },
    );
    expect(right.statusCode).toBe(200);
    expect(right.json()).toMatchObject({ dateEffet: '2026-12-05', rum: 'RUM-1000001-02-0001' });
    const schedule = (await agent.get('/api/adherent/cotisations', { headers: MADELIN })).json<Schedule>();
    expect(schedule.libelleModePaiement).toBe('Prélèvement');
    expect(schedule.echeances).toContainEqual(
      expect.objectContaining({ dateEcheance: '2026-10-05', statut: 'impayee' }),
    );
  });

  it('refuses a request that changes nothing and unknown codes, on their fields', async () => {
    const same = await agent.post(
      URL,
      { data: { codeModePaiement: 'VIR', codePeriodicite: 'M' } },
      { headers: MADELIN },
    );
    expect(same.statusCode).toBe(400);
    expect(JSON.stringify(same.json())).toContain('COTISATION.AUCUNE_MODIFICATION');
    const unknown = await agent.post(
      URL,
      { data: { codeModePaiement: 'BTC', codePeriodicite: 'Z' } },
      { headers: MADELIN },
    );
    expect(unknown.statusCode).toBe(400);
    expect(JSON.stringify(unknown.json())).toContain('COTISATION.PERIODICITE_INCONNUE');
  });

  it("refuses a RIB document that is not one of the member's uploads", async () => {
    await t.db.query(
      `INSERT INTO uploaded_files (remote_file_name, local_file_name, size, mime_type, input_name, account_id, created_at)
       VALUES ('mine.pdf', 'rib.pdf', 1200, 'application/pdf', 'rib', $1, $2)`,
      [DEMO_ACCOUNT_ID, t.clock.now()],
    );
    const foreign = {
      remoteFileName: 'someone-else.pdf',
      localFileName: 'rib.pdf',
      size: 1200,
      inputName: 'rib',
    };
    const response = await agent.post(
      URL,
      { data: { codeModePaiement: 'PRL', codePeriodicite: 'M', ...ACCOUNT, rib: [foreign] } },
      { headers: HEALTH },
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'UPLOAD.UNKNOWN_FILE' });
  });

  it("never changes another member's contract", async () => {
    const response = await agent.post(
      URL,
      { data: { codeModePaiement: 'CHQ', codePeriodicite: 'A' } },
      { headers: { 'x-contrat-courant': '1000002-01' } },
    );
    expect(response.statusCode).toBe(404);
    const { rows } = await t.db.query<{ code_mode_paiement: string }>(
      "SELECT code_mode_paiement FROM contribution_settings WHERE numero_contrat_individuel = '1000002-01'",
    );
    expect(rows[0]?.code_mode_paiement).toBe('PRL');
  });
});
