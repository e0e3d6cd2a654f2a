import { FormField } from '../../widgets/form-field/form-field.tsx';
import { PasswordInput } from '../../widgets/password-input/password-input.tsx';

export interface PasswordFieldProps {
  readonly id: string;
  readonly label: string;
  readonly value: string;
  readonly error: string | null;
  readonly hint?: string | undefined;
  readonly onChange: (value: string) => void;
  readonly onBlur: () => void;
}

/** A new-password field: label, required mark, rule hint, error, reveal toggle, `autocomplete="new-password"`. */
export function NewPasswordField({ id, label, value, error, hint, onChange, onBlur }: PasswordFieldProps) {
  return (
    <FormField id={id} label={label} required hint={hint} error={error} autoComplete="new-password">
      {(control) => <PasswordInput control={control} value={value} onChange={onChange} onBlur={onBlur} />}
    </FormField>
  );
}
