import './home.css';
import { Button, Classes } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { lazy, Suspense, useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { HOME_VIEW_MODEL } from '../public-area.tokens.ts';
import { useService } from '../../app/platform/services-context.tsx';
import { useCurrentRouteHandle } from '../../app/platform/route-handle.ts';
import { ROUTE_PATHS } from '../../app/platform/route-paths.ts';
import { PageTitleBar } from '../../widgets/page-title-bar/page-title-bar.tsx';

const FaqDialog = lazy(() => import('../faq/faq.dialog.tsx'));

/** Home (spec §2 ''): sign in, create a space, get help. */
export const Component = observer(function HomeScreen() {
  const createHome = useService(HOME_VIEW_MODEL);
  const [home] = useState(createHome);
  const [search] = useSearchParams();
  const title = useCurrentRouteHandle()?.title ?? 'Mon espace adhérent';
  useEffect(() => home.setLocation(search), [home, search]);
  return (
    <>
      <PageTitleBar title={title} />
      <div className="portal-home-blocks">
        <section className={`${Classes.CARD} portal-home-block`} aria-labelledby="accueil-connexion">
          <h2 id="accueil-connexion">J'ai déjà un espace personnel</h2>
          <p>{home.signInText}</p>
          <a
            href={home.loginHref}
            className={`${Classes.BUTTON} ${Classes.LARGE} ${Classes.INTENT_PRIMARY} portal-home-link-button`}
          >
            Se connecter
          </a>
        </section>
        {home.showCreateAccount ? (
          <section className={`${Classes.CARD} portal-home-block`} aria-labelledby="accueil-creation">
            <h2 id="accueil-creation">Je n'ai pas encore d'espace personnel</h2>
            <p>Créez votre espace en quelques minutes avec votre numéro d'adhérent ou de sécurité sociale.</p>
            <Link
              to={ROUTE_PATHS.register}
              className={`${Classes.BUTTON} ${Classes.LARGE} ${Classes.OUTLINED} portal-home-link-button`}
            >
              Créer mon espace
            </Link>
          </section>
        ) : null}
      </div>
      {home.showHelp ? (
        <p className="portal-home-help">
          <Button variant="minimal" intent="primary" onClick={() => home.openFaq()}>
            Besoin d'aide pour vous connecter ?
          </Button>
        </p>
      ) : null}
      {home.isFaqOpen ? (
        <Suspense fallback={null}>
          <FaqDialog onClose={() => home.closeFaq()} />
        </Suspense>
      ) : null}
    </>
  );
});
