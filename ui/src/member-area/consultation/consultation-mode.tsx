import './consultation.css';
import type { CurrentConsultation } from '@portail/domain';
import { useState } from 'react';
import type { MemberAreaServices } from '../member-area.services.ts';
import { ADMIN_AREA_URL } from '../member-area.config.ts';
import { ConsultationBanner } from './consultation-banner.tsx';
import { ConsultationBannerViewModel } from './consultation-banner.view-model.ts';

/** The consultation mode of the member's space (issue 27 §1): its banner, built over the member area's services. */
export function ConsultationMode({
  services,
  adherent,
  consultation,
}: {
  services: MemberAreaServices;
  adherent: string;
  consultation: CurrentConsultation;
}) {
  const [model] = useState(
    () =>
      new ConsultationBannerViewModel(
        {
          consultation: services.consultation,
          clock: services.clock,
          scheduler: services.scheduler,
          announce: services.announce,
          notify: services.notify,
          leave: () => services.browser.redirect(ADMIN_AREA_URL),
        },
        {
          adherent,
          agentPrenom: consultation.agentPrenom,
          agentRole: consultation.agentRole,
          endsAt: consultation.fin,
        },
      ),
  );
  return <ConsultationBanner model={model} />;
}
