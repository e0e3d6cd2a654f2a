import type { AdminHistoryEntry } from '@portail/application';
import { HISTORY_AREA_LABELS, historyActionLabel, historySummaryText } from '@portail/domain';
import { HTMLTable } from '@blueprintjs/core';

const DATE_TIME = new Intl.DateTimeFormat('fr-FR', { dateStyle: 'short', timeStyle: 'medium' });

/** The entries shown, newest first. */
export function HistoryTable({ entries }: { entries: readonly AdminHistoryEntry[] }) {
  return (
    <div className="bo-table-scroll">
      <HTMLTable className="bo-table" striped compact>
        <caption className="bo-visually-hidden">
          Actions des collaborateurs, de la plus récente à la plus ancienne
        </caption>
        <thead>
          <tr>
            <th scope="col">Date</th>
            <th scope="col">Collaborateur</th>
            <th scope="col">Rubrique</th>
            <th scope="col">Action</th>
            <th scope="col">Élément</th>
            <th scope="col">Avant / après</th>
          </tr>
        </thead>
        <tbody>
          {entries.map((entry) => (
            <tr key={entry.id}>
              <td>
                <time dateTime={entry.at.toISOString()}>{DATE_TIME.format(entry.at)}</time>
              </td>
              <td>{entry.staffLogin}</td>
              <td>{HISTORY_AREA_LABELS[entry.area]}</td>
              <td>{historyActionLabel(entry.action)}</td>
              <td>{entry.item ?? '—'}</td>
              <td className="bo-summary">{historySummaryText(entry.summary)}</td>
            </tr>
          ))}
        </tbody>
      </HTMLTable>
    </div>
  );
}
