import { MatchersV3 } from '@pact-foundation/pact';
import { HttpRefundAlertsAdapter } from '@portail/adapters';
import { describe, expect, it } from 'vitest';
import { consumerPact } from '../support/consumer-pact.ts';
import { mockServerOptions } from '../support/consumer-client.ts';
import { errorWithMessage } from '../support/error-bodies.ts';
import { STATES } from '../support/provider-states.ts';
import { everyRequestHeaders, writeRequestHeaders } from '../support/request-headers.ts';
import { errorOf, valueOf } from '../support/results.ts';

const { boolean } = MatchersV3;
const pact = consumerPact('account-api');
const PATH = '/api/adherent/alertes-remboursement';

describe('account-api, « Mon compte » › « Alertes remboursement » (consumer portail-adherent-web)', () => {
  it('reads the refund alerts choice of the session account', async () => {
    await pact
      .addInteraction()
      .given(STATES.signedInMember)
      .uponReceiving('a request for the refund alerts choice')
      .withRequest('GET', PATH, (b) => b.headers(everyRequestHeaders()))
      .willRespondWith(200, (b) => b.jsonBody({ active: boolean(false), parMail: boolean(true) }))
      .executeTest(async (server) => {
        const adapter = new HttpRefundAlertsAdapter(mockServerOptions(server));
        expect(valueOf(await adapter.getRefundAlerts())).toEqual({ active: false, parMail: true });
      });
  });

  it('turns the refund alerts on, with a mail, and gets the choice saved', async () => {
    await pact
      .addInteraction()
      .given(STATES.signedInMember)
      .uponReceiving('a request turning the refund alerts on with a mail')
      .withRequest('PUT', PATH, (b) =>
        b.headers(writeRequestHeaders()).jsonBody({ active: true, parMail: true }),
      )
      .willRespondWith(200, (b) => b.jsonBody({ active: true, parMail: true }))
      .executeTest(async (server) => {
        const adapter = new HttpRefundAlertsAdapter(mockServerOptions(server));
        const saved = valueOf(await adapter.saveRefundAlerts({ active: true, parMail: true }));
        expect(saved).toEqual({ active: true, parMail: true });
      });
  });

  it('is refused the change without a session (401)', async () => {
    await pact
      .addInteraction()
      .given(STATES.anonymousVisitor)
      .uponReceiving('a request turning the refund alerts on without a session')
      .withRequest('PUT', PATH, (b) =>
        b.headers(writeRequestHeaders()).jsonBody({ active: true, parMail: false }),
      )
      .willRespondWith(401, (b) => b.jsonBody(errorWithMessage('Accès non autorisé')))
      .executeTest(async (server) => {
        const adapter = new HttpRefundAlertsAdapter(mockServerOptions(server));
        expect(errorOf(await adapter.saveRefundAlerts({ active: true, parMail: false })).status).toBe(401);
      });
  });
});
