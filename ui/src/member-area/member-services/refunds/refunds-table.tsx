import { HTMLTable } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import type { RefundRow } from './refund-rows.ts';

/** The acts shown so far, newest first. */
export const RefundsTable = observer(function RefundsTable({ rows }: { rows: readonly RefundRow[] }) {
  return (
    <div className="member-table-wrapper" role="region" aria-label="Liste des remboursements" tabIndex={0}>
      <HTMLTable
        className="member-table member-table-stacked refunds-table"
        striped
        data-testid="refunds-table"
      >
        <caption className="portal-visually-hidden">
          Vos remboursements, du plus récent au plus ancien
        </caption>
        <thead>
          <tr>
            <th scope="col">Date des soins</th>
            <th scope="col">Bénéficiaire</th>
            <th scope="col">Acte</th>
            <th scope="col">Montant dépensé</th>
            <th scope="col">Sécurité sociale</th>
            <th scope="col">Mutuelle</th>
            <th scope="col">Reste à charge</th>
            <th scope="col">Date de paiement</th>
            <th scope="col">Statut</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id}>
              <td data-label="Date des soins">{row.dateSoins}</td>
              <td data-label="Bénéficiaire">{row.beneficiaire}</td>
              <td data-label="Acte">
                {row.libelle}
                <br />
                <small className="refunds-muted">{row.professionnel}</small>
              </td>
              <td className="refunds-amount" data-label="Montant dépensé">
                {row.depense}
              </td>
              <td className="refunds-amount" data-label="Sécurité sociale">
                {row.secu}
              </td>
              <td className="refunds-amount" data-label="Mutuelle">
                {row.mutuelle}
              </td>
              <td className="refunds-amount" data-label="Reste à charge">
                {row.resteACharge}
              </td>
              <td data-label="Date de paiement">{row.datePaiement}</td>
              <td data-label="Statut">
                <span className={`refunds-status refunds-status-${row.statut}`}>{row.statutLabel}</span>
                {row.motifRejet === null ? null : <p className="refunds-reason">Motif : {row.motifRejet}</p>}
              </td>
            </tr>
          ))}
        </tbody>
      </HTMLTable>
    </div>
  );
});
