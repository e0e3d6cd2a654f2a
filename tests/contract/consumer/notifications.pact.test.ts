import { MatchersV3 } from '@pact-foundation/pact';
import { HttpNotificationsAdapter } from '@portail/adapters';
import { describe, expect, it } from 'vitest';
import { consumerPact } from '../support/consumer-pact.ts';
import { mockServerOptions } from '../support/consumer-client.ts';
import { errorWithMessage } from '../support/error-bodies.ts';
import { STATES } from '../support/provider-states.ts';
import { everyRequestHeaders, writeRequestHeaders } from '../support/request-headers.ts';
import { errorOf, valueOf } from '../support/results.ts';

const { eachLike, integer, like, regex } = MatchersV3;
const pact = consumerPact('notifications-api');

const ISO_DATE_TIME = '^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}(\\.\\d+)?Z$';
const KINDS = '^(demande-statut|demande-message|document-disponible|information|alerte-remboursement)$';
const BASE = '/api/adherent/notifications';

describe('notifications-api, the member notification centre (consumer portail-adherent-web)', () => {
  it('reads the unread count of the session member', async () => {
    await pact
      .addInteraction()
      .given(STATES.memberWithNotifications)
      .uponReceiving('a request for the unread notification count')
      .withRequest('GET', `${BASE}/non-lues`, (b) => b.headers(everyRequestHeaders()))
      .willRespondWith(200, (b) => b.jsonBody({ nonLues: integer(1) }))
      .executeTest(async (server) => {
        const adapter = new HttpNotificationsAdapter(mockServerOptions(server));
        expect(valueOf(await adapter.unreadCount())).toBe(1);
      });
  });

  it('reads the first page of notifications, newest first, with the cursor of the next one', async () => {
    await pact
      .addInteraction()
      .given(STATES.memberWithNotifications)
      .uponReceiving('a request for the first page of notifications')
      .withRequest('GET', BASE, (b) => b.headers(everyRequestHeaders()).query({ taille: '1' }))
      .willRespondWith(200, (b) =>
        b.jsonBody({
          notifications: eachLike({
            id: like('n-pact-1'),
            type: regex(KINDS, 'demande-statut'),
            titre: like('Votre demande de prise en charge hospitalière est acceptée'),
            texte: like('Le document de prise en charge est disponible.'),
            lien: regex('^#/\\S*$', '#/espace/demandes/d1'),
            creeLe: regex(ISO_DATE_TIME, '2026-11-20T10:01:00.000Z'),
            lueLe: null,
          }),
          suivant: like('2'),
        }),
      )
      .executeTest(async (server) => {
        const adapter = new HttpNotificationsAdapter(mockServerOptions(server));
        const page = valueOf(await adapter.list(null, 1));
        expect(page.notifications[0]?.lien).toBe('#/espace/demandes/d1');
        expect(page.next).toBe('2');
      });
  });

  it('marks one of its notifications read and gets the unread count left', async () => {
    await pact
      .addInteraction()
      .given(STATES.memberWithNotifications)
      .uponReceiving('a request marking the notification n-pact-1 read')
      .withRequest('POST', `${BASE}/n-pact-1/lue`, (b) => b.headers(writeRequestHeaders()))
      .willRespondWith(200, (b) => b.jsonBody({ nonLues: integer(0) }))
      .executeTest(async (server) => {
        const adapter = new HttpNotificationsAdapter(mockServerOptions(server));
        expect(valueOf(await adapter.markRead('n-pact-1'))).toBe(0);
      });
  });

  it("gets a 404 for another member's notification, never its data", async () => {
    await pact
      .addInteraction()
      .given(STATES.memberWithNotifications)
      .uponReceiving("a request marking another member's notification read")
      .withRequest('POST', `${BASE}/n-pact-autre/lue`, (b) => b.headers(writeRequestHeaders()))
      .willRespondWith(404, (b) =>
        b.jsonBody({
          code: 'NOTIFICATION_INCONNUE',
          ...errorWithMessage('Cette notification est introuvable.'),
        }),
      )
      .executeTest(async (server) => {
        const adapter = new HttpNotificationsAdapter(mockServerOptions(server));
        expect(errorOf(await adapter.markRead('n-pact-autre')).status).toBe(404);
      });
  });

  it('marks every notification read', async () => {
    await pact
      .addInteraction()
      .given(STATES.memberWithNotifications)
      .uponReceiving('a request marking every notification read')
      .withRequest('POST', `${BASE}/lues`, (b) => b.headers(writeRequestHeaders()))
      .willRespondWith(200, (b) => b.jsonBody({ nonLues: 0 }))
      .executeTest(async (server) => {
        const adapter = new HttpNotificationsAdapter(mockServerOptions(server));
        expect(valueOf(await adapter.markAllRead())).toBe(0);
      });
  });

  it('is refused a write whose anti-forgery token is forged (403)', async () => {
    await pact
      .addInteraction()
      .given(STATES.memberWithForgedAntiForgeryToken)
      .uponReceiving('a request marking every notification read with a forged anti-forgery token')
      .withRequest('POST', `${BASE}/lues`, (b) => b.headers(writeRequestHeaders()))
      .willRespondWith(403, (b) =>
        b.jsonBody(errorWithMessage('Jeton anti-falsification manquant ou invalide.')),
      )
      .executeTest(async (server) => {
        const adapter = new HttpNotificationsAdapter(mockServerOptions(server));
        expect(errorOf(await adapter.markAllRead()).status).toBe(403);
      });
  });

  it('is refused the count without a session (401)', async () => {
    await pact
      .addInteraction()
      .given(STATES.anonymousVisitor)
      .uponReceiving('a request for the unread notification count without a session')
      .withRequest('GET', `${BASE}/non-lues`, (b) => b.headers(everyRequestHeaders()))
      .willRespondWith(401, (b) => b.jsonBody(errorWithMessage('Accès non autorisé')))
      .executeTest(async (server) => {
        const adapter = new HttpNotificationsAdapter(mockServerOptions(server));
        expect(errorOf(await adapter.unreadCount()).status).toBe(401);
      });
  });
});
