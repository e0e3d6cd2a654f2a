import './member-home.css';
import { observer } from 'mobx-react-lite';
import { useEffect, useRef, useState } from 'react';
import { MEMBER_FEATURES } from '../../member-area.config.ts';
import { useMemberAreaContext } from '../../member-area-context.tsx';
import { HomeLettersBlock, HomeRefundsBlock, HomeToDoBlock } from './member-home-blocks.tsx';

/**
 * The home's « où en suis-je ? »: what waits for the member, the last refunds, the unread letters — loaded in
 * parallel for the current contract (again on a contract switch), each block failing on its own.
 */
export const MemberHomeDashboard = observer(function MemberHomeDashboard() {
  const area = useMemberAreaContext();
  const [model] = useState(() => area.home());
  const { routeVersion } = area.shell;
  const refundsVisible = area.shell.isFeatureVisible(MEMBER_FEATURES.refunds);
  useEffect(() => {
    void model.load({ refundsVisible });
  }, [model, routeVersion, refundsVisible]);
  // The start-up consent dialog answers what the « À faire » block counted: count again once it closes.
  const consentOpen = area.shell.activeDialog?.kind === 'consent';
  const consentWasOpen = useRef(false);
  useEffect(() => {
    if (consentWasOpen.current && !consentOpen) void model.refreshConsents();
    consentWasOpen.current = consentOpen;
  }, [model, consentOpen]);
  return (
    <div className="member-cards member-home-blocks" data-testid="member-home-dashboard">
      <HomeToDoBlock model={model} bankDetailsMissing={area.shell.bankDetailsMissing} />
      <HomeRefundsBlock model={model} />
      <HomeLettersBlock model={model} />
    </div>
  );
});
