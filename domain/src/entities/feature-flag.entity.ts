/** One client feature switch (spec §3, §6). */
export interface FeatureFlag {
  readonly isActivated: boolean;
  /** Per-contract override keyed by individual contract number (numeroContratIndividuel). */
  readonly isActivatedPerContract?: Readonly<Record<string, boolean>>;
}

/** The client's feature switches keyed by feature name. */
export type FeatureFlags = Readonly<Record<string, FeatureFlag>>;
