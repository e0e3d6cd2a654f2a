/** The front's GET request cache (spec §9: 300000 ms by default). */
export interface RequestCachePort {
  /** Forgets every cached response (e.g. when the current contract changes). */
  clear(): void;
}
