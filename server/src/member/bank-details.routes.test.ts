import { ACCOUNT_HOLDER_MAX_LENGTH, ACCOUNT_HOLDER_PATTERN_SOURCE } from '@portail/domain';
import { loadOpenApiDocument } from '../openapi/openapi-document.ts';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { TestAgent } from '../testing/test-agent.ts';
import { buildTestApp, type TestApp } from '../testing/test-app.ts';
import { DEMO_ACCOUNT_ID, signInAs } from '../testing/member-session.ts';

let t: TestApp;
let agent: TestAgent;

const VALID_IBAN = 'FR7630004008230001234564521';
const URL = '/api/adherent/modalite-paiement-prestation/form';

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

function popup(overrides: Record<string, unknown> = {}) {
  return {
    data: {
      titulaire: 'Marie Dupont',
      iban: VALID_IBAN,
      bic: 'BNPAFRPP',
      rib: [],
      contrat: {
        numContrat: '1000001-01',
        nomOffre: 'Santé Essentielle Famille',
        rib: null,
        codeModePaiement: 'VIR',
        hadRib: false,
      },
      ...overrides,
    },
  };
}

async function storedUpload(
  remoteFileName: string,
  accountId: string = DEMO_ACCOUNT_ID,
): Promise<Record<string, unknown>> {
  await t.db.query(
    `INSERT INTO uploaded_files (remote_file_name, local_file_name, size, mime_type, input_name, account_id, created_at)
     VALUES ($1, 'rib.pdf', 1200, 'application/pdf', 'rib', $2, $3)`,
    [remoteFileName, accountId, t.clock.now()],
  );
  return { remoteFileName, localFileName: 'rib.pdf', size: 1200, inputName: 'rib' };
}

async function paymentOf(contract: string) {
  const { rows } = await t.db.query(
    'SELECT payment_missing, rib_identifiant_national FROM contracts WHERE numero_contrat_individuel = $1',
    [contract],
  );
  return rows[0];
}

