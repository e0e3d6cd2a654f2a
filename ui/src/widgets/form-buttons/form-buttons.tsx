import '../form-field/form-field.css';
import { Button } from '@blueprintjs/core';

export interface FormButtonsProps {
  /** 'Annuler' (back); hidden when absent. */
  readonly onCancel?: (() => void) | undefined;
  /** Hides 'Valider' (e.g. registration attempt limit reached). */
  readonly hideSubmit?: boolean | undefined;
  readonly submitting?: boolean | undefined;
  readonly submitLabel?: string | undefined;
  readonly cancelLabel?: string | undefined;
}

/** Form buttons (spec §2): 'Valider' submits the form, 'Annuler' goes back. */
export function FormButtons({
  onCancel,
  hideSubmit = false,
  submitting = false,
  submitLabel = 'Valider',
  cancelLabel = 'Annuler',
}: FormButtonsProps) {
  return (
    <div className="portal-form-buttons">
      {onCancel === undefined ? null : (
        <Button type="button" variant="outlined" size="large" onClick={onCancel} disabled={submitting}>
          {cancelLabel}
        </Button>
      )}
      {hideSubmit ? null : (
        <Button
          type="submit"
          intent="primary"
          size="large"
          loading={submitting}
          aria-busy={submitting || undefined}
        >
          {submitLabel}
        </Button>
      )}
    </div>
  );
}
