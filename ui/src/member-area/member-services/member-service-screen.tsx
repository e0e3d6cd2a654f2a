import { Button, Classes } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import { useEffect, useState } from 'react';
import { Navigate } from 'react-router';
import type { MemberArea } from '../member-area.assembly.ts';
import { MEMBER_AREA_PATHS } from '../member-area.config.ts';
import { useMemberAreaContext } from '../member-area-context.tsx';
import { PageLoading } from '../../widgets/page-loading/page-loading.tsx';
import { PageTitleBar } from '../../widgets/page-title-bar/page-title-bar.tsx';
import type { MemberServiceTab } from './member-services.config.ts';
import { MEMBER_SERVICE_TAB_LABELS } from './member-services.config.ts';

interface Loadable {
  readonly status: 'loading' | 'loaded' | 'failed';
  load(): Promise<void>;
}

/**
 * A member-service screen's view-model, made once per visit and loaded again at every contract switch
 * (the shell's `routeVersion`; the switch has cleared the request cache).
 */
export function useMemberServiceModel<M extends Loadable>(create: (area: MemberArea) => M): M {
  const area = useMemberAreaContext();
  const [model] = useState(() => create(area));
  const { routeVersion } = area.shell;
  useEffect(() => {
    void model.load();
  }, [model, routeVersion]);
  return model;
}

/**
 * The frame of a member-service screen: title bar with the current contract, loading and failure states;
 * a tab whose feature is off for the current contract goes back to the area's home.
 */
export const MemberServiceFrame = observer(function MemberServiceFrame({
  tab,
  model,
  failure,
  children,
}: {
  tab: MemberServiceTab;
  model: Loadable;
  failure: string;
  children: ReactNode;
}) {
  const area = useMemberAreaContext();
  if (!area.memberServices.tabs.isVisible(tab)) return <Navigate to={MEMBER_AREA_PATHS.home} replace />;
  return (
    <>
      <PageTitleBar
        title={MEMBER_SERVICE_TAB_LABELS[tab]}
        subtitle={area.shell.currentLabel}
        back={{ to: MEMBER_AREA_PATHS.home }}
      />
      {model.status === 'loading' ? <PageLoading /> : null}
      {model.status === 'failed' ? (
        <div className={Classes.CARD}>
          <p>{failure}</p>
          <Button onClick={() => void model.load()}>Réessayer</Button>
        </div>
      ) : null}
      {model.status === 'loaded' ? children : null}
    </>
  );
});
