import { Classes, SegmentedControl } from '@blueprintjs/core';
import { DEFAULT_TOGGLE_CHOICES } from '@portail/domain';
import type { ToggleChoice } from '@portail/domain';
import { RequiredMark } from '../required-marker/required-marker.tsx';
import { formFieldIds } from '../form-field/form-field-ids.ts';

export interface ToggleButtonGroupProps<T> {
  readonly id: string;
  readonly label: string;
  /** Built with the domain's buildToggleChoices (values/labels length check); default Oui (true) / Non (false). */
  readonly choices?: readonly ToggleChoice<T>[] | undefined;
  readonly value: T | null;
  readonly onChange: (value: T) => void;
  readonly required?: boolean | undefined;
  readonly error?: string | null | undefined;
}

/**
 * Group of toggle buttons (spec §2, §5) on Blueprint's SegmentedControl as a radiogroup: one tab stop,
 * arrow keys move the choice, the selected button is aria-checked.
 */
export function ToggleButtonGroup<T = boolean>({
  id,
  label,
  choices,
  value,
  onChange,
  required,
  error,
}: ToggleButtonGroupProps<T>) {
  const list = (choices ?? DEFAULT_TOGGLE_CHOICES) as readonly ToggleChoice<T>[];
  const hasError = error !== undefined && error !== null && error !== '';
  const ids = formFieldIds(id, { hint: false, error: hasError });
  const labelId = `${id}-libelle`;
  const selectedIndex = list.findIndex((choice) => Object.is(choice.value, value));
  return (
    <div className={`${Classes.FORM_GROUP} portal-field portal-toggle-group`}>
      <span id={labelId} className={Classes.LABEL}>
        {label}
        {required === true ? <RequiredMark /> : null}
      </span>
      <SegmentedControl
        role="radiogroup"
        aria-labelledby={labelId}
        aria-describedby={ids.describedBy}
        aria-required={required === true ? true : undefined}
        aria-invalid={hasError ? true : undefined}
        intent="primary"
        options={list.map((choice, index) => ({ label: choice.label, value: String(index) }))}
        value={selectedIndex < 0 ? '' : String(selectedIndex)}
        onValueChange={(next) => {
          const choice = list[Number(next)];
          if (choice !== undefined) onChange(choice.value);
        }}
      />
      {hasError ? (
        <div id={ids.errorId} className="portal-field-error">
          {error}
        </div>
      ) : null}
    </div>
  );
}
