import { Button, Classes } from '@blueprintjs/core';
import { LogOutIcon } from '@blueprintjs/icons/lib/esm/generated/components/log-out';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { SERVICE_UNAVAILABLE_VIEW_MODEL } from '../public-area.tokens.ts';
import { CmsContent } from '../../widgets/sanitized-html/cms-content.tsx';
import { useLazyViewModel } from '../../app/platform/use-lazy-view-model.ts';
import { useCurrentRouteHandle } from '../../app/platform/route-handle.ts';
import { PageLoading } from '../../widgets/page-loading/page-loading.tsx';
import { PageTitleBar } from '../../widgets/page-title-bar/page-title-bar.tsx';

/** service-unavailable (spec §2, §8 503): the configured error page, and logout for a signed-in user. */
export const Component = observer(function ServiceUnavailableScreen() {
  const model = useLazyViewModel(SERVICE_UNAVAILABLE_VIEW_MODEL);
  const title = useCurrentRouteHandle()?.title ?? 'Service momentanément indisponible';
  useEffect(() => {
    if (model !== null) void model.start();
  }, [model]);
  const item = model?.item ?? null;
  const showItemTitle = item !== null && item.title.trim() !== '' && item.title.trim() !== title;
  return (
    <>
      <PageTitleBar title={title} />
      {model === null || model.status === 'loading' ? <PageLoading /> : null}
      {model !== null && model.status !== 'loading' ? (
        <div className={Classes.CARD}>
          {showItemTitle ? <h2>{item.title}</h2> : null}
          {item === null ? (
            <p>Le service est momentanément indisponible. Merci de réessayer dans quelques instants.</p>
          ) : (
            <CmsContent html={item.content} headingLevel={showItemTitle ? 3 : 2} />
          )}
          {model.isSignedIn ? (
            <Button
              intent="primary"
              icon={<LogOutIcon />}
              loading={model.isLoggingOut}
              onClick={() => void model.logout()}
            >
              Se déconnecter
            </Button>
          ) : null}
        </div>
      ) : null}
    </>
  );
});
