import type { VerifierOptions } from '@pact-foundation/pact';
import { STATES } from '../support/provider-states.ts';
import { accountStates } from './account.states.ts';
import { backOfficeAudiencesStates } from './back-office-audiences.states.ts';
import { backOfficeContentsStates } from './back-office-contents.states.ts';
import { backOfficeAdherentsStates } from './back-office-adherents.states.ts';
import { backOfficeDemandesStates } from './back-office-demandes.states.ts';
import { backOfficeDiscussionsStates } from './back-office-discussions.states.ts';
import { backOfficeHabilitationsStates } from './back-office-habilitations.states.ts';
import { backOfficeReferentielsStates } from './back-office-referentiels.states.ts';
import { backOfficeStates } from './back-office.states.ts';
import { backOfficeStatisticsStates } from './back-office-statistics.states.ts';
import { consultationStates } from './consultations.states.ts';
import { backOfficeFaqMailStates } from './back-office-faq-mail.states.ts';
import { backOfficeNotificationsStates } from './back-office-notifications.states.ts';
import { contentStates } from './content.states.ts';
import { identityStates } from './identity.states.ts';
import { loginCodeStates } from './login-code.states.ts';
import { memberDocumentsStates } from './member-documents.states.ts';
import { notificationStates } from './notifications.states.ts';
import { prestationsStates } from './prestations.states.ts';
import { cotisationsStates } from './cotisations.states.ts';
import { simulatorStates } from './simulator.states.ts';
import { requestsStates } from './requests.states.ts';
import type { ProviderContext, StateSetup } from './provider-context.ts';

type StateHandlers = NonNullable<VerifierOptions['stateHandlers']>;

const SETUPS: Readonly<Partial<Record<string, StateSetup>>> = {
  ...identityStates,
  ...contentStates,
  ...loginCodeStates,
  ...accountStates,
  ...memberDocumentsStates,
  ...notificationStates,
  ...prestationsStates,
  ...cotisationsStates,
  ...simulatorStates,
  ...requestsStates,
  ...backOfficeContentsStates,
  ...backOfficeHabilitationsStates,
  ...backOfficeStates,
  ...backOfficeStatisticsStates,
  ...consultationStates,
  ...backOfficeFaqMailStates,
  ...backOfficeDemandesStates,
  ...backOfficeReferentielsStates,
  ...backOfficeDiscussionsStates,
  ...backOfficeAudiencesStates,
  ...backOfficeNotificationsStates,
  ...backOfficeAdherentsStates,
};

/**
 * Pact state handlers for every named state: each starts from the seeded database only (every table
 * emptied and re-seeded) and an anonymous browser, then seeds exactly its state. pact-js only logs a
 * failing state handler (the interaction is still replayed), so failures are also pushed to `failures`
 * for the verification test to assert on.
 */
export function stateHandlers(context: ProviderContext, failures: string[]): StateHandlers {
  const handlers: StateHandlers = {};
  for (const name of Object.values(STATES)) {
    handlers[name] = async () => {
      try {
        await context.app.reset();
        await context.browser.anonymous();
        const setup = SETUPS[name];
        if (setup === undefined) throw new Error('no state handler for it');
        const injected = await setup(context);
        return injected === undefined ? undefined : { ...injected };
      } catch (error) {
        failures.push(`provider state "${name}": ${error instanceof Error ? error.message : String(error)}`);
        throw error;
      }
    };
  }
  return handlers;
}
