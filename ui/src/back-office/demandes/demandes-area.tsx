import './demandes.css';
import { useMemo } from 'react';
import { Route, Routes, useParams } from 'react-router';
import type { RequestPageViewModel } from './request-page.view-model.ts';
import { RequestPageScreen } from './request-page.screen.tsx';
import { RequestQueueScreen } from './request-queue.screen.tsx';
import type { RequestQueueViewModel } from './request-queue.view-model.ts';
import { TopicThreadListScreen } from './topic-thread-list.screen.tsx';
import type { TopicThreadListViewModel } from './topic-thread-list.view-model.ts';
import { TopicThreadPageScreen } from './topic-thread-page.screen.tsx';
import type { TopicThreadPageViewModel } from './topic-thread-page.view-model.ts';

/** What the area's screens are built from (the assembly makes it). */
export interface DemandesAreaModels {
  readonly queue: RequestQueueViewModel;
  readonly page: () => RequestPageViewModel;
  /** « Messages »: the members' topic threads (the list kept while the area is open), one model per thread opened. */
  readonly threads: TopicThreadListViewModel;
  readonly thread: () => TopicThreadPageViewModel;
}

function RequestRoute({ models }: { models: DemandesAreaModels }) {
  const { id = '' } = useParams();
  const page = useMemo(() => models.page(), [models, id]);
  return <RequestPageScreen key={id} model={page} id={id} />;
}

function ThreadRoute({ models }: { models: DemandesAreaModels }) {
  const { id = '' } = useParams();
  const page = useMemo(() => models.thread(), [models, id]);
  return <TopicThreadPageScreen key={id} model={page} id={id} />;
}

/**
 * « Demandes »: `#/demandes` the queue, `#/demandes/<id>` one request, `#/demandes/messages` the members' topic
 * threads, `#/demandes/messages/<id>` one thread.
 */
export function DemandesArea({ models }: { models: DemandesAreaModels }) {
  return (
    <Routes>
      <Route index element={<RequestQueueScreen model={models.queue} />} />
      <Route path="messages" element={<TopicThreadListScreen model={models.threads} />} />
      <Route path="messages/:id" element={<ThreadRoute models={models} />} />
      <Route path=":id" element={<RequestRoute models={models} />} />
    </Routes>
  );
}
