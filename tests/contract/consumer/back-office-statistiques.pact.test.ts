import { MatchersV3 } from '@pact-foundation/pact';
import { HttpStatisticsAdapter } from '@portail/adapters';
import { describe, expect, it } from 'vitest';
import { mockServerOptions } from '../support/consumer-client.ts';
import { consumerPact } from '../support/consumer-pact.ts';
import { errorWithMessage } from '../support/error-bodies.ts';
import { STATES } from '../support/provider-states.ts';
import { everyRequestHeaders } from '../support/request-headers.ts';
import { errorOf, valueOf } from '../support/results.ts';

const { eachLike, like, integer, number, regex } = MatchersV3;
const pact = consumerPact('back-office-api');
const PATH = '/api/admin/statistiques';
const QUERY = { du: '2030-01-01', au: '2030-01-31', granularite: 'semaine' };
const PERIOD = { du: '2030-01-01', au: '2030-01-31', granularite: 'semaine' } as const;
const series = () => eachLike(integer(1));
const DAY = /^\d{4}-\d{2}-\d{2}$/;

describe('back-office-api: « Statistiques » (consumer portail-adherent-web)', () => {
  it('reads every figure of the dashboard over a period, per week', async () => {
    await pact
      .addInteraction()
      .given(STATES.staffConsultantWithStatistics)
      .uponReceiving('a request for the statistics of January 2030 per week')
      .withRequest('GET', PATH, (b) => b.headers(everyRequestHeaders()).query(QUERY))
      .willRespondWith(200, (b) =>
        b.jsonBody({
          du: '2030-01-01',
          au: '2030-01-31',
          granularite: 'semaine',
          periodes: eachLike(regex(DAY, '2029-12-31')),
          comptes: {
            demandes: series(),
            activations: series(),
            suppressions: series(),
            totalDemandes: integer(1),
            totalActivations: integer(1),
            totalSuppressions: integer(0),
            tauxActivation: number(1.0),
            delaiMedianActivationSecondes: number(600.0),
          },
          connexions: {
            localReussies: series(),
            localEchouees: series(),
            oidcReussies: series(),
            oidcEchouees: series(),
          },
          doubleAuthentification: {
            activations: series(),
            desactivations: series(),
            comptesActifs: integer(1),
            comptesAvecDoubleAuthentification: integer(0),
            tauxAdoption: number(0.0),
          },
          comptesBloques: series(),
          faq: {
            questions: eachLike({
              id: integer(1),
              titre: like('Comment créer mon espace ?'),
              clics: integer(1),
              oui: integer(0),
              non: integer(0),
            }),
            tauxUtilite: null,
            recherchesSansResultat: eachLike({ recherche: like('lunettes'), nombre: integer(1) }),
          },
          demandes: eachLike({
            type: like('remboursement'),
            nombre: integer(1),
            traitees: integer(1),
            delaiMedianHeures: number(24.0),
            delaiCibleHeures: integer(120),
            enRetard: integer(0),
          }),
          notifications: {
            envoyees: series(),
            ouvertes: series(),
            totalEnvoyees: integer(1),
            totalOuvertes: integer(0),
          },
        }),
      )
      .executeTest(async (server) => {
        const dashboard = valueOf(
          await new HttpStatisticsAdapter(mockServerOptions(server)).dashboard(PERIOD),
        );
        expect(dashboard.granularite).toBe('semaine');
        expect(dashboard.comptes.tauxActivation).toBe(1);
        expect(dashboard.faq.recherchesSansResultat[0]).toEqual({ recherche: 'lunettes', nombre: 1 });
      });
  });

  it('refuses the statistics to a member (403) and to nobody signed in (401), before reading the period', async () => {
    const bad = { du: '2030-02-01', au: '2030-01-01', granularite: 'jour' };
    await pact
      .addInteraction()
      .given(STATES.signedInMember)
      .uponReceiving('a request for the statistics from a member session')
      .withRequest('GET', PATH, (b) => b.headers(everyRequestHeaders()).query(bad))
      .willRespondWith(403, (b) =>
        b.jsonBody({
          code: 'HTTP.FORBIDDEN_HABILITATION',
          ...errorWithMessage("Vous n'avez pas l'habilitation nécessaire pour cette action."),
        }),
      )
      .executeTest(async (server) => {
        const adapter = new HttpStatisticsAdapter(mockServerOptions(server));
        const period = { du: '2030-02-01', au: '2030-01-01', granularite: 'jour' } as const;
        expect(errorOf(await adapter.dashboard(period)).status).toBe(403);
      });
    await pact
      .addInteraction()
      .given(STATES.anonymousVisitor)
      .uponReceiving('a request for the statistics without a session')
      .withRequest('GET', PATH, (b) => b.headers(everyRequestHeaders()).query(bad))
      .willRespondWith(401, (b) => b.jsonBody(errorWithMessage('Accès non autorisé')))
      .executeTest(async (server) => {
        const adapter = new HttpStatisticsAdapter(mockServerOptions(server));
        const period = { du: '2030-02-01', au: '2030-01-01', granularite: 'jour' } as const;
        expect(errorOf(await adapter.dashboard(period)).status).toBe(401);
      });
  });

  it('answers a period it cannot show with a 400 and the catalogue message', async () => {
    await pact
      .addInteraction()
      .given(STATES.staffConsultantWithStatistics)
      .uponReceiving('a request for the statistics of a period ending before it starts')
      .withRequest('GET', PATH, (b) =>
        b.headers(everyRequestHeaders()).query({ du: '2030-02-01', au: '2030-01-01', granularite: 'jour' }),
      )
      .willRespondWith(400, (b) =>
        b.jsonBody({
          code: 'FLOW.STATISTICS_PERIOD_INVALID',
          ...errorWithMessage(
            'La période est invalide : indiquez une date de début et une date de fin (incluses), la fin après le début, sur deux ans au plus.',
          ),
        }),
      )
      .executeTest(async (server) => {
        const adapter = new HttpStatisticsAdapter(mockServerOptions(server));
        const error = errorOf(
          await adapter.dashboard({ du: '2030-02-01', au: '2030-01-01', granularite: 'jour' }),
        );
        expect(error.status).toBe(400);
      });
  });
});
