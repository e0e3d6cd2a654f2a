import { MatchersV3 } from '@pact-foundation/pact';
import {
  HttpAccountAdapter,
  HttpConsultationAdapter,
  HttpResourceAdapter,
  ResourceRoutesRegistry,
} from '@portail/adapters';
import { describe, expect, it } from 'vitest';
import { consumerPact } from '../support/consumer-pact.ts';
import { mockServerOptions } from '../support/consumer-client.ts';
import { errorWithMessage } from '../support/error-bodies.ts';
import { STATES } from '../support/provider-states.ts';
import { everyRequestHeaders, writeRequestHeaders } from '../support/request-headers.ts';
import { errorOf, valueOf } from '../support/results.ts';

const { boolean, eachLike, like, regex } = MatchersV3;
const pact = consumerPact('account-api');

const DATE_TIME = '2026-01-02T10:00:00.000Z';
const ISO_DATE_TIME = '^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}(\\.\\d+)?Z$';

describe('account-api, « Mon compte » (consumer portail-adherent-web)', () => {
  it('reads « Mes informations » of the session, the mobile masked except its last two digits', async () => {
    await pact
      .addInteraction()
      .given(STATES.signedInMember)
      .uponReceiving('a request for the account profile')
      .withRequest('GET', '/api/account/profile', (b) => b.headers(everyRequestHeaders()))
      .willRespondWith(200, (b) =>
        b.jsonBody({
          civilite: like('MME'),
          nom: like('Dupont'),
          prenom: like('Marie'),
          dateNaissance: regex('^\\d{4}-\\d{2}-\\d{2}$', '1985-05-12'),
          numeroAdherent: like('1000001'),
          numerosContrat: eachLike('1000001-01'),
          email: like('demo@mutuelle.fr'),
          telephone: regex('^(•• ){4}\\d{2}$', '•• •• •• •• 78'),
          adresse: like({ codePostal: '75011', localite: 'Paris' }),
          dematerialization: boolean(true),
          doubleAuthentification: boolean(true),
        }),
      )
      .executeTest(async (server) => {
        const account = new HttpAccountAdapter(mockServerOptions(server));
        const profile = valueOf(await account.getProfile());
        expect(profile.telephone).toBe('•• •• •• •• 78');
        expect(profile.numerosContrat).toEqual(['1000001-01']);
      });
  });

  it('is refused the profile without a session (401)', async () => {
    await pact
      .addInteraction()
      .given(STATES.anonymousVisitor)
      .uponReceiving('a request for the account profile without a session')
      .withRequest('GET', '/api/account/profile', (b) => b.headers(everyRequestHeaders()))
      .willRespondWith(401, (b) => b.jsonBody(errorWithMessage('Accès non autorisé')))
      .executeTest(async (server) => {
        const account = new HttpAccountAdapter(mockServerOptions(server));
        expect(errorOf(await account.getProfile()).status).toBe(401);
      });
  });

  it('reads every consent with its current answer and the history of answers', async () => {
    await pact
      .addInteraction()
      .given(STATES.memberWhoChangedAConsent)
      .uponReceiving('a request for every consent with its history')
      .withRequest('GET', '/api/account/consents', (b) => b.headers(everyRequestHeaders()))
      .willRespondWith(200, (b) =>
        b.jsonBody(
          eachLike({
            nom: like('newsletter'),
            libelle: like('Actualités'),
            accepted: boolean(false),
            answeredAt: regex(ISO_DATE_TIME, DATE_TIME),
            historique: eachLike({ accepted: boolean(true), answeredAt: regex(ISO_DATE_TIME, DATE_TIME) }),
          }),
        ),
      )
      .executeTest(async (server) => {
        const account = new HttpAccountAdapter(mockServerOptions(server));
        const [consent] = valueOf(await account.getConsents());
        expect(consent?.historique).toEqual([{ accepted: true, answeredAt: DATE_TIME }]);
      });
  });

  it('changes the « Zéro papier » preference of the signed-in account', async () => {
    await pact
      .addInteraction()
      .given(STATES.signedInMember)
      .uponReceiving('a change of the dematerialization preference')
      .withRequest('POST', '/api/account/dematerialization', (b) =>
        b.headers(writeRequestHeaders()).jsonBody({ dematerialization: false }),
      )
      .willRespondWith(200, (b) => b.jsonBody({ ok: true }))
      .executeTest(async (server) => {
        const account = new HttpAccountAdapter(mockServerOptions(server));
        valueOf(await account.setDematerialization(false));
      });
  });

  it('downloads the account data through the export path of the resource layer', async () => {
    await pact
      .addInteraction()
      .given(STATES.memberWhoChangedAConsent)
      .uponReceiving('a download of the account data')
      .withRequest('GET', '/api/account/export', (b) => b.headers(everyRequestHeaders()))
      .willRespondWith(200, (b) =>
        b
          .headers({
            'Content-Disposition': regex(
              '^attachment; filename="mes-donnees-\\d{4}-\\d{2}-\\d{2}\\.json"$',
              'attachment; filename="mes-donnees-2026-01-02.json"',
            ),
          })
          .jsonBody({
            exportedAt: regex(ISO_DATE_TIME, DATE_TIME),
            compte: like({}),
            profil: like({ nom: 'Dupont' }),
            consentements: eachLike({
              nom: like('newsletter'),
              libelle: like('Actualités'),
              accepted: boolean(false),
              answeredAt: regex(ISO_DATE_TIME, DATE_TIME),
              historique: eachLike({ accepted: boolean(true), answeredAt: regex(ISO_DATE_TIME, DATE_TIME) }),
            }),
            contrats: eachLike({ numeroContratIndividuel: like('1000001-01') }),
            courriers: eachLike({ id: like('C0001') }),
            // Nobody of the insurer consulted this space (« Consultations de votre espace », issue 27).
            consultations: [],
          }),
      )
      .executeTest(async (server) => {
        const downloads: { file: Blob; filename: string }[] = [];
        const resources = new HttpResourceAdapter({
          ...mockServerOptions(server),
          registry: new ResourceRoutesRegistry(),
          files: {
            download: (file, filename) => void downloads.push({ file, filename }),
            openInNewTab: () => undefined,
          },
        });
        valueOf(await resources.export('compte'));
        expect(downloads[0]?.filename).toBe('mes-donnees-2026-01-02.json');
      });
  });
});

