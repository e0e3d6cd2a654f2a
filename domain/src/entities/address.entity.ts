/** A postal address, French (AFNOR fields) or foreign (adresseEtrangere + libellePays) (spec §3). */
export interface Address {
  readonly codePays: string;
  readonly adresseEtrangere: string;
  readonly libellePays: string;
  readonly pointRemiseCourrier: string;
  readonly numVoie: string;
  readonly libelleCourtBtq: string;
  readonly libelleCourtNatureVoie: string;
  readonly libelleVoie: string;
  readonly complementGeographique: string;
  readonly codeCedex: string;
  readonly nomCedex: string;
  readonly bureauCedex: string;
  readonly mentionParticuliere: string;
  readonly lieuDit: string;
  readonly codePostal: string;
  readonly localite: string;
}
