import { HTMLTable } from '@blueprintjs/core';
import type { StaffRequestSummary } from '@portail/application';
import { STAFF_REQUEST_STATUS_LABELS, STAFF_REQUEST_TYPE_LABELS } from '@portail/domain';
import { Link } from 'react-router';

const DATE_TIME = new Intl.DateTimeFormat('fr-FR', { dateStyle: 'short', timeStyle: 'short' });

/** The requests of the page; a late one says « En retard » in words, not only in colour. */
export function RequestQueueTable({ requests }: { requests: readonly StaffRequestSummary[] }) {
  return (
    <div className="dem-table-scroll">
      <HTMLTable className="dem-table" striped compact>
        <caption className="bo-visually-hidden">Demandes des adhérents</caption>
        <thead>
          <tr>
            <th scope="col">Référence</th>
            <th scope="col">Type</th>
            <th scope="col">Adhérent</th>
            <th scope="col">Offre</th>
            <th scope="col">Envoyée le</th>
            <th scope="col">Échéance</th>
            <th scope="col">Statut</th>
            <th scope="col">Attribuée à</th>
          </tr>
        </thead>
        <tbody>
          {requests.map((request) => (
            <tr key={request.id} data-testid="demande-row">
              <th scope="row">
                <Link to={request.id}>{request.reference}</Link>
              </th>
              <td>{STAFF_REQUEST_TYPE_LABELS[request.type]}</td>
              <td>
                {request.memberName} ({request.memberNumber})
              </td>
              <td>{request.offer}</td>
              <td>
                <time dateTime={request.sentAt.toISOString()}>{DATE_TIME.format(request.sentAt)}</time>
              </td>
              <td>
                <time dateTime={request.dueAt.toISOString()}>{DATE_TIME.format(request.dueAt)}</time>
                {request.late ? <span className="dem-late"> — En retard</span> : null}
              </td>
              <td>{STAFF_REQUEST_STATUS_LABELS[request.status]}</td>
              <td>{request.assignedTo?.name ?? 'Personne'}</td>
            </tr>
          ))}
        </tbody>
      </HTMLTable>
    </div>
  );
}
