import type { CareActPage, RefundsFilter, RefundsSummary } from '@portail/domain';
import type { PortResult } from './port-error.ts';

/**
 * « Mes remboursements » of the current contract (registry route `/v1/adherent/remboursements`): keyset pages of
 * care acts, the 12-month summary, the CSV export (download) and the « Relevé de remboursements » (a PDF opened
 * in a new tab). Reads are cached 5 minutes by the adapters; the cache is cleared on contract switch.
 */
export interface RefundsPort {
  /** One page of acts, newest first: the first without `cursor`, else the page after it. */
  listActs(filter: RefundsFilter, cursor?: string): PortResult<CareActPage>;
  summary(): PortResult<RefundsSummary>;
  exportActs(filter: RefundsFilter): PortResult<void>;
  printStatement(filter: RefundsFilter): PortResult<void>;
}
