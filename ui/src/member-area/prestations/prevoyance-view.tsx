import { Button, Classes, HTMLTable } from '@blueprintjs/core';
import { DocumentIcon } from '@blueprintjs/icons/lib/esm/generated/components/document';
import { ExportIcon } from '@blueprintjs/icons/lib/esm/generated/components/export';
import { observer } from 'mobx-react-lite';
import { PageLoading } from '../../widgets/page-loading/page-loading.tsx';
import type { PrevoyanceRow } from './prestation-rows.ts';
import type { PrevoyancePaymentsViewModel } from './prevoyance-payments.view-model.ts';

const PaymentsTable = observer(function PaymentsTable({
  model,
  rows,
  caption,
}: {
  model: PrevoyancePaymentsViewModel;
  rows: readonly PrevoyanceRow[];
  caption: string;
}) {
  return (
    <div className="member-table-wrapper" role="region" aria-label={caption} tabIndex={0}>
      <HTMLTable className="member-table member-table-stacked" striped>
        <caption className="portal-visually-hidden">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">Date de paiement</th>
            <th scope="col">Nature</th>
            <th scope="col">Période</th>
            <th scope="col">Jours</th>
            <th scope="col">Indemnité journalière</th>
            <th scope="col">Brut</th>
            <th scope="col">Charges sociales</th>
            <th scope="col">Net versé</th>
            <th scope="col">Relevé</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id} data-testid="prevoyance-payment">
              <td data-label="Date de paiement">{row.datePaiement}</td>
              <td data-label="Nature">
                {row.nature}
                <br />
                <small className="prestations-muted">{row.libelle}</small>
              </td>
              <td data-label="Période">{row.periode}</td>
              <td data-label="Jours">{row.jours}</td>
              <td className="prestations-amount" data-label="Indemnité journalière">
                {row.montantJournalier}
              </td>
              <td className="prestations-amount" data-label="Brut">
                {row.brut}
              </td>
              <td className="prestations-amount" data-label="Charges sociales">
                {row.charges}
              </td>
              <td className="prestations-amount" data-label="Net versé">
                <strong>{row.net}</strong>
              </td>
              <td data-label="Relevé">
                <Button
                  size="small"
                  icon={<DocumentIcon />}
                  loading={model.printing === row.id}
                  onClick={() => void model.printStatement(row.id)}
                >
                  PDF
                  <span className="portal-visually-hidden">
                    {` : relevé du versement du ${row.datePaiement} (nouvel onglet)`}
                  </span>
                </Button>
              </td>
            </tr>
          ))}
        </tbody>
      </HTMLTable>
    </div>
  );
});

/** View « Prévoyance »: each sick leave with its IJ payments, then rents and capital. */
export const PrevoyanceView = observer(function PrevoyanceView({
  model,
}: {
  model: PrevoyancePaymentsViewModel;
}) {
  return (
    <>
      <div className="member-toolbar">
        <Button icon={<ExportIcon />} loading={model.exporting} onClick={() => void model.exportCsv()}>
          Exporter les versements (CSV)
        </Button>
      </div>
      <p role="status" aria-live="polite" data-testid="prevoyance-count">
        {model.resultText}
      </p>
      {model.status === 'loading' ? <PageLoading /> : null}
      {model.status === 'failed' ? (
        <div>
          <p>Vos prestations prévoyance n'ont pas pu être chargées.</p>
          <Button onClick={() => void model.load()}>Réessayer</Button>
        </div>
      ) : null}
      {model.sickLeaves.map((leave) => (
        <section
          key={leave.id}
          className={`${Classes.CARD} prestations-section`}
          aria-labelledby={`arret-${leave.id}`}
        >
          <h2 id={`arret-${leave.id}`}>{leave.titre}</h2>
          <p>Indemnités journalières : {leave.resume}</p>
          <PaymentsTable
            model={model}
            rows={leave.rows}
            caption={`Versements d'indemnités journalières — ${leave.titre}`}
          />
        </section>
      ))}
      {model.otherPayments.length > 0 ? (
        <section className={`${Classes.CARD} prestations-section`} aria-labelledby="prevoyance-autres">
          <h2 id="prevoyance-autres">Rentes et capitaux</h2>
          <PaymentsTable model={model} rows={model.otherPayments} caption="Rentes et capitaux versés" />
        </section>
      ) : null}
    </>
  );
});
