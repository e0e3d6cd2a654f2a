import { Button, Callout } from '@blueprintjs/core';
import { useEffect, useRef } from 'react';
import type { ReactNode } from 'react';
import { RequiredFieldsLegend } from '../../widgets/required-marker/required-marker.tsx';

/**
 * The form of a member dialog (bank details, « Modifier mon paiement », « Envoyer mon devis »): no browser
 * validation, the required-fields legend, the refused submission's summary (announced), the fields, then
 * « Annuler » (when `onCancel` is given) and the submit button. After each refused submission (`focusRequest`
 * grows) the focus goes to the element `firstErrorId` names at that moment — not when the errors change later.
 */
export function MemberDialogForm({
  id,
  focusRequest,
  firstErrorId,
  summary,
  onSubmit,
  onCancel,
  submitLabel = 'Valider',
  submitting,
  children,
}: {
  readonly id: string;
  readonly focusRequest: number;
  readonly firstErrorId: string | undefined;
  readonly summary: string | null;
  readonly onSubmit: () => void;
  readonly onCancel?: (() => void) | undefined;
  readonly submitLabel?: string;
  readonly submitting: boolean;
  readonly children: ReactNode;
}) {
  const form = useRef<HTMLFormElement>(null);
  const target = useRef(firstErrorId);
  target.current = firstErrorId;
  useEffect(() => {
    if (focusRequest === 0 || target.current === undefined) return;
    form.current?.querySelector<HTMLElement>(`#${target.current}`)?.focus();
  }, [focusRequest]);
  return (
    <form
      ref={form}
      id={id}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <RequiredFieldsLegend />
      {summary === null ? null : (
        <Callout intent="danger" role="alert" className="member-form-summary">
          {summary}
        </Callout>
      )}
      {children}
      <div className="member-form-buttons">
        {onCancel === undefined ? null : (
          <Button type="button" variant="outlined" size="large" onClick={onCancel}>
            Annuler
          </Button>
        )}
        <Button type="submit" intent="primary" size="large" loading={submitting}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
