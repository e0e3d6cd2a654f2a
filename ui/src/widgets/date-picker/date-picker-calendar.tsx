import { Button } from '@blueprintjs/core';
import { ChevronLeftIcon } from '@blueprintjs/icons/lib/esm/generated/components/chevron-left';
import { ChevronRightIcon } from '@blueprintjs/icons/lib/esm/generated/components/chevron-right';
import {
  CALENDAR_WEEK_LABEL,
  calendarDayKey,
  FRENCH_MONTH_NAMES,
  FRENCH_WEEKDAY_INITIALS,
  FRENCH_WEEKDAY_NAMES,
} from '@portail/domain';
import { observer } from 'mobx-react-lite';
import { useEffect, useRef } from 'react';
import type { KeyboardEvent } from 'react';
import { spokenDate } from './calendar-dates.ts';
import { MONTH_VIEW_COLUMNS } from './date-picker.view-model.ts';
import type { DatePickerViewModel } from './date-picker.view-model.ts';

const DAY_KEYS: Readonly<Record<string, (model: DatePickerViewModel) => void>> = {
  ArrowLeft: (model) => model.moveDayFocus(-1),
  ArrowRight: (model) => model.moveDayFocus(1),
  ArrowUp: (model) => model.moveDayFocus(-7),
  ArrowDown: (model) => model.moveDayFocus(7),
  Home: (model) => model.moveDayFocusToWeekEdge('start'),
  End: (model) => model.moveDayFocusToWeekEdge('end'),
  PageUp: (model) => model.moveDayFocusByMonths(-1),
  PageDown: (model) => model.moveDayFocusByMonths(1),
};

const MONTH_KEYS: Readonly<Record<string, (model: DatePickerViewModel) => void>> = {
  ArrowLeft: (model) => model.moveMonthFocus(-1),
  ArrowRight: (model) => model.moveMonthFocus(1),
  ArrowUp: (model) => model.moveMonthFocus(-MONTH_VIEW_COLUMNS),
  ArrowDown: (model) => model.moveMonthFocus(MONTH_VIEW_COLUMNS),
  Home: (model) => model.moveMonthFocus(-12),
  End: (model) => model.moveMonthFocus(12),
  PageUp: (model) => model.previousYear(),
  PageDown: (model) => model.nextYear(),
};

export interface DatePickerCalendarProps {
  readonly id: string;
  readonly model: DatePickerViewModel;
  /** Escape or a chosen day: the parent closes and gives the focus back to the calendar button. */
  readonly onDone: () => void;
}

