/**
 * A benefits-simulator domain (spec §3). The spec names the fields but not the shape of
 * actes and options, so they stay `unknown` until a use case needs them.
 */
export interface SimulatorDomain {
  readonly libelle: string;
  readonly tags: readonly string[];
  readonly actes: readonly unknown[];
  readonly subDomaines: readonly SimulatorDomain[];
  readonly options: readonly unknown[];
  readonly children: readonly SimulatorDomain[];
  readonly mettreEnValeur: boolean;
}
