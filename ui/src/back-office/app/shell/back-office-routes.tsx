import { observer } from 'mobx-react-lite';
import { Component, Suspense, lazy, useMemo } from 'react';
import type { ComponentType, ReactNode } from 'react';
import { Route, Routes } from 'react-router';
import type { BackOfficeScreen } from '../back-office-screens.ts';
import {
  BackOfficeAreaFailure,
  BackOfficeForbidden,
  BackOfficeHome,
  BackOfficeLoading,
  BackOfficeNotFound,
} from './back-office-notices.tsx';
import type { BackOfficeShellViewModel } from './back-office-shell.view-model.ts';

/** Shows the area's failure screen when its chunk cannot be downloaded or its screen throws. */
class AreaBoundary extends Component<{ label: string; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown): void {
    window.reportError(error);
  }

  override render(): ReactNode {
    return this.state.failed ? <BackOfficeAreaFailure label={this.props.label} /> : this.props.children;
  }
}

type OpenArea = (screen: BackOfficeScreen) => Promise<ComponentType>;

/** One area: its screen, downloaded on first use (the shell's frame stays meanwhile). */
function AreaScreen({ screen, openArea }: { screen: BackOfficeScreen; openArea: OpenArea }) {
  const Screen = useMemo(
    () => lazy(() => openArea(screen).then((component) => ({ default: component }))),
    [screen, openArea],
  );
  return (
    <AreaBoundary label={screen.label}>
      <Suspense fallback={<BackOfficeLoading />}>
        <Screen />
      </Suspense>
    </AreaBoundary>
  );
}

/** The back office's hash routes: `#/` (home), `#/<area path>/*` per registered area, anything else. */
export const BackOfficeRoutes = observer(function BackOfficeRoutes({
  shell,
  screens,
  openArea,
}: {
  shell: BackOfficeShellViewModel;
  screens: readonly BackOfficeScreen[];
  openArea: OpenArea;
}) {
  return (
    <Routes>
      <Route index element={<BackOfficeHome entries={shell.navigation} />} />
      {screens.map((screen) => (
        <Route
          key={screen.path}
          path={`${screen.path}/*`}
          element={
            shell.access?.can(screen.area, 'read') === true ? (
              <AreaScreen screen={screen} openArea={openArea} />
            ) : (
              <BackOfficeForbidden label={screen.label} />
            )
          }
        />
      ))}
      <Route path="*" element={<BackOfficeNotFound />} />
    </Routes>
  );
});
