import type { V3MockServer } from '@pact-foundation/pact';
import { MatchersV3 } from '@pact-foundation/pact';
import { HttpReferenceValuesAdapter } from '@portail/adapters';
import { describe, expect, it } from 'vitest';
import { mockServerOptions } from '../support/consumer-client.ts';
import { consumerPact } from '../support/consumer-pact.ts';
import { STATES } from '../support/provider-states.ts';
import { everyRequestHeaders, writeRequestHeaders } from '../support/request-headers.ts';
import { errorOf, valueOf } from '../support/results.ts';

const { eachLike, like, integer, boolean } = MatchersV3;
const pact = consumerPact('back-office-api');
const FORBIDDEN = "Vous n'avez pas l'habilitation nécessaire pour cette action.";
const VALUES = '/api/admin/referentiels/civility/valeurs';

const value = (code: string, libelle: string, rang: number, actif = true) => ({
  code: like(code),
  libelle: like(libelle),
  rang: integer(rang),
  actif: boolean(actif),
});
const port = (server: V3MockServer) => new HttpReferenceValuesAdapter(mockServerOptions(server));

describe('back-office-api « Référentiels » values (consumer portail-adherent-web)', () => {
  it('reads the first page of the civilities with the kind’s version', async () => {
    await pact
      .addInteraction()
      .given(STATES.staffAdminSignedIn)
      .uponReceiving('a request for the first page of the civility values')
      .withRequest('GET', VALUES, (b) => b.headers(everyRequestHeaders()).query({ limite: '50' }))
      .willRespondWith(200, (b) =>
        b.jsonBody({ version: integer(0), valeurs: eachLike(value('M', 'Monsieur', 1)), suivant: null }),
      )
      .executeTest(async (server) => {
        const page = valueOf(await port(server).list('civility', { search: '', after: null, limit: 50 }));
        expect(page.values[0]).toEqual({ code: 'M', label: 'Monsieur', rank: 1, enabled: true });
        expect(page.next).toBeNull();
      });
  });

  it('renames a value at the version read', async () => {
    await pact
      .addInteraction()
      .given(STATES.staffAdminSignedIn)
      .uponReceiving('a rename of the civility MME at the current version')
      .withRequest('PATCH', `${VALUES}/MME`, (b) =>
        b.headers(writeRequestHeaders()).jsonBody({ version: 0, libelle: 'Madame (Mme)' }),
      )
      .willRespondWith(200, (b) =>
        b.jsonBody({ version: integer(1), valeur: value('MME', 'Madame (Mme)', 2) }),
      )
      .executeTest(async (server) => {
        const edit = { kind: 'rename', code: 'MME', label: 'Madame (Mme)' } as const;
        expect(valueOf(await port(server).edit('civility', edit, 0)).version).toBe(1);
      });
  });

  it('disables a value at the version read', async () => {
    await pact
      .addInteraction()
      .given(STATES.staffAdminSignedIn)
      .uponReceiving('a disabling of the civility MLLE at the current version')
      .withRequest('PATCH', `${VALUES}/MLLE`, (b) =>
        b.headers(writeRequestHeaders()).jsonBody({ version: 0, actif: false }),
      )
      .willRespondWith(200, (b) =>
        b.jsonBody({ version: integer(1), valeur: value('MLLE', 'Mademoiselle', 3, false) }),
      )
      .executeTest(async (server) => {
        const changed = valueOf(await port(server).edit('civility', { kind: 'disable', code: 'MLLE' }, 0));
        expect(changed.value.enabled).toBe(false);
      });
  });

  it('moves a value one place up', async () => {
    await pact
      .addInteraction()
      .given(STATES.staffAdminSignedIn)
      .uponReceiving('a move up of the civility MLLE at the current version')
      .withRequest('POST', `${VALUES}/MLLE/deplacement`, (b) =>
        b.headers(writeRequestHeaders()).jsonBody({ version: 0, sens: 'haut' }),
      )
      .willRespondWith(200, (b) =>
        b.jsonBody({ version: integer(1), valeur: value('MLLE', 'Mademoiselle', 2) }),
      )
      .executeTest(async (server) => {
        const edit = { kind: 'move', code: 'MLLE', direction: 'haut' } as const;
        expect(valueOf(await port(server).edit('civility', edit, 0)).value.rank).toBe(2);
      });
  });

  it('adds a value at the end of the kind (201)', async () => {
    await pact
      .addInteraction()
      .given(STATES.staffAdminSignedIn)
      .uponReceiving('an addition of the civility MX at the current version')
      .withRequest('POST', VALUES, (b) =>
        b.headers(writeRequestHeaders()).jsonBody({ version: 0, code: 'MX', libelle: 'Mx' }),
      )
      .willRespondWith(201, (b) => b.jsonBody({ version: integer(1), valeur: value('MX', 'Mx', 4) }))
      .executeTest(async (server) => {
        const edit = { kind: 'add', code: 'MX', label: 'Mx' } as const;
        expect(valueOf(await port(server).edit('civility', edit, 0)).value.code).toBe('MX');
      });
  });

  it('is told in French that someone changed the kind first (409)', async () => {
    await pact
      .addInteraction()
      .given(STATES.referentielChangedMeanwhile)
      .uponReceiving('a rename of a civility at a stale version')
      .withRequest('PATCH', `${VALUES}/MME`, (b) =>
        b.headers(writeRequestHeaders()).jsonBody({ version: 0, libelle: 'Mme' }),
      )
      .willRespondWith(409, (b) =>
        b.jsonBody({
          code: 'FLOW.REFERENTIEL_VERSION_PERIMEE',
          message: like("Ce référentiel a été modifié par quelqu'un d'autre entre-temps."),
        }),
      )
      .executeTest(async (server) => {
        const edit = { kind: 'rename', code: 'MME', label: 'Mme' } as const;
        expect(errorOf(await port(server).edit('civility', edit, 0)).status).toBe(409);
      });
  });

  it('is refused a change by a Gestionnaire (403: read only on « Référentiels »)', async () => {
    await pact
      .addInteraction()
      .given(STATES.gestionnaireSignedIn)
      .uponReceiving('a disabling of a civility by a Gestionnaire')
      .withRequest('PATCH', `${VALUES}/MLLE`, (b) =>
        b.headers(writeRequestHeaders()).jsonBody({ version: 0, actif: false }),
      )
      .willRespondWith(403, (b) =>
        b.jsonBody({ code: like('HTTP.FORBIDDEN_HABILITATION'), message: like(FORBIDDEN) }),
      )
      .executeTest(async (server) => {
        const outcome = await port(server).edit('civility', { kind: 'disable', code: 'MLLE' }, 0);
        expect(errorOf(outcome).message).toBe(FORBIDDEN);
      });
  });

  it('is refused the values by a Consultant (403: no « Référentiels »)', async () => {
    await pact
      .addInteraction()
      .given(STATES.staffConsultantSignedIn)
      .uponReceiving('a request for the civility values by a Consultant')
      .withRequest('GET', VALUES, (b) => b.headers(everyRequestHeaders()).query({ limite: '50' }))
      .willRespondWith(403, (b) =>
        b.jsonBody({ code: like('HTTP.FORBIDDEN_HABILITATION'), message: like(FORBIDDEN) }),
      )
      .executeTest(async (server) => {
        const outcome = await port(server).list('civility', { search: '', after: null, limit: 50 });
        expect(errorOf(outcome).status).toBe(403);
      });
  });
});
