import { Classes } from '@blueprintjs/core';
import { Link } from 'react-router';
import { useCurrentRouteHandle } from '../../app/platform/route-handle.ts';
import { ROUTE_PATHS } from '../../app/platform/route-paths.ts';
import { PageTitleBar } from '../../widgets/page-title-bar/page-title-bar.tsx';

/** delete-user-confirmation (spec §2): the account is deleted; a Home button. */
export function Component() {
  const title = useCurrentRouteHandle()?.title ?? 'Compte supprimé';
  return (
    <>
      <PageTitleBar title={title} />
      <div className={Classes.CARD}>
        <p>Votre espace adhérent a bien été supprimé. Vos données de connexion ne sont plus utilisables.</p>
        <Link to={ROUTE_PATHS.home} className={`${Classes.BUTTON} ${Classes.INTENT_PRIMARY}`}>
          Accueil
        </Link>
      </div>
    </>
  );
}
