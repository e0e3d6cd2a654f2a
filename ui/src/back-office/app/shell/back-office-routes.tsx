import { observer } from 'mobx-react-lite';
import { Component, Suspense, lazy } from 'react';
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

/**
 * The lazy component of each area, made once per `openArea` and area. Not a `useMemo` of `AreaScreen`: going from one
 * area to another is a transition (react-router), in which React does not commit a render that suspends, so a
 * memoised lazy component made during that render was thrown away and made again at each retry — the new area never
 * showed and the previous one stayed on screen.
 */
const lazyAreas = new WeakMap<OpenArea, Map<string, ComponentType>>();

function lazyArea(screen: BackOfficeScreen, openArea: OpenArea): ComponentType {
  let areas = lazyAreas.get(openArea);
  if (areas === undefined) {
    areas = new Map();
    lazyAreas.set(openArea, areas);
  }
  let area = areas.get(screen.path);
  if (area === undefined) {
    area = lazy(() =>
      openArea(screen).then(
        (component) => ({ default: component }),
        (error: unknown) => {
          // A chunk that failed to download may be fetched again on the next visit.
          areas.delete(screen.path);
          throw error;
        },
      ),
    );
    areas.set(screen.path, area);
  }
  return area;
}

/** One area: its screen, downloaded on first use (the shell's frame stays meanwhile). */
function AreaScreen({ screen, openArea }: { screen: BackOfficeScreen; openArea: OpenArea }) {
  const Screen = lazyArea(screen, openArea);
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
              <AreaScreen key={screen.path} screen={screen} openArea={openArea} />
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
