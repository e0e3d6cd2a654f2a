import { HttpStaffRequestsAdapter } from '@portail/adapters';
import { ProcessStaffRequest } from '@portail/application';
import { DemandesArea } from '../../demandes/demandes-area.tsx';
import type { DemandesAreaModels } from '../../demandes/demandes-area.tsx';
import { RequestPageViewModel } from '../../demandes/request-page.view-model.ts';
import { RequestQueueViewModel } from '../../demandes/request-queue.view-model.ts';
import type { BackOfficeAssembly } from './back-office-kit.ts';

/** « Demandes »: the requests adapter, the queue (kept while the area is open) and one model per request opened. */
const assembleDemandes: BackOfficeAssembly = (kit) => {
  const requests = new HttpStaffRequestsAdapter(kit.http);
  const process = new ProcessStaffRequest(requests);
  const announce = (text: string) => kit.announcer.announce(text);
  const models: DemandesAreaModels = {
    queue: new RequestQueueViewModel({ requests, announce }),
    page: () =>
      new RequestPageViewModel({
        requests,
        process,
        canUpdate: kit.staff.can('demandes', 'update'),
        notify: (message) => kit.toasts.show({ intent: 'success', message: message.message }),
        announce,
      }),
  };
  return function DemandesAreaScreen() {
    return <DemandesArea models={models} />;
  };
};

export default assembleDemandes;
