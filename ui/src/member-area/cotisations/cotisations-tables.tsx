import { HTMLTable, Tag } from '@blueprintjs/core';
import type { ContributionStatus } from '@portail/domain';
import type { ScheduleRow } from './cotisations.view-model.ts';

const STATUS_INTENTS: Readonly<Record<ContributionStatus, 'success' | 'primary' | 'warning' | 'danger'>> = {
  payee: 'success',
  a_venir: 'primary',
  impayee: 'warning',
  rejetee: 'danger',
};

/** A schedule's due dates: one row each, the status as a tag with the rejection's reason beside it. */
export function ScheduleTable({
  caption,
  rows,
  testId,
}: {
  caption: string;
  rows: readonly ScheduleRow[];
  testId: string;
}) {
  return (
    <HTMLTable className="member-table member-table-stacked cotisations-table" compact data-testid={testId}>
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">Échéance</th>
          <th scope="col">Période</th>
          <th scope="col">Montant</th>
          <th scope="col">Paiement</th>
          <th scope="col">Statut</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.key} data-status={row.statut}>
            <th scope="row" data-label="Échéance">
              {row.echeance}
            </th>
            <td data-label="Période">{row.periode}</td>
            <td data-label="Montant">{row.montant}</td>
            <td data-label="Paiement">{row.mode}</td>
            <td data-label="Statut">
              <Tag intent={STATUS_INTENTS[row.statut]} minimal>
                {row.statutLibelle}
              </Tag>
              {row.detail === '' ? null : <span className="cotisations-detail"> {row.detail}</span>}
            </td>
          </tr>
        ))}
      </tbody>
    </HTMLTable>
  );
}

/** The totals of every year of the schedule. */
export function TotalsTable({
  totals,
}: {
  totals: readonly { annee: number; du: string; paye: string; impaye: string; aVenir: string }[];
}) {
  return (
    <HTMLTable className="member-table member-table-stacked" compact data-testid="cotisations-totals">
      <caption>Totaux par année</caption>
      <thead>
        <tr>
          <th scope="col">Année</th>
          <th scope="col">Dû</th>
          <th scope="col">Payé</th>
          <th scope="col">Impayé</th>
          <th scope="col">À venir</th>
        </tr>
      </thead>
      <tbody>
        {totals.map((year) => (
          <tr key={year.annee}>
            <th scope="row" data-label="Année">
              {year.annee}
            </th>
            <td data-label="Dû">{year.du}</td>
            <td data-label="Payé">{year.paye}</td>
            <td data-label="Impayé">{year.impaye}</td>
            <td data-label="À venir">{year.aVenir}</td>
          </tr>
        ))}
      </tbody>
    </HTMLTable>
  );
}
