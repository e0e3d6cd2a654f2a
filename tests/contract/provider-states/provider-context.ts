import type { TestApp } from '../../../server/src/testing/test-app.ts';
import type { ProviderBrowser } from '../provider/provider-browser.ts';
import type { StateName } from '../support/provider-states.ts';

/** What a state handler works with: the running server's harness and the replaying browser. */
export interface ProviderContext {
  readonly app: TestApp;
  readonly browser: ProviderBrowser;
}

/** Seeds one provider state; returns the values Pact injects into the request (`fromProviderState`). */
export type StateSetup = (context: ProviderContext) => Promise<Readonly<Record<string, string>> | undefined>;

export type StateSetups = Readonly<Partial<Record<StateName, StateSetup>>>;
