import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../testing/test-app.ts';
import { createMemberAccount, signInAs } from '../testing/member-session.ts';

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

interface ContractBody {
  numeroContratIndividuel: string;
  etat: string;
  modalitePaiementPrestation: { isMissing: boolean; rib: unknown };
  famille: string;
}

describe('GET /api/adherent/contrats', () => {
  it('needs a session', async () => {
    const response = await t.agent().get('/api/adherent/contrats');
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ code: 'UNAUTHORIZED', message: 'Accès non autorisé' });
  });

  it("lists only the signed-in member's contracts, in every state, one with a missing payment", async () => {
    const agent = t.agent();
    await signInAs(t, agent);
    const response = await agent.get('/api/adherent/contrats');
    expect(response.statusCode).toBe(200);
    const { contrats } = response.json<{ contrats: ContractBody[] }>();
    expect(contrats.map((contract) => [contract.numeroContratIndividuel, contract.etat])).toEqual([
      ['1000001-01', 'valide'],
      ['1000001-02', 'eninstance'],
      ['1000001-03', 'suspendu'],
      ['1000001-04', 'resilie'],
    ]);
    expect(contrats[0]?.modalitePaiementPrestation).toMatchObject({ isMissing: true, rib: null });
    expect(contrats[1]?.modalitePaiementPrestation.rib).toEqual({
      codeInternationalPaysIso2: 'FR',
      cleIban: '76',
      identifiantNationalCompte: '30006000010007015430189',
      codeBIC: 'AGRIFRPP',
      titulaire: 'Marie Dupont',
    });
  });

  it('says which contract is prévoyance and which are santé', async () => {
    const agent = t.agent();
    await signInAs(t, agent);
    const { contrats } = (await agent.get('/api/adherent/contrats')).json<{ contrats: ContractBody[] }>();
    expect(contrats.map((contract) => [contract.numeroContratIndividuel, contract.famille])).toEqual([
      ['1000001-01', 'sante'],
      ['1000001-02', 'prevoyance'],
      ['1000001-03', 'sante'],
      ['1000001-04', 'sante'],
    ]);
  });

  it('gives another member their own contracts', async () => {
    const agent = t.agent();
    await signInAs(t, agent, await createMemberAccount(t, 'M002', 'jean.martin@example.fr'));
    const { contrats } = (await agent.get('/api/adherent/contrats')).json<{ contrats: ContractBody[] }>();
    expect(contrats.map((contract) => contract.numeroContratIndividuel)).toEqual(['1000002-01']);
  });
});

describe('contracts service fault (dev switch)', () => {
  it('answers 503 with a French error body once after the contrats fault is armed, then recovers', async () => {
    const agent = t.agent();
    await signInAs(t, agent);
    expect((await agent.post('/dev/faults', { fault: 'contrats', times: 1 })).statusCode).toBe(200);
    const down = await agent.get('/api/adherent/contrats');
    expect(down.statusCode).toBe(503);
    expect(down.json()).toEqual({
      code: 'CONTRATS_INDISPONIBLES',
      message: 'Le service des contrats est momentanément indisponible.',
    });
    const back = await agent.get('/api/adherent/contrats');
    expect(back.statusCode).toBe(200);
  });
});

