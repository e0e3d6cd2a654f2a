import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import type { ComponentType } from 'react';
import { HashRouter } from 'react-router';
import { ServicesProvider } from '../../../app/platform/services-context.tsx';
import type { ServiceResolver } from '../../../app/platform/service-token.ts';
import type { LiveAnnouncerStore } from '../../../widgets/toasts/live-announcer.store.ts';
import type { BackOfficeScreen } from '../back-office-screens.ts';
import { BackOfficeFrame, BackOfficeLayout } from './back-office-layout.tsx';
import { BackOfficeLiveRegion } from './back-office-live-region.tsx';
import { BackOfficeFailure, BackOfficeLoading, BackOfficeMemberNotice } from './back-office-notices.tsx';
import { BackOfficeRoutes } from './back-office-routes.tsx';
import type { BackOfficeShellViewModel } from './back-office-shell.view-model.ts';

export interface BackOfficeAppProps {
  readonly services: ServiceResolver;
  readonly shell: BackOfficeShellViewModel;
  readonly announcer: LiveAnnouncerStore;
  readonly screens: readonly BackOfficeScreen[];
  readonly openArea: (screen: BackOfficeScreen) => Promise<ComponentType>;
}

const BackOfficeContent = observer(function BackOfficeContent(props: BackOfficeAppProps) {
  const { shell } = props;
  if (shell.state === 'loading')
    return (
      <BackOfficeFrame>
        <BackOfficeLoading />
      </BackOfficeFrame>
    );
  if (shell.state === 'member')
    return (
      <BackOfficeFrame>
        <BackOfficeMemberNotice />
      </BackOfficeFrame>
    );
  if (shell.state === 'failed')
    return (
      <BackOfficeFrame>
        <BackOfficeFailure message={shell.failure} onRetry={() => void shell.load()} />
      </BackOfficeFrame>
    );
  return (
    <HashRouter>
      <BackOfficeLayout shell={shell}>
        <BackOfficeRoutes shell={shell} screens={props.screens} openArea={props.openArea} />
      </BackOfficeLayout>
    </HashRouter>
  );
});

/** The back office: asks who is signed in, then the frame and the screen of the address. */
export function BackOfficeApp(props: BackOfficeAppProps) {
  const { shell } = props;
  useEffect(() => {
    void shell.load();
  }, [shell]);
  return (
    <ServicesProvider services={props.services}>
      <BackOfficeContent {...props} />
      <BackOfficeLiveRegion announcer={props.announcer} />
    </ServicesProvider>
  );
}
