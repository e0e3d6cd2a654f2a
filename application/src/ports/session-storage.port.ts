/** Well-known keys of the values the portal keeps in the browser between page loads. */
export const SESSION_STORAGE_KEYS = Object.freeze({
  /** numeroContratIndividuel of the current contract. */
  currentContract: 'portail.contratCourant',
  /** Security code stored after a successful verification. */
  securityCode: 'portail.codeSecurite',
});

/** Small key/value storage kept by the browser (current contract, security code, banner choice, …). */
export interface SessionStoragePort {
  get(key: string): string | undefined;
  set(key: string, value: string): void;
  remove(key: string): void;
}
