import { Verifier } from '@pact-foundation/pact';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stateHandlers } from '../provider-states/state-handlers.ts';
import { PROVIDERS, pactFileOf } from '../support/pact-names.ts';
import { type RunningProvider, startProvider } from './provider-app.ts';
import { ProviderBrowser } from './provider-browser.ts';

let provider: RunningProvider;
let browser: ProviderBrowser;

beforeAll(async () => {
  provider = await startProvider();
  browser = new ProviderBrowser(provider.app);
});

afterAll(async () => provider.close());

/** Every pact of pacts/ verified against the reference server (server/), one provider at a time. */
describe('the reference server honours every pact in pacts/', () => {
  it.each(PROVIDERS)('%s', async (name) => {
    const stateFailures: string[] = [];
    const verifier = new Verifier({
      provider: name,
      providerBaseUrl: provider.baseUrl,
      pactUrls: [pactFileOf(name)],
      stateHandlers: stateHandlers({ app: provider.app, browser }, stateFailures),
      requestFilter: browser.requestFilter,
      logLevel: 'warn',
    });
    const verification = await verifier.verifyProvider().then(
      () => 'verified',
      (error: unknown) => (error instanceof Error ? error.message : String(error)),
    );
    expect(stateFailures).toEqual([]);
    expect(verification).toBe('verified');
  });
});
