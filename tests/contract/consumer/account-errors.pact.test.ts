/**
 * « Mon compte » (issue 13), the main error of the reads the first pass pinned only in success: a session that
 * ended answers 401 (the front then goes to /login) for the consents and for « Télécharger mes données ».
 */
import { HttpAccountAdapter, HttpResourceAdapter, ResourceRoutesRegistry } from '@portail/adapters';
import { describe, expect, it } from 'vitest';
import { consumerPact } from '../support/consumer-pact.ts';
import { mockServerOptions, recordingNavigation } from '../support/consumer-client.ts';
import { errorWithMessage } from '../support/error-bodies.ts';
import { STATES } from '../support/provider-states.ts';
import { everyRequestHeaders } from '../support/request-headers.ts';
import { errorOf } from '../support/results.ts';

const pact = consumerPact('account-api');
const UNAUTHORIZED = 'Accès non autorisé';

describe('account-api: without a session', () => {
  it('is refused the consents (401) and sends the browser to /login', async () => {
    await pact
      .addInteraction()
      .given(STATES.anonymousVisitor)
      .uponReceiving('a request for every consent with its history without a session')
      .withRequest('GET', '/api/account/consents', (b) => b.headers(everyRequestHeaders()))
      .willRespondWith(401, (b) => b.jsonBody(errorWithMessage(UNAUTHORIZED)))
      .executeTest(async (server) => {
        const navigation = recordingNavigation();
        const account = new HttpAccountAdapter(mockServerOptions(server, navigation));
        expect(errorOf(await account.getConsents())).toMatchObject({ status: 401 });
        expect(navigation.redirects).toEqual(['/login']);
      });
  });

  it('is refused the download of the account data (401), nothing is saved', async () => {
    await pact
      .addInteraction()
      .given(STATES.anonymousVisitor)
      .uponReceiving('a download of the account data without a session')
      .withRequest('GET', '/api/account/export', (b) => b.headers(everyRequestHeaders()))
      .willRespondWith(401, (b) => b.jsonBody(errorWithMessage(UNAUTHORIZED)))
      .executeTest(async (server) => {
        const downloads: string[] = [];
        const resources = new HttpResourceAdapter({
          ...mockServerOptions(server),
          registry: new ResourceRoutesRegistry(),
          files: { download: (_file, name) => void downloads.push(name), openInNewTab: () => undefined },
        });
        expect(errorOf(await resources.export('compte'))).toMatchObject({ status: 401 });
        expect(downloads).toEqual([]);
      });
  });
});
