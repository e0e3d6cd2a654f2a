import { Classes } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { Link, useParams } from 'react-router';
import { STATIC_PAGE_VIEW_MODEL } from '../public-area.tokens.ts';
import { CmsContent } from '../../widgets/sanitized-html/cms-content.tsx';
import { useLazyViewModel } from '../../app/platform/use-lazy-view-model.ts';
import { useCurrentRouteHandle } from '../../app/platform/route-handle.ts';
import { ROUTE_PATHS } from '../../app/platform/route-paths.ts';
import { PageLoading } from '../../widgets/page-loading/page-loading.tsx';
import { PageTitleBar } from '../../widgets/page-title-bar/page-title-bar.tsx';

/** page/{pageName} (spec §2): a static CMS page; 'Page inconnue' when the CMS has no such page. */
export const Component = observer(function StaticPageScreen() {
  const model = useLazyViewModel(STATIC_PAGE_VIEW_MODEL);
  const { pageName } = useParams();
  const routeTitle = useCurrentRouteHandle()?.title ?? "Page d'information";
  useEffect(() => {
    if (model !== null) void model.load(pageName);
  }, [model, pageName]);
  const state = model?.state ?? { status: 'loading' };
  return (
    <>
      <PageTitleBar title={model?.headingOr(routeTitle) ?? routeTitle} back={{ to: ROUTE_PATHS.home }} />
      {state.status === 'loading' ? <PageLoading /> : null}
      {state.status === 'loaded' ? (
        <article className={`${Classes.CARD} portal-static-page`}>
          <CmsContent html={state.content} headingLevel={2} />
        </article>
      ) : null}
      {state.status === 'unknown' || state.status === 'failed' ? (
        <div className={Classes.CARD}>
          <p>
            {state.status === 'unknown'
              ? "La page demandée n'existe pas ou n'est plus disponible."
              : state.message}
          </p>
          <Link to={ROUTE_PATHS.home}>Retour à l'accueil</Link>
        </div>
      ) : null}
    </>
  );
});
