/** Well-known keys of the values the portal keeps in the browser between page loads. */
export const SESSION_STORAGE_KEYS = Object.freeze({
  /** numeroContratIndividuel of the current contract. */
  currentContract: 'portail.contratCourant',
  /** Security code stored after a successful verification. */
  securityCode: 'portail.codeSecurite',
  /**
   * Prefix of the tiers-payant card kept for offline use (names, birth dates), followed by `.` and the contract
   * number; every one is forgotten at logout.
   */
  tiersPayantCard: 'portail.carteTiersPayant',
});

/** Small key/value storage kept by the browser (current contract, security code, banner choice, …). */
export interface SessionStoragePort {
  get(key: string): string | undefined;
  set(key: string, value: string): void;
  remove(key: string): void;
  /** Forgets every value whose key starts with `prefix` (e.g. the card kept for each contract). */
  removeStartingWith(prefix: string): void;
}
