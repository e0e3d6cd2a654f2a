import { MatchersV3 } from '@pact-foundation/pact';
import { HttpAdminNotificationsAdapter } from '@portail/adapters';
import { describe, expect, it } from 'vitest';
import { mockServerOptions } from '../support/consumer-client.ts';
import { consumerPact } from '../support/consumer-pact.ts';
import { STATES } from '../support/provider-states.ts';
import { everyRequestHeaders, writeRequestHeaders } from '../support/request-headers.ts';
import { errorOf, valueOf } from '../support/results.ts';

const { eachLike, like, regex, integer, datetime, fromProviderState } = MatchersV3;
const pact = consumerPact('back-office-api');
const PATH = '/api/admin/notifications';
const ID = 'notification-exemple';
const at = (suffix = '') =>
  fromProviderState(`${PATH}/\${notificationId}${suffix}`, `${PATH}/${ID}${suffix}`);
const DATE = datetime("yyyy-MM-dd'T'HH:mm:ss.SSSX", '2026-11-27T09:00:00.000Z');
const FORBIDDEN = "Vous n'avez pas l'habilitation nécessaire pour cette action.";
const TO_SEND = {
  titre: 'Vos coordonnées bancaires nous manquent',
  html: '<p>Ajoutez votre RIB dans « Mon compte ».</p>',
  lien: '#/espace/compte',
  audienceId: 'audience-coordonnees-bancaires-manquantes',
  canaux: ['portail'],
  modeleMail: null,
  envoiLe: null,
};

/** The body the adapter sends for TO_SEND. */
const WIRE = {
  titre: TO_SEND.titre,
  texteHtml: TO_SEND.html,
  lien: TO_SEND.lien,
  audienceId: TO_SEND.audienceId,
  canaux: ['portail'],
  modeleMail: null,
  envoiLe: null,
};

/** A notification as the back office reads it (loose: the shape the list and the progress read). */
const notification = (statut: string) => ({
  id: like(ID),
  titre: like(TO_SEND.titre),
  texteHtml: like(TO_SEND.html),
  lien: like('#/espace/compte'),
  audience: { id: like(TO_SEND.audienceId), libelle: like('Coordonnées bancaires manquantes') },
  canaux: eachLike(regex(/^(portail|mail)$/, 'portail')),
  modeleMail: null,
  statut: regex(/^(programmee|en-cours|envoyee|annulee)$/, statut),
  envoiLe: DATE,
  creeLe: DATE,
  creePar: like('admin@mutuelle.fr'),
  annuleeLe: statut === 'annulee' ? DATE : null,
  termineeLe: null,
  progression: {
    total: null,
    livrees: integer(0),
    aLivrer: integer(0),
    echecs: integer(0),
    mails: integer(0),
    lotsEnReprise: integer(0),
    derniereErreur: null,
  },
});

const adapter = (server: Parameters<typeof mockServerOptions>[0]) =>
  new HttpAdminNotificationsAdapter(mockServerOptions(server));

describe('back-office-api: « Notifications » (consumer portail-adherent-web)', () => {
  it('reads what the form offers: audiences, notification mail templates, member screens', async () => {
    await pact
      .addInteraction()
      .given(STATES.staffAdministrator)
      .uponReceiving('a request for the options of a new notification')
      .withRequest('GET', `${PATH}/options`, (b) => b.headers(everyRequestHeaders()))
      .willRespondWith(200, (b) =>
        b.jsonBody({
          audiences: eachLike({
            id: like(TO_SEND.audienceId),
            libelle: like('Coordonnées bancaires manquantes'),
          }),
          modelesMail: eachLike({
            cle: like('notification-information'),
            libelle: like('Notification : information'),
          }),
          liens: eachLike({ route: like('#/espace'), libelle: like('Accueil de l’espace adhérent') }),
        }),
      )
      .executeTest(async (server) => {
        const options = valueOf(await adapter(server).options());
        expect(options.audiences[0]?.label).toBe('Coordonnées bancaires manquantes');
        expect(options.links[0]?.route).toBe('#/espace');
      });
  });

  it('sends a notification now to an audience (201, scheduled until its fan-out starts)', async () => {
    await pact
      .addInteraction()
      .given(STATES.staffAdministrator)
      .uponReceiving('a notification sent now to an audience')
      .withRequest('POST', PATH, (b) => b.headers(writeRequestHeaders()).jsonBody(WIRE))
      .willRespondWith(201, (b) => b.jsonBody(notification('programmee')))
      .executeTest(async (server) => {
        const sent = valueOf(await adapter(server).create(TO_SEND));
        expect(sent.audience.label).toBe('Coordonnées bancaires manquantes');
        expect(sent.progress.toGo).toBe(0);
      });
  });

  it('refuses the sending to a read-only Consultant (403)', async () => {
    await pact
      .addInteraction()
      .given(STATES.staffConsultantSignedIn)
      .uponReceiving('a notification sent by a read-only Consultant')
      .withRequest('POST', PATH, (b) => b.headers(writeRequestHeaders()).jsonBody(WIRE))
      .willRespondWith(403, (b) =>
        b.jsonBody({ code: 'HTTP.FORBIDDEN_HABILITATION', message: like(FORBIDDEN) }),
      )
      .executeTest(async (server) => {
        const error = errorOf(await adapter(server).create(TO_SEND));
        expect(error.status).toBe(403);
      });
  });

  it('cancels a scheduled notification', async () => {
    await pact
      .addInteraction()
      .given(STATES.notificationScheduled)
      .uponReceiving('the cancellation of a scheduled notification')
      .withRequest('POST', at('/annulation'), (b) => b.headers(writeRequestHeaders()))
      .willRespondWith(200, (b) => b.jsonBody(notification('annulee')))
      .executeTest(async (server) => {
        expect(valueOf(await adapter(server).cancel(ID)).status).toBe('annulee');
      });
  });

  it('is told a notification already sent cannot be cancelled (409)', async () => {
    await pact
      .addInteraction()
      .given(STATES.notificationAlreadySent)
      .uponReceiving('the cancellation of a notification already sent')
      .withRequest('POST', at('/annulation'), (b) => b.headers(writeRequestHeaders()))
      .willRespondWith(409, (b) =>
        b.jsonBody({
          code: 'FLOW.NOTIFICATION_DEJA_PARTIE',
          message: like('Cette notification ne peut plus être annulée : elle est « Envoyée ».'),
        }),
      )
      .executeTest(async (server) => {
        const error = errorOf(await adapter(server).cancel(ID));
        expect(error).toMatchObject({ status: 409, server: { code: 'FLOW.NOTIFICATION_DEJA_PARTIE' } });
      });
  });
});
