import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The web front, consumer of every API (architecture guide, "Pact practice"). */
export const CONSUMER = 'portail-adherent-web';

/** One provider name per backend API. */
export const PROVIDERS = [
  'identity-api',
  'cms-api',
  'faq-api',
  'upload-api',
  'consent-api',
  'security-code-api',
  'bank-details-api',
  'contracts-api',
  'account-api',
  'refunds-api',
  'prestations-api',
  'member-documents-api',
  'notifications-api',
  'cotisations-api',
  'simulator-api',
  'requests-api',
  'back-office-api',
] as const;

export type ProviderName = (typeof PROVIDERS)[number];

/** `pacts/` at the repository root: written by the consumer suite, committed, read by backend teams. */
export const PACT_DIR = fileURLToPath(new URL('../../../pacts/', import.meta.url));

/** The pact file the consumer suite writes for a provider. */
export function pactFileOf(provider: ProviderName): string {
  return join(PACT_DIR, `${CONSUMER}-${provider}.json`);
}
