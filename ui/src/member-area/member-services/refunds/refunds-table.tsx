import { HTMLTable } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import type { RefundRow } from './refund-rows.ts';

/** The acts shown so far, newest first. */
export const RefundsTable = observer(function RefundsTable({ rows }: { rows: readonly RefundRow[] }) {
  return (
    <div className="member-table-wrapper" role="region" aria-label="Liste des remboursements" tabIndex={0}>
      <HTMLTable className="member-table refunds-table" striped data-testid="refunds-table">
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
              <td>{row.dateSoins}</td>
              <td>{row.beneficiaire}</td>
              <td>
                {row.libelle}
                <br />
                <small className="refunds-muted">{row.professionnel}</small>
              </td>
              <td className="refunds-amount">{row.depense}</td>
              <td className="refunds-amount">{row.secu}</td>
              <td className="refunds-amount">{row.mutuelle}</td>
              <td className="refunds-amount">{row.resteACharge}</td>
              <td>{row.datePaiement}</td>
              <td>
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
