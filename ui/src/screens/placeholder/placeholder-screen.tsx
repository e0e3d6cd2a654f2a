import { useCurrentRouteHandle } from '../../routing/route-handle.ts';
import { PageTitleBar } from '../../widgets/page-title-bar/page-title-bar.tsx';
import type { PageTitleBack } from '../../widgets/page-title-bar/page-title-bar.tsx';

/**
 * Minimal screen of a route whose real screen comes with its use cases (issue 5): the route's French
 * title in the page title bar. Listed as TODO in notes/ui-platform.md.
 */
export function PlaceholderScreen({ back }: { back?: PageTitleBack }) {
  const handle = useCurrentRouteHandle();
  const title = handle?.title ?? 'Portail adhérent';
  return back === undefined ? <PageTitleBar title={title} /> : <PageTitleBar title={title} back={back} />;
}
