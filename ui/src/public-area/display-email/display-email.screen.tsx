import { Classes } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { Link, useSearchParams } from 'react-router';
import { DISPLAY_EMAIL_VIEW_MODEL } from '../public-area.tokens.ts';
import { CmsContent } from '../../widgets/sanitized-html/cms-content.tsx';
import { useLazyViewModel } from '../../app/platform/use-lazy-view-model.ts';
import { useCurrentRouteHandle } from '../../app/platform/route-handle.ts';
import { ROUTE_PATHS } from '../../app/platform/route-paths.ts';
import { PageLoading } from '../../widgets/page-loading/page-loading.tsx';
import { PageTitleBar } from '../../widgets/page-title-bar/page-title-bar.tsx';
import type { DisplayEmailViewModel } from './display-email.view-model.ts';
import { displayEmailSource } from './display-email.view-model.ts';

/** display-email (spec §2): the CMS text telling the member to read the mail just sent. */
export const Component = observer(function DisplayEmailScreen() {
  const model = useLazyViewModel(DISPLAY_EMAIL_VIEW_MODEL);
  const [search] = useSearchParams();
  const source = displayEmailSource(search.get('source'));
  const title = useCurrentRouteHandle()?.title ?? 'Consultez votre messagerie';
  useEffect(() => {
    if (model !== null) void model.load(source);
  }, [model, source]);
  return (
    <>
      <PageTitleBar title={title} />
      {model === null ? <PageLoading /> : <DisplayEmailContent model={model} />}
      <p>
        <Link to={ROUTE_PATHS.home} className={`${Classes.BUTTON} ${Classes.INTENT_PRIMARY}`}>
          Retour à l'accueil
        </Link>
      </p>
    </>
  );
});

const DisplayEmailContent = observer(function DisplayEmailContent({
  model,
}: {
  readonly model: DisplayEmailViewModel;
}) {
  if (model.status === 'loading') return <PageLoading />;
  const item = model.item;
  if (item === null) {
    return (
      <div className={Classes.CARD}>
        <p>
          Un e-mail vient de vous être envoyé. Suivez le lien qu'il contient pour poursuivre votre démarche.
        </p>
        <p>Pensez à vérifier vos courriers indésirables (spams).</p>
      </div>
    );
  }
  return (
    <section className={Classes.CARD} aria-labelledby="consultez-messagerie-titre">
      <h2 id="consultez-messagerie-titre">{item.title}</h2>
      <CmsContent html={item.content} headingLevel={3} />
    </section>
  );
});
