import type { V3MockServer } from '@pact-foundation/pact';
import { MatchersV3 } from '@pact-foundation/pact';
import { HttpAudiencesAdapter, HttpPopupAudienceAdapter } from '@portail/adapters';
import { describe, expect, it } from 'vitest';
import { mockServerOptions } from '../support/consumer-client.ts';
import { consumerPact } from '../support/consumer-pact.ts';
import { STATES } from '../support/provider-states.ts';
import { everyRequestHeaders, writeRequestHeaders } from '../support/request-headers.ts';
import { errorOf, valueOf } from '../support/results.ts';

const { eachLike, like, integer, datetime } = MatchersV3;
const pact = consumerPact('back-office-api');
const FORBIDDEN = "Vous n'avez pas l'habilitation nécessaire pour cette action.";
const BANK = 'audience-coordonnees-bancaires-manquantes';
const MISSING = [{ type: 'coordonnees-bancaires-manquantes' }];

const audience = (nom: string, version: number) => ({
  id: like(BANK),
  nom: like(nom),
  criteres: eachLike({ type: like('coordonnees-bancaires-manquantes') }),
  description: like('Coordonnées bancaires manquantes'),
  version: integer(version),
  modifieLe: datetime("yyyy-MM-dd'T'HH:mm:ss.SSSX", '2026-11-26T09:00:00.000Z'),
  modifiePar: like('admin@mutuelle.fr'),
});
const port = (server: V3MockServer) => new HttpAudiencesAdapter(mockServerOptions(server));

describe('back-office-api « Audiences » (consumer portail-adherent-web)', () => {
  it('lists the saved audiences', async () => {
    await pact
      .addInteraction()
      .given(STATES.staffAdminSignedIn)
      .uponReceiving('a request for the audiences')
      .withRequest('GET', '/api/admin/audiences', (b) => b.headers(everyRequestHeaders()))
      .willRespondWith(200, (b) =>
        b.jsonBody({ audiences: eachLike(audience('Coordonnées bancaires manquantes', 1)) }),
      )
      .executeTest(async (server) => {
        const [first] = valueOf(await port(server).list());
        expect(first?.criteres[0]?.type).toBe('coordonnees-bancaires-manquantes');
      });
  });

  it('counts the members criteria select (the editor’s live count)', async () => {
    await pact
      .addInteraction()
      .given(STATES.staffAdminSignedIn)
      .uponReceiving('a live count of the members whose bank details are missing')
      .withRequest('POST', '/api/admin/audiences/decompte', (b) =>
        b.headers(writeRequestHeaders()).jsonBody({ criteres: MISSING }),
      )
      .willRespondWith(200, (b) => b.jsonBody({ nombre: integer(3) }))
      .executeTest(async (server) => {
        expect(valueOf(await port(server).count(MISSING))).toBe(3);
      });
  });

  it('creates an audience', async () => {
    await pact
      .addInteraction()
      .given(STATES.staffAdminSignedIn)
      .uponReceiving('the creation of an audience')
      .withRequest('POST', '/api/admin/audiences', (b) =>
        b
          .headers(writeRequestHeaders())
          .jsonBody({ nom: 'Sans connexion depuis un an', criteres: [{ type: 'sans-connexion', mois: 12 }] }),
      )
      .willRespondWith(201, (b) => b.jsonBody(audience('Sans connexion depuis un an', 1)))
      .executeTest(async (server) => {
        const created = valueOf(
          await port(server).create({
            nom: 'Sans connexion depuis un an',
            criteres: [{ type: 'sans-connexion', mois: 12 }],
          }),
        );
        expect(created.version).toBe(1);
      });
  });

  it('is told in French that someone saved the audience first (409)', async () => {
    await pact
      .addInteraction()
      .given(STATES.audienceChangedMeanwhile)
      .uponReceiving('a change of an audience at a stale version')
      .withRequest('PUT', `/api/admin/audiences/${BANK}`, (b) =>
        b.headers(writeRequestHeaders()).jsonBody({ nom: 'Relance RIB', criteres: MISSING, version: 1 }),
      )
      .willRespondWith(409, (b) =>
        b.jsonBody({
          code: 'FLOW.AUDIENCE_VERSION_PERIMEE',
          message: like('Cette audience a été modifiée…'),
        }),
      )
      .executeTest(async (server) => {
        const error = errorOf(await port(server).update(BANK, { nom: 'Relance RIB', criteres: MISSING }, 1));
        expect(error).toMatchObject({ status: 409, server: { code: 'FLOW.AUDIENCE_VERSION_PERIMEE' } });
      });
  });

  it('is refused a creation to the read-only Consultant (403)', async () => {
    await pact
      .addInteraction()
      .given(STATES.staffConsultantSignedIn)
      .uponReceiving('the creation of an audience by a Consultant')
      .withRequest('POST', '/api/admin/audiences', (b) =>
        b.headers(writeRequestHeaders()).jsonBody({ nom: 'Tous', criteres: [{ type: 'tous' }] }),
      )
      .willRespondWith(403, (b) =>
        b.jsonBody({ code: like('HTTP.FORBIDDEN_HABILITATION'), message: like(FORBIDDEN) }),
      )
      .executeTest(async (server) => {
        expect(
          errorOf(await port(server).create({ nom: 'Tous', criteres: [{ type: 'tous' }] })).message,
        ).toBe(FORBIDDEN);
      });
  });

  it('keeps the information popup for an audience', async () => {
    await pact
      .addInteraction()
      .given(STATES.staffAdminSignedIn)
      .uponReceiving('the audience of the information popup set')
      .withRequest('PUT', '/api/admin/contents/cms-popup-information/audience', (b) =>
        b.headers(writeRequestHeaders()).jsonBody({ audienceId: BANK }),
      )
      .willRespondWith(200, (b) => b.jsonBody({ audienceId: like(BANK) }))
      .executeTest(async (server) => {
        const popup = new HttpPopupAudienceAdapter(mockServerOptions(server));
        expect(valueOf(await popup.set('cms-popup-information', BANK))).toBe(BANK);
      });
  });
});
