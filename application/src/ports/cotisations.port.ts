import type {
  ContributionHistoryPage,
  ContributionPaymentChangeReceipt,
  ContributionSchedule,
  UploadedFile,
  UnpaidContribution,
} from '@portail/domain';
import type { PortResult } from './port-error.ts';

/** What the member asks in « Modifier mon paiement ». */
export interface ContributionPaymentChangeRequest {
  readonly codeModePaiement: string;
  readonly codePeriodicite: string;
  readonly titulaire?: string;
  readonly iban?: string;
  readonly bic?: string;
  readonly rib?: readonly UploadedFile[];
}

/**
 * « Mes cotisations » (issue 26) of the current contract: the schedule, the earlier years page by page, the
 * member's unpaid amounts (home banner), the two PDFs (downloaded by the adapter) and the payment change.
 */
export interface CotisationsPort {
  getSchedule(): PortResult<ContributionSchedule>;
  listHistory(cursor: string | null, size: number): PortResult<ContributionHistoryPage>;
  listUnpaid(): PortResult<readonly UnpaidContribution[]>;
  downloadMandate(): PortResult<void>;
  downloadCertificate(year: number): PortResult<void>;
  changePayment(request: ContributionPaymentChangeRequest): PortResult<ContributionPaymentChangeReceipt>;
}
