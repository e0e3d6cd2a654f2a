import { InputGroup } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import type { HTMLInputTypeAttribute, ReactNode } from 'react';
import { FormField } from '../../widgets/form-field/form-field.tsx';
import type { RegisterTextField } from './register-form-values.ts';
import type { RegisterViewModel } from './register.view-model.ts';

export interface RegisterTextInputProps {
  readonly model: RegisterViewModel;
  readonly field: RegisterTextField;
  readonly label: string;
  readonly autoComplete?: string;
  readonly type?: HTMLInputTypeAttribute;
  readonly inputMode?: 'text' | 'numeric' | 'email';
  readonly maxLength?: number;
  readonly hint?: ReactNode;
}

/** A text field of the registration form: label, asterisk, hint, error after touch or submit. */
export const RegisterTextInput = observer(function RegisterTextInput({
  model,
  field,
  label,
  autoComplete,
  type = 'text',
  inputMode,
  maxLength,
  hint,
}: RegisterTextInputProps) {
  return (
    <FormField
      id={`inscription-${field}`}
      label={label}
      required={model.isRequired(field)}
      hint={hint}
      error={model.errorOf(field)}
      autoComplete={autoComplete}
    >
      {(control) => (
        <InputGroup
          {...control}
          type={type}
          inputMode={inputMode}
          maxLength={maxLength}
          spellCheck={false}
          value={model.values[field]}
          onValueChange={(value) => model.setText(field, value)}
          onBlur={() => model.touch(field)}
        />
      )}
    </FormField>
  );
});
