import { passwordRuleMessage } from '@portail/domain';
import { observer } from 'mobx-react-lite';
import { RequiredFieldsLegend } from '../../widgets/required-marker/required-marker.tsx';
import { NewPasswordField } from './password-field.tsx';

type NewPasswordField = 'password' | 'confirmPassword';

/** What the new-password fields read and change of a password-link form (activate-user, reset-password). */
export interface NewPasswordForm {
  readonly password: string;
  readonly confirmPassword: string;
  readonly passwordRequiredLength: number | undefined;
  errorOf(field: NewPasswordField): string | null;
  setPassword(value: string): void;
  setConfirmPassword(value: string): void;
  touch(field: NewPasswordField): void;
}

/**
 * The intro line, the required-fields legend, the new password (with its rule) and its confirmation: the
 * form of a password link (activate-user, reset-password). Small and stateless, it is copied into each of
 * their own chunks (ROUTE_LOCAL_MODULES, vite-plugins/portal-chunks.ts).
 */
export const NewPasswordFields = observer(function NewPasswordFields({
  model,
  intro,
}: {
  readonly model: NewPasswordForm;
  readonly intro: string;
}) {
  const passwordError = model.errorOf('password');
  return (
    <>
      <p className="portal-account-intro">{intro}</p>
      <RequiredFieldsLegend />
      <NewPasswordField
        id="mot-de-passe"
        label="Nouveau mot de passe"
        value={model.password}
        error={passwordError}
        hint={passwordError === null ? passwordRuleMessage(model.passwordRequiredLength) : undefined}
        onChange={(value) => model.setPassword(value)}
        onBlur={() => model.touch('password')}
      />
      <NewPasswordField
        id="confirmation-mot-de-passe"
        label="Confirmation du mot de passe"
        value={model.confirmPassword}
        error={model.errorOf('confirmPassword')}
        onChange={(value) => model.setConfirmPassword(value)}
        onBlur={() => model.touch('confirmPassword')}
      />
    </>
  );
});
