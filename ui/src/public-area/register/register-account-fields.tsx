import { IBAN_LAST_CHARACTERS_COUNT, passwordRuleMessage, effectivePasswordMinLength } from '@portail/domain';
import { observer } from 'mobx-react-lite';
import { FormField } from '../../widgets/form-field/form-field.tsx';
import { PasswordInput } from '../../widgets/password-input/password-input.tsx';
import { RegisterTextInput } from './register-text-field.tsx';
import type { RegisterViewModel } from './register.view-model.ts';

function nonBlank(text: string | undefined): string | undefined {
  const trimmed = text?.trim() ?? '';
  return trimmed === '' ? undefined : trimmed;
}

/** The future login: e-mail (identifier), IBAN end when verified, password and confirmation. */
export const RegisterAccountFields = observer(function RegisterAccountFields({
  model,
}: {
  readonly model: RegisterViewModel;
}) {
  const configuration = model.context?.configuration;
  const emailHint =
    configuration?.isRegisterVerifyEmail === true ? nonBlank(configuration.registerEmailMessage) : undefined;
  const passwordHint = passwordRuleMessage(effectivePasswordMinLength(model.context?.passwordRequiredLength));
  return (
    <fieldset className="portal-register-fieldset">
      <legend>Vos identifiants de connexion</legend>
      <RegisterTextInput
        model={model}
        field="email"
        label="Identifiant (adresse e-mail)"
        type="email"
        inputMode="email"
        autoComplete="email"
        maxLength={254}
        hint={emailHint}
      />
      {model.isVisible('iban') ? (
        <RegisterTextInput
          model={model}
          field="iban"
          label="4 derniers caractères de votre IBAN"
          maxLength={IBAN_LAST_CHARACTERS_COUNT}
          hint={nonBlank(configuration?.registerIbanMessage)}
        />
      ) : null}
      {(['password', 'confirmPassword'] as const).map((field) => (
        <FormField
          key={field}
          id={`inscription-${field}`}
          label={field === 'password' ? 'Mot de passe' : 'Confirmation du mot de passe'}
          required
          hint={field === 'password' ? passwordHint : undefined}
          error={model.errorOf(field)}
          autoComplete="new-password"
        >
          {(control) => (
            <PasswordInput
              control={control}
              value={model.values[field]}
              onChange={(value) => model.setText(field, value)}
              onBlur={() => model.touch(field)}
            />
          )}
        </FormField>
      ))}
    </fieldset>
  );
});
