import { HISTORY_AREA_LABELS, historyActionLabel, historySummaryText } from '@portail/domain';
import type { HistoryEntry } from './admin-history.repository.ts';

/** The French header line of « Historique » as CSV. */
export const HISTORY_CSV_HEADER = ['Date', 'Collaborateur', 'Rubrique', 'Action', 'Élément', 'Avant / après'];

const PARIS_TIME = new Intl.DateTimeFormat('fr-FR', {
  timeZone: 'Europe/Paris',
  dateStyle: 'short',
  timeStyle: 'medium',
});

/**
 * A CSV cell for a French spreadsheet: a leading `=`, `+`, `-`, `@`, tab or carriage return is prefixed with `'`
 * (no formula runs when the file is opened: CSV injection), then quoted when it holds `"`, `;` or a line break.
 */
export function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[";\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

const line = (cells: readonly string[]) => `${cells.map(csvCell).join(';')}\r\n`;

/** The first chunk of the file: the UTF-8 byte order mark (Excel reads the accents) and the header line. */
export function historyCsvStart(): string {
  return `\ufeff${line(HISTORY_CSV_HEADER)}`;
}

/** One entry as a CSV line (date and time of Paris). */
export function historyCsvLine(entry: HistoryEntry): string {
  return line([
    PARIS_TIME.format(entry.at),
    entry.staffLogin,
    HISTORY_AREA_LABELS[entry.area],
    historyActionLabel(entry.action),
    entry.item ?? '',
    historySummaryText(entry.summary),
  ]);
}
