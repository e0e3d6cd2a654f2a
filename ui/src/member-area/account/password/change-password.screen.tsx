import '../../../widgets/form-feedback/account-recovery.css';
import { Card } from '@blueprintjs/core';
import type { ChangePasswordFormField } from '@portail/domain';
import { observer } from 'mobx-react-lite';
import { useEffect, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { FormSummary } from '../../../widgets/form-feedback/form-summary.tsx';
import { FormButtons } from '../../../widgets/form-buttons/form-buttons.tsx';
import { FormField } from '../../../widgets/form-field/form-field.tsx';
import { useFocusFirstError } from '../../../widgets/form-field/use-focus-first-error.ts';
import { PageTitleBar } from '../../../widgets/page-title-bar/page-title-bar.tsx';
import { PasswordInput } from '../../../widgets/password-input/password-input.tsx';
import { RequiredFieldsLegend } from '../../../widgets/required-marker/required-marker.tsx';
import type { AccountArea } from '../account.assembly.ts';
import { ACCOUNT_PATHS } from '../account.paths.ts';
import type { ChangePasswordViewModel } from './change-password.view-model.ts';

const PasswordRules = observer(function PasswordRules({ model }: { model: ChangePasswordViewModel }) {
  return (
    <>
      Votre nouveau mot de passe doit comporter :
      <ul className="account-rules">
        {model.ruleChecks.map((check) => (
          <li key={check.label} className={check.met ? 'account-rule-met' : undefined}>
            {check.met ? '✓ ' : '• '}
            {check.label}
            <span className="portal-visually-hidden">{check.met ? ' (respecté)' : ' (à respecter)'}</span>
          </li>
        ))}
      </ul>
    </>
  );
});

interface FieldSpec {
  readonly field: ChangePasswordFormField;
  readonly id: string;
  readonly label: string;
  readonly autoComplete: string;
}

const FIELDS: readonly FieldSpec[] = [
  {
    field: 'oldPassword',
    id: 'mot-de-passe-actuel',
    label: 'Mot de passe actuel',
    autoComplete: 'current-password',
  },
  {
    field: 'password',
    id: 'nouveau-mot-de-passe',
    label: 'Nouveau mot de passe',
    autoComplete: 'new-password',
  },
  {
    field: 'confirmPassword',
    id: 'confirmation-nouveau-mot-de-passe',
    label: 'Confirmation du nouveau mot de passe',
    autoComplete: 'new-password',
  },
];

/** « Changer mon mot de passe » (spec §7 change-password, §8 toasts). */
export const ChangePasswordScreen = observer(function ChangePasswordScreen({
  account,
}: {
  account: AccountArea;
}) {
  const [model] = useState(() => account.changePassword());
  const form = useRef<HTMLFormElement>(null);
  useEffect(() => {
    void model.load();
  }, [model]);
  useFocusFirstError(form, model.feedback.attempt, model.feedback.submitted);
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void model.submit();
  };
  const hintOf = (field: ChangePasswordFormField) => {
    if (field === 'password') return <PasswordRules model={model} />;
    if (field === 'confirmPassword' && model.confirmationMatches) return 'Les deux saisies sont identiques.';
    return undefined;
  };
  return (
    <>
      <PageTitleBar title="Changer mon mot de passe" back={{ to: ACCOUNT_PATHS.landing }} />
      <Card>
        <form ref={form} onSubmit={onSubmit} noValidate data-testid="change-password-form">
          <p>
            Une fois le mot de passe changé, vos autres connexions ouvertes (autres navigateurs, autres
            appareils) sont fermées et un e-mail vous confirme la modification.
          </p>
          <RequiredFieldsLegend />
          {FIELDS.map(({ field, id, label, autoComplete }) => (
            <FormField
              key={field}
              id={id}
              label={label}
              required
              hint={hintOf(field)}
              error={model.errorOf(field)}
              autoComplete={autoComplete}
            >
              {(control) => (
                <PasswordInput
                  control={control}
                  value={model[field]}
                  onChange={(value) => model.set(field, value)}
                  onBlur={() => model.touch(field)}
                />
              )}
            </FormField>
          ))}
          <FormSummary text={model.summary} />
          <FormButtons submitting={model.submitting} submitLabel="Changer mon mot de passe" />
        </form>
      </Card>
    </>
  );
});
