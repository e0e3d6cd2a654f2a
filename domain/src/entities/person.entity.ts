/** A person (member or beneficiary) (spec §3). Dates are wire strings (ISO yyyy-MM-dd). */
export interface Person {
  readonly civilite: string;
  readonly nom: string;
  readonly prenom: string;
  readonly dateNaissance: string;
  readonly nompatronymique: string;
  readonly teletransmission: boolean;
  readonly motifRefusTeletransmission: { readonly libelle: string } | null;
}
