import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { TestAgent } from '../testing/test-agent.ts';
import { buildTestApp, type TestApp } from '../testing/test-app.ts';
import { signInAs } from '../testing/member-session.ts';
import { loginAs } from '../testing/login.ts';
import { DEMO_ADMIN_LOGIN } from '../db/seeds/core.seed.ts';
import { hospitalCoverage, MARIE_CONTRACT, SEEDED, uploadPdf } from './requests.test-support.ts';

let t: TestApp;
let agent: TestAgent;

beforeAll(async () => {
  t = await buildTestApp();
}, 120_000);

beforeEach(async () => {
  await t.reset();
  // The demo requests are dated from the real time of the seed (the app's clock runs from there).
  t.clock.set(new Date());
  agent = t.agent();
  await signInAs(t, agent);
});

afterAll(async () => {
  await t.close();
});

interface Summary {
  id: string;
  numero: string;
  type: string;
  statut: string;
  libelleStatut: string;
  dateEnvoi: string;
  dateReponseAttendue: string;
  enRetard: boolean;
}
interface Detail extends Summary {
  pieces: { remoteFileName: string; localFileName: string }[];
  evenements: { statut: string | null; libelle: string; note: string | null }[];
  messages: { auteur: string; texte: string }[];
  donnees: Record<string, unknown>;
  peutRepondreComplement: boolean;
}
interface ErrorBody {
  code: string;
  message: string;
  errors?: { field: string; code: string; message: string }[];
}

describe('GET /api/adherent/demandes', () => {
  it('needs a session', async () => {
    expect((await t.agent().get('/api/adherent/demandes')).statusCode).toBe(401);
  });

  it("lists the current contract's requests, newest first, with their status and expected answer date", async () => {
    const response = await agent.get('/api/adherent/demandes', { headers: MARIE_CONTRACT });
    expect(response.statusCode).toBe(200);
    const list = response.json<Summary[]>();
    expect(list.map((item) => [item.id, item.libelleStatut])).toEqual([
      [SEEDED.sent, 'Envoyée'],
      [SEEDED.complement, 'Complément demandé'],
      [SEEDED.accepted, 'Acceptée'],
      [SEEDED.closed, 'Clôturée'],
    ]);
    expect(list[0]?.numero).toMatch(/^DEM-\d{4}-\d{7}$/);
  });

  it('answers 404 for a contract header that is not the member’s, and nothing for their other contract', async () => {
    expect(
      (await agent.get('/api/adherent/demandes', { headers: { 'x-contrat-courant': '1000002-01' } }))
        .statusCode,
    ).toBe(404);
    const other = await agent.get('/api/adherent/demandes', {
      headers: { 'x-contrat-courant': '1000001-02' },
    });
    expect(other.json()).toEqual([]);
  });
});

