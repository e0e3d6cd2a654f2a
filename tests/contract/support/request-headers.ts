import { MatchersV3 } from '@pact-foundation/pact';
import { CONSUMER_TIMEZONE_OFFSET, CONSUMER_XSRF_TOKEN } from './consumer-client.ts';

const { regex } = MatchersV3;

/** Headers the front's shared client puts on every request (openapi: "Headers sent on every request"). */
export function everyRequestHeaders(): Record<string, string | MatchersV3.Matcher<string>> {
  return {
    'Cache-Control': 'no-cache',
    'X-Timezone-Offset': regex(/^-?\d{1,4}$/, String(CONSUMER_TIMEZONE_OFFSET)),
  };
}

/** Every request's headers plus the anti-forgery header of non-GET requests (any non-blank token). */
export function writeRequestHeaders(): Record<string, string | MatchersV3.Matcher<string>> {
  return { ...everyRequestHeaders(), 'X-XSRF-TOKEN': regex(/^\S+$/, CONSUMER_XSRF_TOKEN) };
}

/** The current contract header of requests made with a contract selected. */
export function currentContractHeader(contract: string): Record<string, MatchersV3.Matcher<string>> {
  return { 'X-Contrat-Courant': regex(/^\S+$/, contract) };
}
