import { AnchorButton, Callout, Classes } from '@blueprintjs/core';
import { autorun } from 'mobx';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { Link, useLocation } from 'react-router';
import { REDIRECT_TO_MOBILE_VIEW_MODEL } from '../public-area.tokens.ts';
import { decodeRedirectTarget } from '../mobile-redirect-allow-list.ts';
import { useLazyViewModel } from '../../app/platform/use-lazy-view-model.ts';
import { useCurrentRouteHandle } from '../../app/platform/route-handle.ts';
import { ROUTE_PATHS } from '../../app/platform/route-paths.ts';
import { PageLoading } from '../../widgets/page-loading/page-loading.tsx';
import { PageTitleBar } from '../../widgets/page-title-bar/page-title-bar.tsx';
import { MOBILE_REDIRECT_REFUSED_MESSAGE } from './redirect-to-mobile.view-model.ts';

const ROUTE_PREFIX = '/redirect-to-mobile/';

/** The raw (still encoded) target of the route: everything after the route's prefix in the hash path. */
function encodedTarget(pathname: string): string | undefined {
  return pathname.startsWith(ROUTE_PREFIX) ? pathname.slice(ROUTE_PREFIX.length) : undefined;
}

/** redirect-to-mobile/{url} (spec §2): to the mobile app's store page or deep link, if allow-listed. */
export const Component = observer(function RedirectToMobileScreen() {
  const model = useLazyViewModel(REDIRECT_TO_MOBILE_VIEW_MODEL);
  const { pathname } = useLocation();
  const title = useCurrentRouteHandle()?.title ?? "Redirection vers l'application mobile";
  useEffect(() => {
    if (model === null) return undefined;
    model.setTarget(decodeRedirectTarget(encodedTarget(pathname)));
    return autorun(() => model.redirectIfAllowed());
  }, [model, pathname]);
  const state = model?.state ?? { status: 'waiting' };
  return (
    <>
      <PageTitleBar title={title} />
      {state.status === 'waiting' ? <PageLoading /> : null}
      {state.status === 'redirecting' ? (
        <div className={Classes.CARD} role="status">
          <p>Vous allez être redirigé vers l'application mobile.</p>
          <p>Si rien ne se passe, utilisez ce lien :</p>
          <AnchorButton href={state.url} intent="primary" rel="noopener noreferrer">
            Ouvrir l'application mobile
          </AnchorButton>
        </div>
      ) : null}
      {state.status === 'refused' ? (
        <Callout intent="danger" role="alert">
          <h2 className="portal-callout-title">Redirection refusée</h2>
          <p>{MOBILE_REDIRECT_REFUSED_MESSAGE}</p>
          <Link to={ROUTE_PATHS.home}>Retour à l'accueil</Link>
        </Callout>
      ) : null}
    </>
  );
});
