import './history.css';
import { AnchorButton, Button, Callout } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { BackOfficePage } from '../app/platform/back-office-page.tsx';
import { HistoryFilters } from './history-filters.tsx';
import { HistoryTable } from './history-table.tsx';
import type { HistoryViewModel } from './history.view-model.ts';

/** « Historique » (habilitation historique / Visualisation). */
export const HistoryScreen = observer(function HistoryScreen({ model }: { model: HistoryViewModel }) {
  useEffect(() => {
    void model.start();
  }, [model]);
  const list = model.list;
  return (
    <BackOfficePage
      title="Historique"
      actions={
        <AnchorButton href={model.exportUrl} download="historique.csv" variant="outlined">
          Exporter en CSV
        </AnchorButton>
      }
    >
      <HistoryFilters model={model} />
      {list.status === 'failed' ? (
        <Callout intent="danger" title="L'historique n'a pas pu être lu">
          {list.error}
        </Callout>
      ) : null}
      {list.status === 'loading' && list.items.length === 0 ? (
        <p>Chargement de l&apos;historique…</p>
      ) : list.items.length === 0 && list.status === 'ready' ? (
        <p>Aucune entrée ne correspond à ces filtres.</p>
      ) : (
        <HistoryTable entries={list.items} />
      )}
      {list.hasMore ? (
        <p>
          <Button onClick={() => void list.loadMore()} loading={list.status === 'loading-more'}>
            Entrées plus anciennes
          </Button>
        </p>
      ) : null}
    </BackOfficePage>
  );
});
