import type { HistoryArea } from '@portail/domain';
import type { PortResult } from '../port-error.ts';

/** The filters of « Historique » (each optional; all given ones apply). */
export interface AdminHistoryFilter {
  /** The staff member's login (exact, case-insensitive). */
  readonly login?: string;
  readonly area?: HistoryArea;
  /** The item acted on (exact: a CMS item name, a FAQ question id…). */
  readonly item?: string;
  /** Entries at or after this instant. */
  readonly from?: Date;
  /** Entries before this instant. */
  readonly to?: Date;
}

/** One recorded staff action. */
export interface AdminHistoryEntry {
  readonly id: string;
  readonly at: Date;
  readonly staffLogin: string;
  readonly area: HistoryArea;
  readonly item: string | null;
  readonly action: string;
  readonly summary: Readonly<Record<string, unknown>>;
}

/** One page of the history, newest first; `next` is the cursor of the older entries (null on the last page). */
export interface AdminHistoryPage {
  readonly entries: readonly AdminHistoryEntry[];
  readonly next: string | null;
}

/** « Historique » of the back office (`GET /api/admin/history…`). */
export interface AdminHistoryPort {
  /** The page after `before` (the previous page's `next`), the first page when null. */
  page(filter: AdminHistoryFilter, before: string | null): PortResult<AdminHistoryPage>;
  /** The address of the CSV export of every entry matching `filter` (a download link). */
  exportUrl(filter: AdminHistoryFilter): string;
}
