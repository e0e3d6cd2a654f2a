import './demandes.css';
import { useMemo } from 'react';
import { Route, Routes, useParams } from 'react-router';
import type { RequestPageViewModel } from './request-page.view-model.ts';
import { RequestPageScreen } from './request-page.screen.tsx';
import { RequestQueueScreen } from './request-queue.screen.tsx';
import type { RequestQueueViewModel } from './request-queue.view-model.ts';

/** What the area's screens are built from (the assembly makes it). */
export interface DemandesAreaModels {
  readonly queue: RequestQueueViewModel;
  readonly page: () => RequestPageViewModel;
}

function RequestRoute({ models }: { models: DemandesAreaModels }) {
  const { id = '' } = useParams();
  const page = useMemo(() => models.page(), [models, id]);
  return <RequestPageScreen key={id} model={page} id={id} />;
}

/** « Demandes »: `#/demandes` the queue, `#/demandes/<id>` one request. */
export function DemandesArea({ models }: { models: DemandesAreaModels }) {
  return (
    <Routes>
      <Route index element={<RequestQueueScreen model={models.queue} />} />
      <Route path=":id" element={<RequestRoute models={models} />} />
    </Routes>
  );
}
