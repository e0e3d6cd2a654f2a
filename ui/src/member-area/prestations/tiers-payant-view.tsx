import { Button, HTMLSelect, HTMLTable } from '@blueprintjs/core';
import { DocumentIcon } from '@blueprintjs/icons/lib/esm/generated/components/document';
import { ExportIcon } from '@blueprintjs/icons/lib/esm/generated/components/export';
import { observer } from 'mobx-react-lite';
import { PageLoading } from '../../widgets/page-loading/page-loading.tsx';
import type { TiersPayantPaymentsViewModel } from './tiers-payant-payments.view-model.ts';

/** View « Tiers payant »: the payments made directly to health professionals, page by page. */
export const TiersPayantView = observer(function TiersPayantView({
  model,
}: {
  model: TiersPayantPaymentsViewModel;
}) {
  return (
    <>
      <div className="member-toolbar">
        <Button icon={<ExportIcon />} loading={model.exporting} onClick={() => void model.exportCsv()}>
          Exporter les paiements (CSV)
        </Button>
        <label htmlFor="prestations-releve-periode">Période du relevé</label>
        <HTMLSelect
          id="prestations-releve-periode"
          value={model.statementYear}
          onChange={(event) => model.setStatementYear(event.currentTarget.value)}
        >
          <option value="">12 derniers mois</option>
          {model.statementYears.map((year) => (
            <option key={year} value={year}>
              Année {year}
            </option>
          ))}
        </HTMLSelect>
        <Button
          icon={<DocumentIcon />}
          loading={model.printing === 'periode'}
          onClick={() => void model.printPeriod()}
        >
          Relevé de prestations santé (PDF)
          <span className="portal-visually-hidden"> (nouvel onglet)</span>
        </Button>
      </div>
      <p role="status" aria-live="polite" data-testid="tiers-payant-count">
        {model.resultText}
      </p>
      {model.status === 'loading' ? <PageLoading /> : null}
      {model.status === 'failed' ? (
        <div>
          <p>Vos paiements en tiers payant n'ont pas pu être chargés.</p>
          <Button onClick={() => void model.load()}>Réessayer</Button>
        </div>
      ) : null}
      {model.status === 'loaded' && model.rows.length > 0 ? (
        <div
          className="member-table-wrapper"
          role="region"
          aria-label="Paiements aux professionnels de santé"
          tabIndex={0}
        >
          <HTMLTable className="member-table member-table-stacked" striped data-testid="tiers-payant-table">
            <caption className="portal-visually-hidden">
              Ce que la mutuelle a payé directement aux professionnels de santé, du plus récent au plus ancien
            </caption>
            <thead>
              <tr>
                <th scope="col">Date de paiement</th>
                <th scope="col">Date des soins</th>
                <th scope="col">Professionnel de santé</th>
                <th scope="col">Bénéficiaire</th>
                <th scope="col">Montant payé</th>
                <th scope="col">Relevé</th>
              </tr>
            </thead>
            <tbody>
              {model.rows.map((row) => (
                <tr key={row.id}>
                  <td data-label="Date de paiement">{row.datePaiement}</td>
                  <td data-label="Date des soins">{row.dateSoins}</td>
                  <td data-label="Professionnel de santé">
                    {row.professionnel}
                    <br />
                    <small className="prestations-muted">
                      {row.typeProfessionnel} — {row.libelle}
                    </small>
                  </td>
                  <td data-label="Bénéficiaire">{row.beneficiaire}</td>
                  <td className="prestations-amount" data-label="Montant payé">
                    {row.montant}
                  </td>
                  <td data-label="Relevé">
                    <Button
                      size="small"
                      icon={<DocumentIcon />}
                      loading={model.printing === row.id}
                      onClick={() => void model.printPayment(row.id)}
                    >
                      PDF
                      <span className="portal-visually-hidden">
                        {` : relevé du paiement du ${row.datePaiement} à ${row.professionnel} (nouvel onglet)`}
                      </span>
                    </Button>
                  </td>
                </tr>
              ))}
            </tbody>
          </HTMLTable>
        </div>
      ) : null}
      {model.status === 'loaded' && model.hasMore ? (
        <Button loading={model.loadingMore} onClick={() => void model.loadMore()}>
          Afficher plus de paiements
        </Button>
      ) : null}
    </>
  );
});
