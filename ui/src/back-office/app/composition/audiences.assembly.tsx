import { HttpAudiencesAdapter } from '@portail/adapters';
import { AudienceEditorViewModel } from '../../audiences/audience-editor.view-model.ts';
import { AudiencesArea } from '../../audiences/audiences-area.tsx';
import type { AudiencesAreaModels } from '../../audiences/audiences-area.tsx';
import { AudiencesListViewModel } from '../../audiences/audiences-list.view-model.ts';
import type { BackOfficeAssembly } from './back-office-kit.ts';

/** « Audiences » (habilitation contenus): the list and one editor per audience opened. */
const assembleAudiences: BackOfficeAssembly = (kit) => {
  const audiences = new HttpAudiencesAdapter(kit.http);
  const notify = (message: string) => kit.toasts.show({ intent: 'success', message });
  const announce = (text: string) => kit.announcer.announce(text);
  const canCreate = kit.staff.can('contenus', 'create');
  const canUpdate = kit.staff.can('contenus', 'update');
  const canCount = canCreate || canUpdate;
  const models: AudiencesAreaModels = {
    list: new AudiencesListViewModel({ audiences, notify, announce }),
    editor: (id) =>
      new AudienceEditorViewModel({ audiences, notify, announce, canCount, countDelayMs: 400 }, id),
    canCreate,
    canUpdate,
    canDelete: kit.staff.can('contenus', 'delete'),
  };
  return function AudiencesAreaScreen() {
    return <AudiencesArea models={models} />;
  };
};

export default assembleAudiences;
