import './date-picker.css';
import { Classes, InputGroup } from '@blueprintjs/core';
import { CalendarIcon } from '@blueprintjs/icons/lib/esm/generated/components/calendar';
import { DATE_INPUT_MAX_LENGTH, DATE_INPUT_PLACEHOLDER } from '@portail/domain';
import { observer } from 'mobx-react-lite';
import { useMemo, useRef } from 'react';
import { FormField } from '../form-field/form-field.tsx';
import { DatePickerCalendar } from './date-picker-calendar.tsx';
import type { DatePickerViewModel } from './date-picker.view-model.ts';

export interface DatePickerProps {
  readonly id: string;
  readonly label: string;
  readonly model: DatePickerViewModel;
  readonly required?: boolean | undefined;
  /** First issue shown once touched or submitted (the parent decides). */
  readonly error?: string | null | undefined;
  /** `bday` for a birth date. */
  readonly autoComplete?: string | undefined;
}

/**
 * Date field: typed JJ/MM/AAAA (auto-masked) or chosen in the calendar disclosed below the input
 * (month first, then day). Escape closes the calendar and gives the focus back to its button.
 */
export const DatePicker = observer(function DatePicker({
  id,
  label,
  model,
  required,
  error,
  autoComplete,
}: DatePickerProps) {
  const calendarButton = useRef<HTMLButtonElement>(null);
  const calendarId = `${id}-calendrier`;
  const done = () => {
    model.close();
    calendarButton.current?.focus();
  };
  const isOpen = model.isOpen;
  // Same identity while it does not change: Blueprint's InputGroup measures its right element (a forced layout,
  // then a second render) whenever that prop changes identity — on every key otherwise (bench:interaction).
  const calendarToggle = useMemo(
    () => (
      // A native button: Blueprint's Button clicks on Enter keyup, so the keyup of the Enter that chose
      // a day (focus comes back here) would reopen the calendar.
      <button
        ref={calendarButton}
        type="button"
        className={`${Classes.BUTTON} ${Classes.MINIMAL}`}
        aria-label={isOpen ? 'Fermer le calendrier' : 'Ouvrir le calendrier'}
        aria-expanded={isOpen}
        aria-controls={isOpen ? calendarId : undefined}
        onClick={() => model.toggle()}
      >
        <CalendarIcon />
      </button>
    ),
    [isOpen, calendarId, model],
  );
  return (
    <FormField
      id={id}
      label={label}
      required={required === true}
      hint={`Format ${DATE_INPUT_PLACEHOLDER}`}
      error={error}
      {...(autoComplete === undefined ? {} : { autoComplete })}
    >
      {(control) => (
        <div className="portal-date-picker">
          <InputGroup
            {...control}
            className="portal-date-picker-input"
            inputMode="numeric"
            placeholder={DATE_INPUT_PLACEHOLDER}
            maxLength={DATE_INPUT_MAX_LENGTH}
            value={model.text}
            onValueChange={(value) => model.typeText(value)}
            onBlur={() => model.markTouched()}
            rightElement={calendarToggle}
          />
          {model.isOpen ? <DatePickerCalendar id={calendarId} model={model} onDone={done} /> : null}
        </div>
      )}
    </FormField>
  );
});
