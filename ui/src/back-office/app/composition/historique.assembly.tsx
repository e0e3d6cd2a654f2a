import { HttpAdminHistoryAdapter } from '@portail/adapters';
import { HistoryScreen } from '../../historique/history.screen.tsx';
import { HistoryViewModel } from '../../historique/history.view-model.ts';
import type { BackOfficeAssembly } from './back-office-kit.ts';

/** « Historique »: its adapter, view-model and screen (one view-model per visit of the back office). */
const assembleHistory: BackOfficeAssembly = (kit) => {
  const model = new HistoryViewModel({
    history: new HttpAdminHistoryAdapter(kit.http),
    announce: (message) => kit.announcer.announce(message),
    today: kit.now,
  });
  return function HistoryArea() {
    return <HistoryScreen model={model} />;
  };
};

export default assembleHistory;
