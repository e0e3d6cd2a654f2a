import { Button, Callout } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { BackOfficePage } from '../app/platform/back-office-page.tsx';
import { DemandesTabs } from './demandes-tabs.tsx';
import { RequestQueueFilters } from './request-queue-filters.tsx';
import { RequestQueueTable } from './request-queue-table.tsx';
import type { RequestQueueViewModel } from './request-queue.view-model.ts';

/** « Demandes » (habilitation demandes / Visualisation): the managers' queue. */
export const RequestQueueScreen = observer(function RequestQueueScreen({
  model,
}: {
  model: RequestQueueViewModel;
}) {
  useEffect(() => {
    void model.start();
  }, [model]);
  const list = model.list;
  return (
    <BackOfficePage title="Demandes">
      <DemandesTabs current="demandes" />
      <RequestQueueFilters model={model} />
      {model.statusCounts.length === 0 ? null : (
        <nav aria-label="Demandes par statut">
          <ul className="dem-counts">
            {model.statusCounts.map((line) => (
              <li key={line.status}>
                <Button
                  variant="outlined"
                  active={model.filters.status === line.status}
                  aria-pressed={model.filters.status === line.status}
                  onClick={() => void model.showStatus(line.status)}
                >
                  {line.label} : {line.count}
                </Button>
              </li>
            ))}
          </ul>
        </nav>
      )}
      {list.status === 'failed' ? (
        <Callout intent="danger" title="Les demandes n'ont pas pu être lues">
          {list.error}
        </Callout>
      ) : null}
      {list.status === 'loading' && list.items.length === 0 ? (
        <p>Chargement des demandes…</p>
      ) : list.items.length === 0 && list.status === 'ready' ? (
        <p>Aucune demande ne correspond à ces filtres.</p>
      ) : (
        <RequestQueueTable requests={list.items} />
      )}
      {list.hasMore ? (
        <p>
          <Button onClick={() => void list.loadMore()} loading={list.status === 'loading-more'}>
            Demandes suivantes
          </Button>
        </p>
      ) : null}
    </BackOfficePage>
  );
});
