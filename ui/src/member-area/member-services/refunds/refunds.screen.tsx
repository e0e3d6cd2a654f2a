import './refunds.css';
import { Button, Classes } from '@blueprintjs/core';
import { DocumentIcon } from '@blueprintjs/icons/lib/esm/generated/components/document';
import { ExportIcon } from '@blueprintjs/icons/lib/esm/generated/components/export';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useMemberAreaContext } from '../../member-area-context.tsx';
import { MEMBER_AREA_PATHS, MEMBER_FEATURES } from '../../member-area.config.ts';
import { PageLoading } from '../../../widgets/page-loading/page-loading.tsx';
import { PageTitleBar } from '../../../widgets/page-title-bar/page-title-bar.tsx';
import { RefundsChart } from './refunds-chart.tsx';
import { RefundsFilters } from './refunds-filters.tsx';
import { RefundsTable } from './refunds-table.tsx';

/**
 * « Mes remboursements » of the current contract: the 12-month chart (with its table), filters and search, the
 * acts page by page, the CSV export and the « Relevé de remboursements » PDF. A contract switch reloads it.
 */
export const RefundsScreen = observer(function RefundsScreen() {
  const area = useMemberAreaContext();
  const [model] = useState(() => area.refunds());
  const { routeVersion } = area.shell;
  // The tenant may turn the feature off, for every contract or for some (fonctionnalites.remboursements).
  const available = area.shell.isFeatureVisible(MEMBER_FEATURES.refunds);
  useEffect(() => {
    if (available) void model.load();
  }, [model, routeVersion, available]);

  if (!available) {
    return (
      <>
        <PageTitleBar
          title="Mes remboursements"
          subtitle={area.shell.currentLabel}
          back={{ to: MEMBER_AREA_PATHS.home }}
        />
        <p className={Classes.CARD} data-testid="refunds-unavailable">
          Le suivi des remboursements n'est pas proposé pour ce contrat.
        </p>
      </>
    );
  }

  return (
    <>
      <PageTitleBar
        title="Mes remboursements"
        subtitle={area.shell.currentLabel}
        back={{ to: MEMBER_AREA_PATHS.home }}
      />
      <div className="member-toolbar">
        <Button icon={<ExportIcon />} loading={model.exporting} onClick={() => void model.exportCsv()}>
          Exporter (CSV)
        </Button>
        <Button icon={<DocumentIcon />} loading={model.printing} onClick={() => void model.printStatement()}>
          Relevé de remboursements (PDF)<span className="portal-visually-hidden"> (nouvel onglet)</span>
        </Button>
      </div>
      {model.summaryStatus === 'loaded' ? <RefundsChart data={model.chart} rows={model.monthRows} /> : null}
      <section className={`${Classes.CARD} refunds-list`} aria-labelledby="refunds-list-title">
        <h2 id="refunds-list-title">Détail de vos remboursements</h2>
        <RefundsFilters model={model} />
        <p className="refunds-count" role="status" aria-live="polite" data-testid="refunds-count">
          {model.resultText}
        </p>
        {model.status === 'loading' ? <PageLoading /> : null}
        {model.status === 'failed' ? (
          <div>
            <p>Vos remboursements n'ont pas pu être chargés.</p>
            <Button onClick={() => void model.load()}>Réessayer</Button>
          </div>
        ) : null}
        {model.status === 'loaded' && model.rows.length > 0 ? <RefundsTable rows={model.rows} /> : null}
        {model.status === 'loaded' && model.hasMore ? (
          <Button className="refunds-more" loading={model.loadingMore} onClick={() => void model.loadMore()}>
            Afficher plus de remboursements
          </Button>
        ) : null}
      </section>
    </>
  );
});
