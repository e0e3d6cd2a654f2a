import type { VerifierOptions } from '@pact-foundation/pact';
import { STATES } from '../support/provider-states.ts';
import { contentStates } from './content.states.ts';
import { identityStates } from './identity.states.ts';
import type { ProviderContext, StateSetup } from './provider-context.ts';

type StateHandlers = NonNullable<VerifierOptions['stateHandlers']>;

const SETUPS: Readonly<Partial<Record<string, StateSetup>>> = { ...identityStates, ...contentStates };

/**
 * Pact state handlers for every named state: each starts from the seeded database only (every table
 * emptied and re-seeded) and an anonymous browser, then seeds exactly its state. A state the reference
 * server cannot reach fails its interactions with the reason.
 */
export function stateHandlers(context: ProviderContext): StateHandlers {
  const handlers: StateHandlers = {};
  for (const name of Object.values(STATES)) {
    handlers[name] = async () => {
      await context.app.reset();
      await context.browser.anonymous();
      const setup = SETUPS[name];
      if (setup === undefined)
        throw new Error(`provider state "${name}" cannot be set up on the reference server`);
      const injected = await setup(context);
      return injected === undefined ? undefined : { ...injected };
    };
  }
  return handlers;
}
