import { HttpRequestDelaysAdapter } from '@portail/adapters';
import { SaveRequestDelays } from '@portail/application';
import { RequestDelaysScreen } from '../../referentiels/request-delays.screen.tsx';
import { RequestDelaysViewModel } from '../../referentiels/request-delays.view-model.ts';
import type { BackOfficeAssembly } from './back-office-kit.ts';

/** « Référentiels »: its first screen, the target delay of each request type. */
const assembleReferentiels: BackOfficeAssembly = (kit) => {
  const delays = new HttpRequestDelaysAdapter(kit.http);
  const model = new RequestDelaysViewModel({
    delays,
    save: new SaveRequestDelays(delays),
    canEdit: kit.staff.can('referentiels', 'update'),
    notify: (message) => kit.toasts.show({ intent: 'success', message: message.message }),
    announce: (text) => kit.announcer.announce(text),
  });
  return function ReferentielsArea() {
    return <RequestDelaysScreen model={model} />;
  };
};

export default assembleReferentiels;
