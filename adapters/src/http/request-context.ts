import type { SessionStoragePort } from '@portail/application';
import { SESSION_STORAGE_KEYS } from '@portail/application';

/** Where the per-request header values come from (read at each request). */
export interface RequestContext {
  /** Minutes, as `new Date().getTimezoneOffset()`. */
  timezoneOffsetMinutes(): number;
  /** numeroContratIndividuel of the current contract, when one is selected. */
  currentContractNumber(): string | undefined;
  /** The security code stored after a successful verification, when any. */
  securityCode(): string | undefined;
}

export const PORTAL_REQUEST_HEADERS = Object.freeze({
  timezoneOffset: 'X-Timezone-Offset',
  currentContract: 'X-Contrat-Courant',
  securityCode: 'X-Security-Code',
});

/** No contract, no security code, the machine's timezone. */
export const anonymousRequestContext: RequestContext = Object.freeze({
  timezoneOffsetMinutes: () => new Date().getTimezoneOffset(),
  currentContractNumber: () => undefined,
  securityCode: () => undefined,
});

/** Reads the current contract and the security code from the browser storage at each request. */
export function storageRequestContext(
  storage: SessionStoragePort,
  now: () => Date = () => new Date(),
): RequestContext {
  return {
    timezoneOffsetMinutes: () => now().getTimezoneOffset(),
    currentContractNumber: () => nonBlank(storage.get(SESSION_STORAGE_KEYS.currentContract)),
    securityCode: () => nonBlank(storage.get(SESSION_STORAGE_KEYS.securityCode)),
  };
}

function nonBlank(value: string | undefined): string | undefined {
  return value === undefined || value.trim() === '' ? undefined : value;
}

/** The headers every request carries (spec §7): no-cache, timezone offset, contract and security code. */
export function portalRequestHeaders(context: RequestContext): ReadonlyArray<readonly [string, string]> {
  const headers: Array<readonly [string, string]> = [
    ['Cache-Control', 'no-cache'],
    ['Pragma', 'no-cache'],
    [PORTAL_REQUEST_HEADERS.timezoneOffset, String(context.timezoneOffsetMinutes())],
  ];
  const contract = context.currentContractNumber();
  if (contract !== undefined) headers.push([PORTAL_REQUEST_HEADERS.currentContract, contract]);
  const code = context.securityCode();
  if (code !== undefined) headers.push([PORTAL_REQUEST_HEADERS.securityCode, code]);
  return headers;
}
