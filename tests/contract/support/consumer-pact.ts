import { PactV4 } from '@pact-foundation/pact';
import { CONSUMER, PACT_DIR, type ProviderName } from './pact-names.ts';

/** A PactV4 consumer test of one provider; the file lands in `pacts/`. */
export function consumerPact(provider: ProviderName): PactV4 {
  return new PactV4({ consumer: CONSUMER, provider, dir: PACT_DIR, logLevel: 'warn' });
}