describe('POST /api/adherent/demandes/form', () => {
  it('records a hospital coverage with its quote, mails the acknowledgement and lists it', async () => {
    const devis = await uploadPdf(agent);
    const response = await agent.post(
      '/api/adherent/demandes/form',
      { data: hospitalCoverage(t.clock.now(), [devis]) },
      { headers: MARIE_CONTRACT },
    );
    expect(response.statusCode).toBe(200);
    const body = response.json<{
      demande: Summary;
      isModeGestionManuel: boolean;
      isAccuseReceptionActive: boolean;
    }>();
    expect(body).toMatchObject({ isModeGestionManuel: true, isAccuseReceptionActive: true });
    expect(body.demande).toMatchObject({
      type: 'prise-en-charge-hospitaliere',
      statut: 'envoyee',
      enRetard: false,
    });
    const sent = new Date(body.demande.dateEnvoi).getTime();
    expect(new Date(body.demande.dateReponseAttendue).getTime() - sent).toBe(48 * 3600_000);

    const detail = (
      await agent.get(`/api/adherent/demandes/${body.demande.id}`, { headers: MARIE_CONTRACT })
    ).json<Detail>();
    expect(detail.pieces.map((piece) => piece.remoteFileName)).toEqual([devis]);
    expect(detail.donnees).toMatchObject({ etablissement: { finess: '010000024' } });
    expect(detail.evenements.map((event) => event.libelle)).toEqual(['Envoyée']);

    const [mail] = await t.outbox('demo@mutuelle.fr');
    expect(mail?.template).toBe('request-acknowledgement');
    expect(mail?.subject).toBe(`Accusé de réception de votre demande ${body.demande.numero}`);
    expect(mail?.text).toContain('« Demande de prise en charge hospitalière »');

    const list = (await agent.get('/api/adherent/demandes', { headers: MARIE_CONTRACT })).json<Summary[]>();
    expect(list.map((item) => item.id)).toContain(body.demande.id);
  });

  it('dates the expected answer with the delay set in the back office (« Délais de traitement »)', async () => {
    const admin = t.agent();
    await loginAs(admin, DEMO_ADMIN_LOGIN);
    const saved = await admin.request('PUT', '/api/admin/referentiels/delais-demandes', {
      version: 0,
      delais: [{ type: 'prise-en-charge-hospitaliere', heures: 24 }],
    });
    expect(saved.statusCode).toBe(200);
    const devis = await uploadPdf(agent);
    const response = await agent.post(
      '/api/adherent/demandes/form',
      { data: hospitalCoverage(t.clock.now(), [devis]) },
      { headers: MARIE_CONTRACT },
    );
    const { demande } = response.json<{ demande: Summary }>();
    const sent = new Date(demande.dateEnvoi).getTime();
    expect(new Date(demande.dateReponseAttendue).getTime() - sent).toBe(24 * 3600_000);
  });

  it('records every kind of the member’s forms and gives each back in its detail', async () => {
    const today = t.clock.now().toISOString().slice(0, 10);
    const forms = [
      {
        type: 'remboursement',
        beneficiaire: 'P0010001',
        dateSoins: today,
        typeSoins: 'optique',
        montant: 89.9,
        factures: [await uploadPdf(agent, 'facture.pdf')],
      },
      {
        type: 'declaration-sinistre',
        typeSinistre: 'ARRET',
        dateEvenement: today,
        personneConcernee: 'P0010001',
        description: 'Arrêt de travail de trois semaines.',
        justificatifs: [await uploadPdf(agent, 'arret.pdf')],
      },
      {
        type: 'ajout-beneficiaire',
        civilite: 'M',
        nom: 'Dupont',
        prenom: 'Jules',
        dateNaissance: '2025-06-01',
        nir: null,
        cleNir: null,
        nirMonaco: false,
        rattacheNirAdherent: true,
        typeBeneficiaire: 'ENFANT',
        teletransmission: true,
        justificatifs: [await uploadPdf(agent, 'livret-de-famille.pdf')],
      },
      {
        type: 'radiation-beneficiaire',
        beneficiaire: 'P0010002',
        dateEffet: today,
        motif: 'Départ du foyer',
      },
    ];
    for (const form of forms) {
      const sent = await agent.post(
        '/api/adherent/demandes/form',
        { data: form },
        { headers: MARIE_CONTRACT },
      );
      expect(sent.statusCode, `${form.type}: ${sent.body}`).toBe(200);
      const { demande } = sent.json<{ demande: Summary }>();
      const detail = (await agent.get(`/api/adherent/demandes/${demande.id}`)).json<Detail>();
      expect(detail.donnees).toMatchObject({ type: form.type });
      expect(detail.pieces).toHaveLength(form.type === 'radiation-beneficiaire' ? 0 : 1);
    }
    expect((await t.outbox('demo@mutuelle.fr')).length).toBe(forms.length);
  });

  it('checks the data again with the domain rules: 400 with a French message per field', async () => {
    const form = hospitalCoverage(t.clock.now());
    const response = await agent.post(
      '/api/adherent/demandes/form',
      {
        data: {
          ...form,
          etablissement: { ...form.etablissement, finess: '010000025', email: null },
          dateAdmission: '2020-01-01',
        },
      },
      { headers: MARIE_CONTRACT },
    );
    expect(response.statusCode).toBe(400);
    expect(response.json<ErrorBody>().errors?.map((e) => [e.field, e.code])).toEqual([
      ['etablissement.finess', 'FINESS.KEY_MISMATCH'],
      ['etablissement.fax', 'ESTABLISHMENT.CONTACT_REQUIRED'],
      ['dateAdmission', 'ADMISSION_DATE.TOO_OLD'],
    ]);
  });

  it('refuses a person outside the contract and a document that is not one of the member’s uploads', async () => {
    const stranger = t.agent();
    await signInAs(t, stranger, await createAccountFor('M002'));
    const theirs = await uploadPdf(stranger);
    const response = await agent.post(
      '/api/adherent/demandes/form',
      { data: { ...hospitalCoverage(t.clock.now(), [theirs]), beneficiaire: 'P0020001' } },
      { headers: MARIE_CONTRACT },
    );
    expect(response.statusCode).toBe(400);
    expect(response.json<ErrorBody>().errors?.map((e) => [e.field, e.code])).toEqual([
      ['beneficiaire', 'FLOW.REQUEST_PERSON_UNKNOWN'],
      ['devis', 'FLOW.REQUEST_ATTACHMENT_UNKNOWN'],
    ]);
    expect(await t.outbox('demo@mutuelle.fr')).toEqual([]);
  });

  it('checks the session and the anti-forgery token before the body', async () => {
    const noToken = await agent.post('/api/adherent/demandes/form', { nope: 1 }, { noCsrf: true });
    expect(noToken.statusCode).toBe(403);
    expect((await t.agent().post('/api/adherent/demandes/form', { nope: 1 })).statusCode).toBe(401);
  });
});

describe('GET /api/adherent/demandes/{id}/accuse-reception', () => {
  it('gives a PDF naming the member, the request and its expected answer date', async () => {
    const response = await agent.get(`/api/adherent/demandes/${SEEDED.sent}/accuse-reception`, {
      headers: MARIE_CONTRACT,
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(String(response.headers['content-disposition'])).toMatch(
      /^attachment; filename="Accuse de reception DEM-/,
    );
    const pdf = await getDocumentProxy(new Uint8Array(response.rawPayload));
    const text = (await extractText(pdf, { mergePages: true })).text.replace(/\s+/g, ' ');
    expect(text).toContain('Accusé de réception');
    expect(text).toContain('Marie Dupont');
    expect(text).toContain("Ajout d'un bénéficiaire");
    expect(text).toContain('Réponse attendue au plus tard le');
  });
});

async function createAccountFor(memberId: string): Promise<string> {
  const { createMemberAccount } = await import('../testing/member-session.ts');
  return createMemberAccount(t, memberId, `${memberId.toLowerCase()}@example.fr`);
}
