import { HttpStaffRequestsAdapter, HttpStaffTopicThreadsAdapter } from '@portail/adapters';
import { ProcessStaffRequest, ProcessStaffTopicThread } from '@portail/application';
import { DemandesArea } from '../../demandes/demandes-area.tsx';
import type { DemandesAreaModels } from '../../demandes/demandes-area.tsx';
import { RequestPageViewModel } from '../../demandes/request-page.view-model.ts';
import { RequestQueueViewModel } from '../../demandes/request-queue.view-model.ts';
import { TopicThreadListViewModel } from '../../demandes/topic-thread-list.view-model.ts';
import { TopicThreadPageViewModel } from '../../demandes/topic-thread-page.view-model.ts';
import type { BackOfficeAssembly } from './back-office-kit.ts';

/**
 * « Demandes »: the requests and topic threads adapters, the queue and the threads list (kept while the area is open),
 * one model per request or thread opened.
 */
const assembleDemandes: BackOfficeAssembly = (kit) => {
  const requests = new HttpStaffRequestsAdapter(kit.http);
  const process = new ProcessStaffRequest(requests);
  const threads = new HttpStaffTopicThreadsAdapter(kit.http);
  const announce = (text: string) => kit.announcer.announce(text);
  const notify = (message: { message: string }) =>
    kit.toasts.show({ intent: 'success', message: message.message });
  const models: DemandesAreaModels = {
    queue: new RequestQueueViewModel({ requests, announce }),
    page: () =>
      new RequestPageViewModel({
        requests,
        process,
        canUpdate: kit.staff.can('demandes', 'update'),
        notify,
        announce,
      }),
    threads: new TopicThreadListViewModel({ threads, announce }),
    thread: () =>
      new TopicThreadPageViewModel({
        threads,
        process: new ProcessStaffTopicThread(threads),
        notify,
        announce,
      }),
  };
  return function DemandesAreaScreen() {
    return <DemandesArea models={models} />;
  };
};

export default assembleDemandes;