/** The calendar panel: month view first (spec §4), then the days of the chosen month. Keyboard-operable. */
export const DatePickerCalendar = observer(function DatePickerCalendar({
  id,
  model,
  onDone,
}: DatePickerCalendarProps) {
  const panel = useRef<HTMLDivElement>(null);
  const focusKey =
    model.view === 'months'
      ? `m-${String(model.displayedYear)}-${String(model.focusedMonth)}`
      : `d-${calendarDayKey(model.focusedDate)}`;
  const userMoved = useRef(false);

  useEffect(() => {
    const target = panel.current?.querySelector<HTMLElement>(`[data-focus-key="${focusKey}"]`);
    if (
      target !== null &&
      target !== undefined &&
      (userMoved.current || !panel.current?.contains(document.activeElement))
    ) {
      target.focus();
    }
    userMoved.current = false;
  }, [focusKey]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      onDone();
      return;
    }
    const onFocusedItem = event.target instanceof HTMLElement && event.target.dataset.focusKey !== undefined;
    const action = onFocusedItem ? (model.view === 'months' ? MONTH_KEYS : DAY_KEYS)[event.key] : undefined;
    if (action === undefined) return;
    event.preventDefault();
    userMoved.current = true;
    action(model);
  };

  const titleId = `${id}-titre`;
  return (
    <div
      id={id}
      ref={panel}
      role="group"
      aria-label="Calendrier"
      className="portal-calendar"
      onKeyDown={onKeyDown}
    >
      {model.view === 'months' ? (
        <>
          <div className="portal-calendar-header">
            <Button
              variant="minimal"
              icon={<ChevronLeftIcon />}
              aria-label="Année précédente"
              disabled={!model.canShowPreviousYear}
              onClick={() => model.previousYear()}
            />
            <span id={titleId} className="portal-calendar-title" aria-live="polite">
              {model.displayedYear}
            </span>
            <Button
              variant="minimal"
              icon={<ChevronRightIcon />}
              aria-label="Année suivante"
              disabled={!model.canShowNextYear}
              onClick={() => model.nextYear()}
            />
          </div>
          <p className="portal-calendar-instruction">Choisissez le mois, puis le jour.</p>
          <ul className="portal-calendar-months" aria-labelledby={titleId}>
            {model.monthChoices.map((choice) => {
              const focused = choice.month === model.focusedMonth;
              return (
                <li key={choice.month}>
                  <button
                    type="button"
                    className="portal-calendar-month"
                    data-focus-key={`m-${String(choice.year)}-${String(choice.month)}`}
                    tabIndex={focused ? 0 : -1}
                    aria-label={`${FRENCH_MONTH_NAMES[choice.month - 1] ?? choice.label} ${String(choice.year)}`}
                    aria-disabled={choice.selectable ? undefined : true}
                    onClick={() => model.chooseMonth(choice.month)}
                  >
                    {choice.label}
                  </button>
                </li>
              );
            })}
          </ul>
        </>
      ) : (
        <>
          <div className="portal-calendar-header">
            <Button
              variant="minimal"
              icon={<ChevronLeftIcon />}
              aria-label="Mois précédent"
              disabled={!model.canShowPreviousMonth}
              onClick={() => model.previousMonth()}
            />
            <Button variant="minimal" className="portal-calendar-title" onClick={() => model.showMonths()}>
              <span id={titleId} aria-live="polite">
                {model.grid.title}
              </span>
              <span className="portal-visually-hidden">, choisir un autre mois</span>
            </Button>
            <Button
              variant="minimal"
              icon={<ChevronRightIcon />}
              aria-label="Mois suivant"
              disabled={!model.canShowNextMonth}
              onClick={() => model.nextMonth()}
            />
          </div>
          <table className="portal-calendar-days" aria-labelledby={titleId}>
            <thead>
              <tr>
                <th scope="col" className="portal-calendar-week">
                  <abbr title="semaine">{CALENDAR_WEEK_LABEL}</abbr>
                </th>
                {FRENCH_WEEKDAY_INITIALS.map((initial, index) => (
                  <th key={FRENCH_WEEKDAY_NAMES[index]} scope="col">
                    <abbr title={FRENCH_WEEKDAY_NAMES[index]}>{initial}</abbr>
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {model.grid.weeks.map((week) => (
                <tr key={week.isoWeek}>
                  <th scope="row" className="portal-calendar-week">
                    {week.isoWeek}
                  </th>
                  {week.days.map((gridDay) => {
                    const key = calendarDayKey(gridDay.date);
                    const focused = key === calendarDayKey(model.focusedDate);
                    const classes = [
                      'portal-calendar-day',
                      gridDay.inMonth ? null : 'portal-calendar-day-outside',
                      gridDay.isSelected ? 'portal-calendar-day-selected' : null,
                      gridDay.isToday ? 'portal-calendar-day-today' : null,
                    ]
                      .filter(Boolean)
                      .join(' ');
                    return (
                      <td key={key}>
                        <button
                          type="button"
                          className={classes}
                          data-focus-key={`d-${key}`}
                          tabIndex={focused ? 0 : -1}
                          aria-label={spokenDate(gridDay.date)}
                          aria-pressed={gridDay.isSelected}
                          aria-current={gridDay.isToday ? 'date' : undefined}
                          aria-disabled={gridDay.isEnabled ? undefined : true}
                          onClick={() => {
                            if (!gridDay.isEnabled) return;
                            model.chooseDay(gridDay.date);
                            onDone();
                          }}
                        >
                          {gridDay.label}
                        </button>
                      </td>
                    );
                  })}
                </tr>
              ))}
            </tbody>
          </table>
        </>
      )}
    </div>
  );
});
