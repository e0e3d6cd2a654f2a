import '../../widgets/form-feedback/account-recovery.css';
import { InputGroup } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { useDeferredValue, useEffect, useRef } from 'react';
import type { FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { FormSummary } from '../../widgets/form-feedback/form-summary.tsx';
import { runLoad } from '../account-recovery/report-load-failure.ts';
import { FORGOT_PASSWORD_VIEW_MODEL } from '../account-recovery/account-recovery.tokens.ts';
import { useLazyViewModel } from '../../app/platform/use-lazy-view-model.ts';
import { PageLoading } from '../../widgets/page-loading/page-loading.tsx';
import { DatePicker } from '../../widgets/date-picker/date-picker.tsx';
import { FormButtons } from '../../widgets/form-buttons/form-buttons.tsx';
import { FormField } from '../../widgets/form-field/form-field.tsx';
import { useFocusFirstError } from '../../widgets/form-field/use-focus-first-error.ts';
import { PageTitleBar } from '../../widgets/page-title-bar/page-title-bar.tsx';
import { RequiredFieldsLegend } from '../../widgets/required-marker/required-marker.tsx';
import type { ForgotPasswordViewModel } from './forgot-password.view-model.ts';

const TITLE = 'Mot de passe oublié';

/** forgot-password (spec §2, §5): identifier, plus the birth date when the birthday check is on. */
export function Component() {
  const model = useLazyViewModel(FORGOT_PASSWORD_VIEW_MODEL);
  useEffect(() => {
    if (model !== null) runLoad(model.load());
  }, [model]);
  return (
    <>
      <PageTitleBar title={TITLE} back={{ to: '/' }} />
      {model === null ? <PageLoading /> : <ForgotPassword model={model} />}
    </>
  );
}

const ForgotPassword = observer(function ForgotPassword({ model }: { model: ForgotPasswordViewModel }) {
  const form = useRef<HTMLFormElement>(null);
  const navigate = useNavigate();
  useFocusFirstError(form, model.feedback.attempt, model.feedback.submitted);
  // The form appears in a deferred render (time-sliced), not in the synchronous one of the store's change.
  const ready = useDeferredValue(model.ready);
  if (!ready) return <PageLoading />;
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void model.submit();
  };
  return (
    <form ref={form} className="portal-account-panel" onSubmit={onSubmit} noValidate>
      <p className="portal-account-intro">
        Saisissez votre identifiant : vous recevrez par e-mail un lien pour choisir un nouveau mot de passe.
      </p>
      <RequiredFieldsLegend />
      <FormField
        id="identifiant"
        label="Identifiant (adresse e-mail)"
        required
        error={model.userNameError}
        autoComplete="username"
      >
        {(control) => (
          <InputGroup
            {...control}
            type="email"
            inputMode="email"
            spellCheck={false}
            autoCapitalize="off"
            value={model.userName}
            onValueChange={(value) => model.setUserName(value)}
            onBlur={() => model.touchUserName()}
          />
        )}
      </FormField>
      {model.birthDateVisible ? (
        <DatePicker
          id="date-naissance"
          label="Date de naissance"
          model={model.birthDate}
          required
          error={model.birthDateError}
          autoComplete="bday"
        />
      ) : null}
      <FormSummary text={model.summary} />
      <FormButtons submitting={model.submitting} onCancel={() => void navigate('/')} />
    </form>
  );
});
