import './register.css';
import { Button, Callout } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { lazy, Suspense, useDeferredValue, useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { REGISTER_VIEW_MODEL } from '../public-area.tokens.ts';
import { CmsContent } from '../../widgets/sanitized-html/cms-content.tsx';
import { useLazyViewModel } from '../../app/platform/use-lazy-view-model.ts';
import { useCurrentRouteHandle } from '../../app/platform/route-handle.ts';
import { ROUTE_PATHS } from '../../app/platform/route-paths.ts';
import { PageLoading } from '../../widgets/page-loading/page-loading.tsx';
import { FormButtons } from '../../widgets/form-buttons/form-buttons.tsx';
import { useFocusFirstError } from '../../widgets/form-field/use-focus-first-error.ts';
import { PageTitleBar } from '../../widgets/page-title-bar/page-title-bar.tsx';
import { RequiredFieldsLegend } from '../../widgets/required-marker/required-marker.tsx';
import { RegisterAccountFields } from './register-account-fields.tsx';
import { RegisterChoices } from './register-choices.tsx';
import { RegisterIdentityFields } from './register-identity-fields.tsx';
import type { RegisterViewModel } from './register.view-model.ts';

const CmsBlockDialog = lazy(() => import('../cms-block/cms-block.dialog.tsx'));

/** register (spec §2): the account-request form. */
export const Component = observer(function RegisterScreen() {
  const model = useLazyViewModel(REGISTER_VIEW_MODEL);
  const title = useCurrentRouteHandle()?.title ?? 'Créer mon espace';
  useEffect(() => {
    if (model !== null) void model.start();
  }, [model]);
  // The long form appears in a deferred render (time-sliced), not in the synchronous one of the store's change.
  const loading = useDeferredValue(model === null || model.status === 'loading');
  return (
    <>
      <PageTitleBar title={title} back={{ to: ROUTE_PATHS.home }} />
      {loading || model === null ? <PageLoading /> : <RegisterContent model={model} />}
    </>
  );
});

const RegisterContent = observer(function RegisterContent({ model }: { readonly model: RegisterViewModel }) {
  if (model.status === 'failed') {
    return (
      <Callout intent="danger" role="alert">
        <h2 className="portal-callout-title">Le formulaire n'a pas pu être chargé.</h2>
        <p>{model.loadFailure}</p>
        <Button onClick={() => void model.start()}>Réessayer</Button>
      </Callout>
    );
  }
  const help = model.registerHelp;
  return (
    <div className="portal-register">
      {help === null ? null : (
        <aside className="portal-register-help" aria-labelledby="inscription-aide-titre">
          <h2 id="inscription-aide-titre">{help.title}</h2>
          <CmsContent html={help.content} headingLevel={3} />
        </aside>
      )}
      <RegisterForm model={model} />
      {model.nirHelp.isOpen ? (
        <Suspense fallback={null}>
          <CmsBlockDialog model={model.nirHelp} />
        </Suspense>
      ) : null}
      {model.dematPopup.isOpen ? (
        <Suspense fallback={null}>
          <CmsBlockDialog
            model={model.dematPopup}
            actionLabel="Continuer"
            onAction={() => model.continueAfterRegistration()}
          />
        </Suspense>
      ) : null}
    </div>
  );
});

const RegisterForm = observer(function RegisterForm({ model }: { readonly model: RegisterViewModel }) {
  const form = useRef<HTMLFormElement>(null);
  const navigate = useNavigate();
  useFocusFirstError(form, model.submitCount, model.hasVisibleErrors);
  const { submitVisible, message } = model.submitState;
  return (
    <form
      ref={form}
      className="portal-register-form"
      noValidate
      aria-labelledby="inscription-formulaire"
      onSubmit={(event) => {
        event.preventDefault();
        void model.submit();
      }}
    >
      <h2 id="inscription-formulaire" className="portal-visually-hidden">
        Formulaire de création de votre espace
      </h2>
      <RequiredFieldsLegend />
      {model.summary === null ? null : (
        <Callout intent="danger" className="portal-register-summary">
          {model.summary}
        </Callout>
      )}
      <RegisterIdentityFields model={model} />
      <RegisterAccountFields model={model} />
      <RegisterChoices model={model} />
      {message === undefined ? null : (
        <Callout intent="warning" role="alert" className="portal-register-limit">
          {message}
        </Callout>
      )}
      <FormButtons
        onCancel={() => void navigate(ROUTE_PATHS.home)}
        hideSubmit={!submitVisible}
        submitting={model.isSubmitting}
      />
    </form>
  );
});
