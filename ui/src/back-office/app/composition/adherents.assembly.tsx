import { HttpAdherentsAdapter, HttpMemberConsultationAdapter } from '@portail/adapters';
import { RunAdherentAction } from '@portail/application';
import { AdherentPageViewModel } from '../../adherents/adherent-page.view-model.ts';
import { AdherentSearchViewModel } from '../../adherents/adherent-search.view-model.ts';
import { AdherentsArea } from '../../adherents/adherents-area.tsx';
import type { AdherentsAreaModels } from '../../adherents/adherents-area.tsx';
import { consultationAction } from '../../consultations/consultation-action.tsx';
import { ConsultationReasonViewModel } from '../../consultations/consultation-reason.view-model.ts';
import type { BackOfficeAssembly } from './back-office-kit.ts';

/** The member area's home: a consultation opens there, read-only (issue 27 §1). */
const MEMBER_SPACE_URL = '/#/espace';

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
    extraActions: consultationAction(
      new ConsultationReasonViewModel({
        consultations: new HttpMemberConsultationAdapter(kit.http),
        openMemberSpace: () => window.location.assign(MEMBER_SPACE_URL),
      }),
    ),
  };
  return function AdherentsAreaScreen() {
    return <AdherentsArea models={models} />;
  };
};

export default assembleAdherents;
