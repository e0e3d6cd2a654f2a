import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { TestAgent } from '../testing/test-agent.ts';
import { buildTestApp, type TestApp } from '../testing/test-app.ts';
import { signInAs } from '../testing/member-session.ts';
import { MARIE_CONTRACT, uploadPdf } from './requests.test-support.ts';

let t: TestApp;
let agent: TestAgent;

beforeAll(async () => {
  t = await buildTestApp();
}, 120_000);

beforeEach(async () => {
  await t.reset();
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
  dateEnvoi: string;
  dateReponseAttendue: string;
}
interface ErrorBody {
  errors?: { field: string; code: string; message: string }[];
}

/** « Envoyer mon devis » of the simulator: glasses at 450 € for Thomas Dupont (P0010002, Marie's contract). */
const quote = (devis: readonly string[]) => ({
  type: 'devis',
  acte: 'LUN',
  beneficiaire: 'P0010002',
  prixDevis: 450,
  praticien: 'Optique du Centre, Bourg-en-Bresse',
  commentaire: null,
  devis,
});

describe('POST /api/adherent/demandes/form — a quote (« Envoyer mon devis »)', () => {
  it('records the quote « Envoyée » with its act, patient, price and document, acknowledged by mail and PDF', async () => {
    const file = await uploadPdf(agent, 'devis-lunettes.pdf');
    const response = await agent.post(
      '/api/adherent/demandes/form',
      { data: { ...quote([file]), libelleActe: 'Pris du membre' } },
      { headers: MARIE_CONTRACT },
    );
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json<{
      demande: Summary;
      isModeGestionManuel: boolean;
      isAccuseReceptionActive: boolean;
    }>();
    expect(body).toMatchObject({
      isAccuseReceptionActive: true,
      demande: { type: 'devis', statut: 'envoyee' },
    });
    const sent = new Date(body.demande.dateEnvoi).getTime();
    expect(new Date(body.demande.dateReponseAttendue).getTime() - sent).toBe(72 * 3600_000);

    const detail = (
      await agent.get(`/api/adherent/demandes/${body.demande.id}`, { headers: MARIE_CONTRACT })
    ).json<{ donnees: Record<string, unknown>; pieces: { remoteFileName: string }[] }>();
    expect(detail.donnees).toMatchObject({
      type: 'devis',
      acte: 'LUN',
      libelleActe: 'Lunettes (monture et verres simples)',
      beneficiaire: 'P0010002',
      prixDevis: 450,
      praticien: 'Optique du Centre, Bourg-en-Bresse',
    });
    expect(detail.pieces.map((piece) => piece.remoteFileName)).toEqual([file]);

    const [mail] = await t.outbox('demo@mutuelle.fr');
    expect(mail?.template).toBe('request-acknowledgement');
    expect(mail?.text).toContain('« Demande de devis »');

    const pdfResponse = await agent.get(`/api/adherent/demandes/${body.demande.id}/accuse-reception`, {
      headers: MARIE_CONTRACT,
    });
    expect(pdfResponse.headers['content-type']).toBe('application/pdf');
    const pdf = await getDocumentProxy(new Uint8Array(pdfResponse.rawPayload));
    const text = (await extractText(pdf, { mergePages: true })).text.replace(/\s+/g, ' ');
    expect(text).toContain('Demande de devis');
    expect(text).toContain(body.demande.numero);
  });

  it('refuses a quote without its document, of an unknown act, or for a patient outside the contract', async () => {
    const missing = await agent.post(
      '/api/adherent/demandes/form',
      { data: { ...quote([]), acte: 'INCONNU', prixDevis: 0 } },
      { headers: MARIE_CONTRACT },
    );
    expect(missing.statusCode).toBe(400);
    expect(missing.json<ErrorBody>().errors?.map((e) => [e.field, e.code, e.message])).toEqual([
      ['acte', 'CHOICE.INVALID', 'Cette valeur ne fait pas partie de la liste'],
      [
        'prixDevis',
        'AMOUNT.INVALID',
        'Le montant doit être un nombre positif en euros, avec deux décimales au plus',
      ],
      ['devis', 'UPLOAD.REQUIRED', 'Merci de joindre le document demandé.'],
    ]);

    const stranger = await agent.post(
      '/api/adherent/demandes/form',
      { data: { ...quote([await uploadPdf(agent)]), beneficiaire: 'P0020001' } },
      { headers: MARIE_CONTRACT },
    );
    expect(stranger.statusCode).toBe(400);
    expect(stranger.json<ErrorBody>().errors?.map((e) => [e.field, e.code])).toEqual([
      ['beneficiaire', 'FLOW.REQUEST_PERSON_UNKNOWN'],
    ]);
    expect(await t.outbox('demo@mutuelle.fr')).toEqual([]);
  });
});