describe('consents', () => {
  it('removes an answered consent from the pending list', async () => {
    const agent = t.agent();
    await signInAs(t, agent);
    const before = (await agent.get('/api/adherent/consentements')).json<{ nom: string; accepted: null }[]>();
    expect(before.map((consent) => consent.nom)).toEqual(['newsletter', 'partage-reseaux-soins']);
    expect(before.every((consent) => consent.accepted === null)).toBe(true);

    const answer = await agent.post('/api/forms/consentement/form', {
      data: { nomConsentement: 'newsletter', isAccepted: false },
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ ok: true });

    const after = (await agent.get('/api/adherent/consentements')).json<{ nom: string }[]>();
    expect(after.map((consent) => consent.nom)).toEqual(['partage-reseaux-soins']);
    const { rows } = await t.db.query(
      "SELECT accepted FROM member_consents WHERE member_id = 'M001' AND nom = 'newsletter'",
    );
    expect(rows).toEqual([{ accepted: false }]);
  });

  it('answers 404 for a consent the member was not asked', async () => {
    const agent = t.agent();
    await signInAs(t, agent);
    const response = await agent.post('/api/forms/consentement/form', {
      data: { nomConsentement: 'inconnu', isAccepted: true },
    });
    expect(response.statusCode).toBe(404);
  });

  it('needs a session and the anti-forgery header', async () => {
    const anonymous = await t.agent().post('/api/forms/consentement/form', {
      data: { nomConsentement: 'newsletter', isAccepted: true },
    });
    expect(anonymous.statusCode).toBe(401);
    const agent = t.agent();
    await signInAs(t, agent);
    const forged = await agent.post(
      '/api/forms/consentement/form',
      { data: { nomConsentement: 'newsletter', isAccepted: true } },
      { noCsrf: true },
    );
    expect(forged.statusCode).toBe(403);
  });
});

describe('person, beneficiaries and management mode', () => {
  it('gives the member with their address', async () => {
    const agent = t.agent();
    await signInAs(t, agent);
    const body = (await agent.get('/api/adherent/personne')).json<{
      personne: { prenom: string };
      adresse: { localite: string };
    }>();
    expect(body.personne.prenom).toBe('Marie');
    expect(body.adresse.localite).toBe('Paris');
  });

  it('lists the beneficiaries of the contract named by X-Contrat-Courant', async () => {
    const agent = t.agent();
    await signInAs(t, agent);
    const first = await agent.get('/api/adherent/beneficiaires', {
      headers: { 'x-contrat-courant': '1000001-01' },
    });
    const second = await agent.get('/api/adherent/beneficiaires', {
      headers: { 'x-contrat-courant': '1000001-02' },
    });
    expect(first.json<{ prenom: string }[]>().map((person) => person.prenom)).toEqual([
      'Marie',
      'Thomas',
      'Léa',
    ]);
    expect(second.json<{ numPers: string }[]>().map((person) => person.numPers)).toEqual(['P0010004']);
  });

  it('gives each beneficiary a rank and the teletransmission status with its refusal reason', async () => {
    const agent = t.agent();
    await signInAs(t, agent);
    const response = await agent.get('/api/adherent/beneficiaires', {
      headers: { 'x-contrat-courant': '1000001-01' },
    });
    expect(
      response
        .json<
          { prenom: string; rang: number; teletransmission: boolean; motifRefusTeletransmission: unknown }[]
        >()
        .map(({ prenom, rang, teletransmission, motifRefusTeletransmission }) => ({
          prenom,
          rang,
          teletransmission,
          motifRefusTeletransmission,
        })),
    ).toEqual([
      { prenom: 'Marie', rang: 1, teletransmission: true, motifRefusTeletransmission: null },
      {
        prenom: 'Thomas',
        rang: 2,
        teletransmission: false,
        motifRefusTeletransmission: { libelle: 'Rattaché à un autre organisme complémentaire' },
      },
      { prenom: 'Léa', rang: 3, teletransmission: true, motifRefusTeletransmission: null },
    ]);
  });

  it("answers 404 to a current-contract header naming someone else's contract, never another contract's people", async () => {
    const agent = t.agent();
    await signInAs(t, agent);
    const response = await agent.get('/api/adherent/beneficiaires', {
      headers: { 'x-contrat-courant': '1000002-01' },
    });
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain('Martin');
    expect(response.body).not.toContain('Dupont');
    const own = await agent.get('/api/adherent/beneficiaires');
    expect(own.json<{ nom: string }[]>().map((person) => person.nom)).toEqual(['Dupont', 'Dupont', 'Dupont']);
  });

  it('gives the management mode of an act, 404 for an unknown act', async () => {
    const agent = t.agent();
    await signInAs(t, agent);
    expect((await agent.get('/api/identity/client/mode-gestion/ribPrestationsActeGestion')).json()).toEqual({
      modeGestion: 'manuel',
    });
    expect((await agent.get('/api/identity/client/mode-gestion/inconnu')).statusCode).toBe(404);
  });
});