describe('account-api: « Consultations de votre espace » (issue 27 §1)', () => {
  it('lists the consultations of the member space: date, length, agent and role, the reason’s category', async () => {
    await pact
      .addInteraction()
      .given(STATES.memberWhoseSpaceWasConsulted)
      .uponReceiving('a request for the consultations of the member space')
      .withRequest('GET', '/api/adherent/consultations', (b) => b.headers(everyRequestHeaders()))
      .willRespondWith(200, (b) =>
        b.jsonBody({
          consultations: MatchersV3.eachLike({
            debut: MatchersV3.datetime("yyyy-MM-dd'T'HH:mm:ss.SSSX", '2026-11-27T10:00:00.000Z'),
            fin: MatchersV3.datetime("yyyy-MM-dd'T'HH:mm:ss.SSSX", '2026-11-27T10:04:00.000Z'),
            dureeMinutes: MatchersV3.integer(4),
            agentPrenom: 'Camille',
            agentRole: 'Consultant',
            categorie: 'appel-adherent',
            categorieLibelle: 'Appel de votre part',
          }),
        }),
      )
      .executeTest(async (server) => {
        const adapter = new HttpConsultationAdapter(mockServerOptions(server));
        const [first] = valueOf(await adapter.listMine());
        expect(first).toMatchObject({ agentPrenom: 'Camille', dureeMinutes: 4, categorie: 'appel-adherent' });
      });
  });
});
