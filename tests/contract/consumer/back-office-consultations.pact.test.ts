import { MatchersV3 } from '@pact-foundation/pact';
import { HttpConsultationAdapter, HttpMemberConsultationAdapter } from '@portail/adapters';
import { describe, expect, it } from 'vitest';
import { mockServerOptions } from '../support/consumer-client.ts';
import { consumerPact } from '../support/consumer-pact.ts';
import { errorWithMessage } from '../support/error-bodies.ts';
import { STATES } from '../support/provider-states.ts';
import { writeRequestHeaders } from '../support/request-headers.ts';
import { errorOf, valueOf } from '../support/results.ts';

const { like, datetime } = MatchersV3;
const pact = consumerPact('back-office-api');
const OPEN = '/api/admin/adherents/1000001/consultations';
const DATE = datetime("yyyy-MM-dd'T'HH:mm:ss.SSSX", '2026-11-27T10:00:00.000Z');
const REASON = {
  categorie: 'appel-adherent',
  motif: "L'adhérente ne voit pas son remboursement",
  ticket: null,
};

describe("back-office-api: « Voir l'espace de l'adhérent » (consumer portail-adherent-web)", () => {
  it('opens a read-only consultation of the member space after a reason', async () => {
    await pact
      .addInteraction()
      .given(STATES.staffConsultantSignedIn)
      .uponReceiving("the opening of a consultation of Marie Dupont's space with a reason")
      .withRequest('POST', OPEN, (b) => b.headers(writeRequestHeaders()).jsonBody(REASON))
      .willRespondWith(201, (b) =>
        b.jsonBody({
          id: like('5b0c3c2e-2f4e-4a43-9d1a-0a6f0f3b8f11'),
          adherent: 'Marie Dupont',
          agentPrenom: like('Camille'),
          agentRole: like('Consultant'),
          debut: DATE,
          fin: DATE,
        }),
      )
      .executeTest(async (server) => {
        const adapter = new HttpMemberConsultationAdapter(mockServerOptions(server));
        const opened = valueOf(
          await adapter.open('1000001', { categorie: 'appel-adherent', motif: REASON.motif, ticket: null }),
        );
        expect(opened.adherent).toBe('Marie Dupont');
      });
  });

  it('refuses a reason under 10 characters (400 with the field)', async () => {
    await pact
      .addInteraction()
      .given(STATES.staffConsultantSignedIn)
      .uponReceiving('the opening of a consultation with a reason too short')
      .withRequest('POST', OPEN, (b) =>
        b.headers(writeRequestHeaders()).jsonBody({ categorie: 'autre', motif: 'court', ticket: null }),
      )
      .willRespondWith(400, (b) =>
        b.jsonBody({
          code: 'FLOW.CONSULTATION_MOTIF_INVALIDE',
          ...errorWithMessage(
            'Indiquez la catégorie du motif et le motif (au moins 10 caractères) ou un numéro de ticket.',
          ),
          errors: [
            { field: 'motif', code: 'FLOW.CONSULTATION_MOTIF_INVALIDE', message: like('Indiquez le motif') },
          ],
        }),
      )
      .executeTest(async (server) => {
        const adapter = new HttpMemberConsultationAdapter(mockServerOptions(server));
        const error = errorOf(
          await adapter.open('1000001', { categorie: 'autre', motif: 'court', ticket: null }),
        );
        expect(error.status).toBe(400);
      });
  });

  it('is refused to a member (403 with the catalogue message)', async () => {
    await pact
      .addInteraction()
      .given(STATES.signedInMember)
      .uponReceiving('the opening of a consultation from a member session')
      .withRequest('POST', OPEN, (b) => b.headers(writeRequestHeaders()).jsonBody(REASON))
      .willRespondWith(403, (b) =>
        b.jsonBody({
          code: 'HTTP.FORBIDDEN_HABILITATION',
          ...errorWithMessage("Vous n'avez pas l'habilitation nécessaire pour cette action."),
        }),
      )
      .executeTest(async (server) => {
        const adapter = new HttpMemberConsultationAdapter(mockServerOptions(server));
        const error = errorOf(
          await adapter.open('1000001', { categorie: 'appel-adherent', motif: REASON.motif, ticket: null }),
        );
        expect(error.status).toBe(403);
      });
  });

  it('records a screen viewed during the consultation', async () => {
    await pact
      .addInteraction()
      .given(STATES.staffConsultantConsultingMarie)
      .uponReceiving('a screen viewed during the consultation')
      .withRequest('POST', '/api/admin/consultations/courante/ecrans', (b) =>
        b.headers(writeRequestHeaders()).jsonBody({ ecran: '/espace/remboursements' }),
      )
      .willRespondWith(204)
      .executeTest(async (server) => {
        const adapter = new HttpConsultationAdapter(mockServerOptions(server));
        valueOf(await adapter.recordScreen('/espace/remboursements'));
      });
  });

  it('« Terminer » ends the consultation', async () => {
    await pact
      .addInteraction()
      .given(STATES.staffConsultantConsultingMarie)
      .uponReceiving('the end of the consultation')
      .withRequest('POST', '/api/admin/consultations/courante/fin', (b) => b.headers(writeRequestHeaders()))
      .willRespondWith(204)
      .executeTest(async (server) => {
        const adapter = new HttpConsultationAdapter(mockServerOptions(server));
        valueOf(await adapter.end());
      });
  });

  it('answers 404 FLOW.CONSULTATION_TERMINEE to « Terminer » without a consultation', async () => {
    await pact
      .addInteraction()
      .given(STATES.staffConsultantSignedIn)
      .uponReceiving('the end of a consultation that is not open')
      .withRequest('POST', '/api/admin/consultations/courante/fin', (b) => b.headers(writeRequestHeaders()))
      .willRespondWith(404, (b) =>
        b.jsonBody({
          code: 'FLOW.CONSULTATION_TERMINEE',
          ...errorWithMessage('La consultation est terminée.'),
        }),
      )
      .executeTest(async (server) => {
        const adapter = new HttpConsultationAdapter(mockServerOptions(server));
        expect(errorOf(await adapter.end()).status).toBe(404);
      });
  });
});
