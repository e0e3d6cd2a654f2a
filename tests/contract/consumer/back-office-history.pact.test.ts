import { MatchersV3 } from '@pact-foundation/pact';
import { HttpAdminHistoryAdapter, HttpStaffProfileAdapter } from '@portail/adapters';
import { describe, expect, it } from 'vitest';
import { mockServerOptions } from '../support/consumer-client.ts';
import { consumerPact } from '../support/consumer-pact.ts';
import { errorWithMessage } from '../support/error-bodies.ts';
import { STATES } from '../support/provider-states.ts';
import { everyRequestHeaders } from '../support/request-headers.ts';
import { errorOf, valueOf } from '../support/results.ts';

const { eachLike, like, regex } = MatchersV3;
const pact = consumerPact('back-office-api');
const HISTORY = '/api/admin/history';
const FORBIDDEN = {
  code: 'HTTP.FORBIDDEN_HABILITATION',
  ...errorWithMessage("Vous n'avez pas l'habilitation nécessaire pour cette action."),
};

/** One history entry as the back office reads it (values are examples). */
function entry(zone: string, element: string | null, action: string, resume: Record<string, string>) {
  return {
    id: like('42'),
    date: regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/, '2026-11-26T17:45:03.000Z'),
    agent: { id: like('00000000-0000-4000-8000-000000000002'), identifiant: like('admin@mutuelle.fr') },
    zone,
    element: element === null ? null : like(element),
    action: like(action),
    resume: like(resume),
  };
}

describe('back-office-api: who is signed in, « Historique » (consumer portail-adherent-web)', () => {
  it('tells the back office who the staff member is: login, roles with French labels, habilitations', async () => {
    await pact
      .addInteraction()
      .given(STATES.staffAdministrator)
      .uponReceiving('a request for the signed-in staff member')
      .withRequest('GET', '/api/admin/me', (b) => b.headers(everyRequestHeaders()))
      .willRespondWith(200, (b) =>
        b.jsonBody({
          identifiant: like('admin@mutuelle.fr'),
          email: like('admin@mutuelle.fr'),
          roles: eachLike({ code: like('Admin'), libelle: like('Administrateur Digital') }),
          habilitations: eachLike({ zone: like('historique'), action: like('read') }),
        }),
      )
      .executeTest(async (server) => {
        const me = valueOf(await new HttpStaffProfileAdapter(mockServerOptions(server)).me());
        expect(me.login).toBe('admin@mutuelle.fr');
        expect(me.roles[0]).toEqual({ code: 'Admin', label: 'Administrateur Digital' });
        expect(me.habilitations[0]).toEqual({ area: 'historique', action: 'read' });
      });
  });

  it('is refused to a member (403 with the catalogue message)', async () => {
    await pact
      .addInteraction()
      .given(STATES.signedInMember)
      .uponReceiving('a request for the signed-in staff member from a member session')
      .withRequest('GET', '/api/admin/me', (b) => b.headers(everyRequestHeaders()))
      .willRespondWith(403, (b) => b.jsonBody(FORBIDDEN))
      .executeTest(async (server) => {
        const error = errorOf(await new HttpStaffProfileAdapter(mockServerOptions(server)).me());
        expect(error.status).toBe(403);
      });
  });

  it("reads the first page of the history, newest first: the staff member's own sign-in", async () => {
    await pact
      .addInteraction()
      .given(STATES.staffAdministrator)
      .uponReceiving('a request for the first page of the history')
      .withRequest('GET', HISTORY, (b) => b.headers(everyRequestHeaders()).query({ limit: '50' }))
      .willRespondWith(200, (b) =>
        b.jsonBody({ entrees: eachLike(entry('connexion', null, 'sign-in', {})), suivant: null }),
      )
      .executeTest(async (server) => {
        const history = new HttpAdminHistoryAdapter(mockServerOptions(server));
        const page = valueOf(await history.page({}, null));
        expect(page.entries[0]).toMatchObject({ area: 'connexion', item: null, action: 'sign-in' });
        expect(page.entries[0]?.at.toISOString()).toBe('2026-11-26T17:45:03.000Z');
        expect(page.next).toBeNull();
      });
  });

  it('filters the history by staff login, area and item', async () => {
    await pact
      .addInteraction()
      .given(STATES.staffAdministratorWithHistory)
      .uponReceiving('a request for the history of one item of one area by one staff member')
      .withRequest('GET', HISTORY, (b) =>
        b
          .headers(everyRequestHeaders())
          .query({ login: 'admin@mutuelle.fr', area: 'contenus', item: 'Register_Help', limit: '50' }),
      )
      .willRespondWith(200, (b) =>
        b.jsonBody({
          entrees: eachLike(
            entry('contenus', 'Register_Help', 'publish', { before: 'version 1', after: 'version 2' }),
          ),
          suivant: null,
        }),
      )
      .executeTest(async (server) => {
        const history = new HttpAdminHistoryAdapter(mockServerOptions(server));
        const filter = { login: 'admin@mutuelle.fr', area: 'contenus', item: 'Register_Help' } as const;
        const page = valueOf(await history.page(filter, null));
        expect(page.entries.every((e) => e.item === 'Register_Help')).toBe(true);
      });
  });

  it('refuses the history to a member (403) and to nobody signed in (401, then the login page)', async () => {
    await pact
      .addInteraction()
      .given(STATES.signedInMember)
      .uponReceiving('a request for the history from a member session')
      .withRequest('GET', HISTORY, (b) => b.headers(everyRequestHeaders()).query({ limit: '50' }))
      .willRespondWith(403, (b) => b.jsonBody(FORBIDDEN))
      .executeTest(async (server) => {
        const history = new HttpAdminHistoryAdapter(mockServerOptions(server));
        expect(errorOf(await history.page({}, null)).status).toBe(403);
      });
    await pact
      .addInteraction()
      .given(STATES.anonymousVisitor)
      .uponReceiving('a request for the history without a session')
      .withRequest('GET', HISTORY, (b) => b.headers(everyRequestHeaders()).query({ limit: '50' }))
      .willRespondWith(401, (b) => b.jsonBody(errorWithMessage('Accès non autorisé')))
      .executeTest(async (server) => {
        const options = mockServerOptions(server);
        const history = new HttpAdminHistoryAdapter(options);
        expect(errorOf(await history.page({}, null)).status).toBe(401);
        expect(options.navigation.redirects).toEqual(['/login']);
      });
  });

  it('downloads the filtered history as a CSV file', async () => {
    await pact
      .addInteraction()
      .given(STATES.staffAdministratorWithHistory)
      .uponReceiving('a request for the CSV export of the history of one area')
      .withRequest('GET', `${HISTORY}/export`, (b) => b.query({ area: 'contenus' }))
      .willRespondWith(200, (b) =>
        b.headers({ 'Content-Type': regex(/^text\/csv; ?charset=utf-8$/, 'text/csv; charset=utf-8') }),
      )
      .executeTest(async (server) => {
        const url = new HttpAdminHistoryAdapter(mockServerOptions(server)).exportUrl({ area: 'contenus' });
        const response = await fetch(url);
        expect(response.status).toBe(200);
        expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
      });
  });
});
