import './form-field.css';
import { Classes } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import { RequiredMark } from '../required-marker/required-marker.tsx';
import { formFieldIds } from './form-field-ids.ts';

/** Attributes the wrapper hands to its control so that label, hint and error are announced with it. */
export interface FieldControlProps {
  readonly id: string;
  readonly 'aria-describedby': string | undefined;
  readonly 'aria-invalid': boolean | undefined;
  readonly required: boolean | undefined;
  readonly autoComplete: string | undefined;
}

export interface FormFieldProps {
  readonly id: string;
  readonly label: ReactNode;
  readonly required?: boolean | undefined;
  readonly hint?: ReactNode | undefined;
  /** The French message of the first issue, shown once the field is touched or the form submitted. */
  readonly error?: string | null | undefined;
  /** HTML autocomplete token (`email`, `new-password`, `bday`, `postal-code`, …). */
  readonly autoComplete?: string | undefined;
  readonly className?: string | undefined;
  readonly children: (control: FieldControlProps) => ReactNode;
}

/**
 * Labelled form field: `<label for>`, required asterisk, hint and error linked to the control through
 * `aria-describedby`, `aria-invalid` while in error, and the autocomplete token. An observer, so the
 * observables its render-prop child reads (the control value) re-render it.
 */
export const FormField = observer(function FormField({
  id,
  label,
  required,
  hint,
  error,
  autoComplete,
  className,
  children,
}: FormFieldProps) {
  const hasError = error !== undefined && error !== null && error !== '';
  const hasHint = hint !== undefined && hint !== null;
  const ids = formFieldIds(id, { hint: hasHint, error: hasError });
  const control: FieldControlProps = {
    id,
    'aria-describedby': ids.describedBy,
    'aria-invalid': hasError ? true : undefined,
    required: required === true ? true : undefined,
    autoComplete,
  };
  const classes = [Classes.FORM_GROUP, 'portal-field', hasError ? Classes.INTENT_DANGER : null, className]
    .filter(Boolean)
    .join(' ');
  return (
    <div className={classes}>
      <label className={Classes.LABEL} htmlFor={id}>
        {label}
        {required === true ? <RequiredMark /> : null}
      </label>
      <div className={Classes.FORM_CONTENT}>
        {children(control)}
        {hasHint ? (
          <div id={ids.hintId} className={`${Classes.FORM_HELPER_TEXT} portal-field-hint`}>
            {hint}
          </div>
        ) : null}
        {hasError ? (
          <div id={ids.errorId} className="portal-field-error">
            {error}
          </div>
        ) : null}
      </div>
    </div>
  );
});
