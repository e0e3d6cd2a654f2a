/** Bank details (RIB / IBAN parts) as sent by the server (spec §3). */
export interface BankDetails {
  readonly codeInternationalPaysIso2: string;
  readonly cleIban: string;
  readonly identifiantNationalCompte: string;
  readonly codeBIC: string;
  /** Holder of the account, when the insurer's record has one (« Mes coordonnées bancaires »). */
  readonly titulaire?: string;
}