describe('POST /api/adherent/modalite-paiement-prestation/form', () => {
  it('refuses an IBAN with a wrong checksum with the domain code and French message', async () => {
    const response = await agent.post(
      URL,
      popup({ iban: 'FR7730004008230001234564521', rib: [await storedUpload('a.pdf')] }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'IBAN.CHECKSUM',
      message: "La clé de contrôle de l'IBAN est incorrecte. Merci de vérifier votre saisie.",
      errors: [{ field: 'iban', code: 'IBAN.CHECKSUM' }],
    });
  });

  it('refuses a 215-character holder, and an emoji, on the field with the domain message (issue 22 #8)', async () => {
    const long = await agent.post(
      URL,
      popup({ titulaire: 'A'.repeat(215), rib: [await storedUpload('l.pdf')] }),
    );
    expect(long.statusCode).toBe(400);
    expect(long.json()).toMatchObject({
      code: 'ACCOUNT_HOLDER.TOO_LONG',
      message: 'Le titulaire du compte ne doit pas dépasser 70 caractères.',
      errors: [{ field: 'titulaire', code: 'ACCOUNT_HOLDER.TOO_LONG' }],
    });
    const emoji = await agent.post(URL, popup({ titulaire: 'Marie 😀', rib: [await storedUpload('e.pdf')] }));
    expect(emoji.json()).toMatchObject({ errors: [{ field: 'titulaire', code: 'ACCOUNT_HOLDER.FORMAT' }] });
  });

  it("enforces in the contract the domain's holder limits, so that the form knows every one", () => {
    const schemas = loadOpenApiDocument().raw['components'] as Record<string, Record<string, unknown>>;
    const popupSchema = schemas['schemas']?.['BankDetailsPopup'] as { properties: Record<string, unknown> };
    expect(popupSchema.properties['titulaire']).toMatchObject({
      maxLength: ACCOUNT_HOLDER_MAX_LENGTH,
      pattern: ACCOUNT_HOLDER_PATTERN_SOURCE,
    });
  });

  it('refuses an incomplete French IBAN with the spec hint, and a bad BIC', async () => {
    const response = await agent.post(URL, popup({ iban: 'FR76300040', bic: 'BNPA' }));
    expect(response.statusCode).toBe(400);
    const body = response.json<{ errors: { field: string; message: string }[] }>();
    expect(body.errors).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          field: 'iban',
          message: "Merci de saisir entièrement les 27 caractères de l'IBAN.",
        }),
        expect.objectContaining({ field: 'bic', message: 'Le code BIC doit comporter 8 ou 11 caractères.' }),
      ]),
    );
  });

  it('answers an IBAN longer than the schema allows with the domain code, not a schema error', async () => {
    const response = await agent.post(URL, popup({ iban: `FR76${'1'.repeat(36)}` }));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'IBAN.MAX_LENGTH',
      message: "L'IBAN ne doit pas dépasser 27 caractères.",
    });
  });

  it('requires the holder', async () => {
    const response = await agent.post(URL, popup({ titulaire: '   ', rib: [await storedUpload('b.pdf')] }));
    expect(response.json()).toMatchObject({ code: 'FIELD.REQUIRED', errors: [{ field: 'titulaire' }] });
  });

  it('requires the RIB document in manual mode', async () => {
    const response = await agent.post(URL, popup());
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'UPLOAD.REQUIRED',
      message: 'Merci de joindre le document demandé.',
    });
    expect(await paymentOf('1000001-01')).toEqual({ payment_missing: true, rib_identifiant_national: null });
  });

  it("refuses a RIB reference that is not one of the member's uploads", async () => {
    await storedUpload('autre.pdf', '00000000-0000-4000-8000-000000000002');
    const response = await agent.post(
      URL,
      popup({ rib: [{ remoteFileName: 'autre.pdf', localFileName: 'rib.pdf', size: 1 }] }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'UPLOAD.UNKNOWN_FILE' });
  });

  it('records a manual request with its RIB, marks the payment no longer missing and mails the member', async () => {
    const response = await agent.post(URL, popup({ rib: [await storedUpload('c.pdf')] }));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ isModeGestionManuel: true });
    expect(await paymentOf('1000001-01')).toEqual({ payment_missing: false, rib_identifiant_national: null });
    const { rows } = await t.db.query('SELECT status, rib_files FROM bank_details_requests');
    expect(rows).toEqual([
      { status: 'en_attente', rib_files: [expect.objectContaining({ remoteFileName: 'c.pdf' })] },
    ]);
    const { contrats } = (await agent.get('/api/adherent/contrats')).json<{
      contrats: {
        numeroContratIndividuel: string;
        modalitePaiementPrestation: { isRequestPending?: boolean };
      }[];
    }>();
    const pending = contrats.filter((c) => c.modalitePaiementPrestation.isRequestPending === true);
    expect(pending.map((c) => c.numeroContratIndividuel)).toEqual(['1000001-01']);
    const mails = await t.outbox('demo@mutuelle.fr');
    expect(mails[0]?.subject).toBe('Votre demande de modification de coordonnées bancaires');
  });

  it('applies the RIB at once in automatic mode, without a document', async () => {
    await t.db.query(
      "UPDATE acte_modes_gestion SET mode_gestion = 'automatique' WHERE id = 'ribPrestationsActeGestion'",
    );
    const response = await agent.post(URL, popup({ titulaire: 'M. ou Mme Dupont' }));
    expect(response.json()).toEqual({ isModeGestionManuel: false });
    expect(await paymentOf('1000001-01')).toEqual({
      payment_missing: false,
      rib_identifiant_national: '30004008230001234564521',
    });
    const contracts = (await agent.get('/api/adherent/contrats')).json<{
      contrats: {
        modalitePaiementPrestation: { isMissing: boolean; rib: { cleIban: string; codeBIC: string } };
      }[];
    }>();
    expect(contracts.contrats[0]?.modalitePaiementPrestation).toMatchObject({
      isMissing: false,
      rib: { cleIban: '76', codeBIC: 'BNPAFRPP', titulaire: 'M. ou Mme Dupont' },
    });
  });

  it("refuses someone else's contract", async () => {
    const response = await agent.post(
      URL,
      popup({
        rib: [await storedUpload('d.pdf')],
        contrat: {
          numContrat: '1000002-01',
          nomOffre: 'x',
          rib: null,
          codeModePaiement: 'VIR',
          hadRib: true,
        },
      }),
    );
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ code: 'CONTRAT_NON_RATTACHE' });
  });

  it('needs a session', async () => {
    expect((await t.agent().post(URL, popup())).statusCode).toBe(401);
  });
});
