/** The short identity of a beneficiary used in labels (spec §3). */
export interface BeneficiaryLabel {
  readonly codeCivilite: string;
  readonly nom: string;
  readonly prenom: string;
  readonly numPers: string;
  readonly dateNaissance: string;
}
