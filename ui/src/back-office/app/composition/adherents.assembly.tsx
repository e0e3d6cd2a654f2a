import { HttpAdherentsAdapter } from '@portail/adapters';
import { RunAdherentAction } from '@portail/application';
import { AdherentPageViewModel } from '../../adherents/adherent-page.view-model.ts';
import { AdherentSearchViewModel } from '../../adherents/adherent-search.view-model.ts';
import { AdherentsArea } from '../../adherents/adherents-area.tsx';
import type { AdherentsAreaModels } from '../../adherents/adherents-area.tsx';
import type { BackOfficeAssembly } from './back-office-kit.ts';

/**
 * « Adhérents »: the adapter, the search (kept while the area is open) and one model per member opened. Another
 * area's buttons join the member's toolbar through `extraActions` (consultation mode: « Voir l'espace de
 * l'adhérent »).
 */
const assembleAdherents: BackOfficeAssembly = (kit) => {
  const adherents = new HttpAdherentsAdapter(kit.http);
  const run = new RunAdherentAction(adherents);
  const announce = (text: string) => kit.announcer.announce(text);
  const models: AdherentsAreaModels = {
    search: new AdherentSearchViewModel({ adherents, announce }),
    page: () =>
      new AdherentPageViewModel({
        adherents,
        run,
        notify: (message) => kit.toasts.show({ intent: 'success', message: message.message }),
        announce,
      }),
  };
  return function AdherentsAreaScreen() {
    return <AdherentsArea models={models} />;
  };
};

export default assembleAdherents;
