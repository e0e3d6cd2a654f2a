/**
 * A guarantee of the contract as the simulator computes it: the machine-readable form of a line of « Mes
 * garanties » (`libelle` is that line's). Amounts in whole euro cents.
 * - `pourcentageBR`: Sécurité sociale and mutuelle together pay up to this percentage of the BR (« 150 % BR »);
 * - `forfait`: a fixed amount per act, added to the percentage when both are set (« 100 % BR + 100 € par oreille »);
 * - `fraisReels`: the mutuelle pays what the Sécurité sociale leaves (« 100 % des frais réels »);
 * - `plafond`: what the mutuelle pays at most per beneficiary over `periodeAnnees` calendar years (the current
 *   one and the ones before it), including what it already paid (« 50 € par an », « un équipement tous les 2 ans »).
 */
export interface SimulatorGuarantee {
  readonly garantie: string;
  readonly libelle: string;
  readonly pourcentageBR: number | null;
  readonly forfait: number | null;
  readonly fraisReels: boolean;
  readonly plafond: SimulatorCeiling | null;
}

export interface SimulatorCeiling {
  readonly montant: number;
  readonly periodeAnnees: number;
}

/** What the mutuelle already paid a beneficiary under one guarantee during its ceiling's period. */
export interface SimulatorConsumption {
  readonly numPers: string;
  readonly garantie: string;
  readonly montant: number;
}

/** The beneficiary a simulation is for. */
export interface SimulatorPatient {
  readonly numPers: string;
  readonly nom: string;
  readonly prenom: string;
  /** ISO date. */
  readonly dateNaissance: string;
}

/** What the simulator needs of the current contract. */
export interface SimulatorContext {
  readonly nomOffre: string;
  /** ISO date of the computation (the server's day): ages and ceiling periods are taken on it. */
  readonly dateCalcul: string;
  readonly garanties: readonly SimulatorGuarantee[];
  readonly consommations: readonly SimulatorConsumption[];
  readonly beneficiaires: readonly SimulatorPatient[];
}
