import { listSimulatorActs, SIMULATOR_ACTS, simulatorActOf, type SimulatorDomain } from '@portail/domain';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { TestAgent } from '../testing/test-agent.ts';
import { buildTestApp, type TestApp } from '../testing/test-app.ts';
import { signInAs } from '../testing/member-session.ts';

let t: TestApp;
let agent: TestAgent;
const FAMILY = { 'x-contrat-courant': '1000001-01' };

interface Context {
  nomOffre: string;
  dateCalcul: string;
  garanties: {
    garantie: string;
    libelle: string;
    forfait: number | null;
    plafond: { montant: number; periodeAnnees: number } | null;
  }[];
  consommations: { numPers: string; garantie: string; montant: number }[];
  beneficiaires: { numPers: string; prenom: string }[];
}

beforeAll(async () => {
  t = await buildTestApp();
}, 120_000);

beforeEach(async () => {
  await t.reset();
  agent = t.agent();
  await signInAs(t, agent);
});

afterAll(async () => {
  await t.close();
});

describe('GET /api/adherent/simulateur/contexte', () => {
  it('needs a session', async () => {
    expect((await t.agent().get('/api/adherent/simulateur/contexte')).statusCode).toBe(401);
  });

  it('reads the guarantees from the lines of « Mes garanties », with the beneficiaries', async () => {
    const response = await agent.get('/api/adherent/simulateur/contexte', { headers: FAMILY });
    expect(response.statusCode).toBe(200);
    const body = response.json<Context>();
    expect(body.nomOffre).toBe('Santé Essentielle Famille');
    expect(body.garanties.find((item) => item.garantie === 'optique-lunettes')).toMatchObject({
      libelle: 'Lunettes à tarifs libres (monture + verres)',
      forfait: 10_000,
      plafond: { montant: 10_000, periodeAnnees: 2 },
    });
    expect(body.garanties.find((item) => item.garantie === 'soins-medecines-douces')?.plafond).toEqual({
      montant: 9_000,
      periodeAnnees: 1,
    });
    expect(body.beneficiaires.map((person) => person.prenom)).toHaveLength(3);
  });

  it('counts what the mutuelle paid this period from the refunds, per beneficiary and ceiling', async () => {
    const year = t.clock.now().getUTCFullYear();
    await t.db.query(
      `INSERT INTO care_acts (id, numero_contrat_individuel, num_pers, date_soins, type_soin, libelle, montant_depense,
                              montant_secu, montant_mutuelle, statut, motif_rejet)
       VALUES ('simu-1', '1000001-01', 'P0010002', $1, 'optique', 'Lentilles de contact', 12000, 240, 3000, 'paye', NULL),
              ('simu-2', '1000001-01', 'P0010002', $2, 'optique', 'Lentilles de contact', 12000, 240, 3000, 'paye', NULL),
              ('simu-3', '1000001-01', 'P0010002', $1, 'optique', 'Lentilles de contact', 12000, 240, 0, 'rejete', 'Doublon')`,
      [`${String(year)}-01-02`, `${String(year - 1)}-12-30`],
    );
    const { rows } = await t.db.query<{ montant: string }>(
      `SELECT COALESCE(SUM(montant_mutuelle), 0)::text AS montant FROM care_acts
        WHERE num_pers = 'P0010002' AND libelle = 'Lentilles de contact' AND date_soins >= $1 AND statut <> 'rejete'`,
      [`${String(year)}-01-01`],
    );
    const body = (await agent.get('/api/adherent/simulateur/contexte', { headers: FAMILY })).json<Context>();
    expect(body.consommations).toContainEqual({
      numPers: 'P0010002',
      garantie: 'optique-lentilles',
      montant: Number(rows[0]?.montant),
    });
  });

  it("answers 404 for another member's contract header, never their data", async () => {
    const response = await agent.get('/api/adherent/simulateur/contexte', {
      headers: { 'x-contrat-courant': '1000002-01' },
    });
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain('P0020001');
  });
});

describe('renforts (AjoutRenforts)', () => {
  it('lists the options the offer may add, with their monthly price', async () => {
    const response = await agent.get('/api/adherent/simulateur/renforts', { headers: FAMILY });
    expect(response.statusCode).toBe(200);
    const renforts = response.json<{ code: string; prixMensuel: number; demandeEnCours: boolean }[]>();
    expect(renforts[0]).toMatchObject({ code: 'RENFORT-OPTIQUE', prixMensuel: 850, demandeEnCours: false });
  });

  it('records a request as an AjoutRenforts act, manual, acknowledged by mail, then shown as pending', async () => {
    const response = await agent.post(
      '/api/adherent/simulateur/renforts',
      { code: 'RENFORT-OPTIQUE', acte: 'Lunettes à 450 €' },
      { headers: FAMILY },
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ isModeGestionManuel: true, isAccuseReceptionActive: true });
    const { rows } = await t.db.query<{ data: { typeDocument: string; renfort: string } }>(
      `SELECT data FROM member_acts WHERE form_name = 'ajout-renforts' AND numero_contrat_individuel = '1000001-01'`,
    );
    expect(rows.map((row) => row.data)).toEqual([
      expect.objectContaining({ typeDocument: 'AjoutRenforts', renfort: 'RENFORT-OPTIQUE' }),
    ]);
    const renforts = (await agent.get('/api/adherent/simulateur/renforts', { headers: FAMILY })).json<
      { code: string; demandeEnCours: boolean }[]
    >();
    expect(renforts.find((item) => item.code === 'RENFORT-OPTIQUE')?.demandeEnCours).toBe(true);
  });

  it('answers 404 for a renfort the offer does not have, and for another member’s contract', async () => {
    const unknown = await agent.post(
      '/api/adherent/simulateur/renforts',
      { code: 'INCONNU' },
      { headers: FAMILY },
    );
    expect(unknown.statusCode).toBe(404);
    const foreign = await agent.post(
      '/api/adherent/simulateur/renforts',
      { code: 'RENFORT-OPTIQUE' },
      { headers: { 'x-contrat-courant': '1000002-01' } },
    );
    expect(foreign.statusCode).toBe(404);
    const { rows } = await t.db.query(`SELECT 1 FROM member_acts WHERE form_name = 'ajout-renforts'`);
    expect(rows).toHaveLength(0);
  });

  it('checks the session before the body (401 before 400)', async () => {
    expect((await t.agent().post('/api/adherent/simulateur/renforts', {})).statusCode).toBe(401);
    expect((await agent.post('/api/adherent/simulateur/renforts', {}, { headers: FAMILY })).statusCode).toBe(
      400,
    );
  });
});

describe('the simulator data agree with the domain', () => {
  it('every act of the domains is one the domain computes, every guarantee an act names has a « Mes garanties » line', async () => {
    const domains = (await agent.get('/api/simulateurprestation/domaines')).json<SimulatorDomain[]>();
    const acts = listSimulatorActs(domains);
    expect(acts.length).toBeGreaterThan(10);
    expect(acts.filter((act) => simulatorActOf(act.code) === null)).toEqual([]);
    const context = (
      await agent.get('/api/adherent/simulateur/contexte', { headers: FAMILY })
    ).json<Context>();
    const keys = SIMULATOR_ACTS.flatMap((act) => [
      act.garantie,
      ...(act.panier100Sante ? [act.panier100Sante.garantie] : []),
    ]);
    expect(
      [...new Set(keys)].filter((key) => !context.garanties.some((item) => item.garantie === key)),
    ).toEqual([]);
  });
});
