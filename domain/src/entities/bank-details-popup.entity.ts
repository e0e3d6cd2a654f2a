import type { BankDetails } from './bank-details.entity.ts';
import type { UploadedFile } from './uploaded-file.entity.ts';

/** The contract a bank-details change applies to. */
export interface BankDetailsPopupContract {
  readonly numContrat: string;
  readonly nomOffre: string;
  readonly rib: BankDetails | null;
  readonly codeModePaiement: string;
  readonly hadRib: boolean;
}

/** Data of the benefits bank-details popup (spec §3). */
export interface BankDetailsPopupData {
  readonly titulaire: string;
  readonly iban: string;
  readonly bic: string;
  /** RIB document(s), required only in manual management mode. */
  readonly rib: readonly UploadedFile[];
  readonly contrat: BankDetailsPopupContract;
}
