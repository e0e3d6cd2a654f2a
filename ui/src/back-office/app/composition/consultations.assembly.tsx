import { HttpMemberConsultationAdapter } from '@portail/adapters';
import { ConsultationEntryScreen } from '../../consultations/consultation-entry.screen.tsx';
import { ConsultationReasonViewModel } from '../../consultations/consultation-reason.view-model.ts';
import type { BackOfficeAssembly } from './back-office-kit.ts';

/** The member area's home: the consultation opens there, read-only (issue 27 §1). */
const MEMBER_SPACE_URL = '/#/espace';

/** « Voir l'espace d'un adhérent »: the reason dialog, then the member's space in consultation mode. */
const assembleConsultations: BackOfficeAssembly = (kit) => {
  const model = new ConsultationReasonViewModel({
    consultations: new HttpMemberConsultationAdapter(kit.http),
    openMemberSpace: () => window.location.assign(MEMBER_SPACE_URL),
  });
  return function ConsultationsArea() {
    return <ConsultationEntryScreen model={model} />;
  };
};

export default assembleConsultations;
