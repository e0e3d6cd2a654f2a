import { addDays } from 'date-fns/addDays';
import { addMonths } from 'date-fns/addMonths';
import { endOfMonth } from 'date-fns/endOfMonth';
import { endOfWeek } from 'date-fns/endOfWeek';
import { getISOWeek } from 'date-fns/getISOWeek';
import { isSameDay } from 'date-fns/isSameDay';
import { startOfWeek } from 'date-fns/startOfWeek';
import { calendarDayOf, calendarMonthOf, firstDayOfCalendarMonth } from './calendar-day.ts';
import type { CalendarMonth } from './calendar-day.ts';
import { isDateEnabled, isMonthSelectable } from './date-constraints.ts';
import type { DatePickerConstraints } from './date-constraints.ts';
import {
  CALENDAR_WEEK_STARTS_ON,
  dayOfMonthLabel,
  FRENCH_MONTH_SHORT_NAMES,
  frenchMonthTitle,
} from './french-calendar-labels.ts';

export interface CalendarGridDay {
  readonly date: Date;
  readonly dayOfMonth: number;
  /** '1er', '02', … '31'. */
  readonly label: string;
  /** False for the leading/trailing days of the neighbouring months. */
  readonly inMonth: boolean;
  readonly isEnabled: boolean;
  readonly isSelected: boolean;
  readonly isToday: boolean;
}

export interface CalendarGridWeek {
  /** ISO 8601 week number, shown under the 'sem' column. */
  readonly isoWeek: number;
  /** Seven days, Monday first. */
  readonly days: readonly CalendarGridDay[];
}

export interface CalendarMonthGrid extends CalendarMonth {
  /** 'Mars 2024'. */
  readonly title: string;
  readonly weeks: readonly CalendarGridWeek[];
  readonly previousMonth: CalendarMonth;
  readonly nextMonth: CalendarMonth;
}

export interface MonthGridOptions {
  readonly selected?: Date | null;
  readonly today?: Date | null;
}

/** Builds the weeks (Monday to Sunday, with ISO week numbers) covering a month, for the calendar to render. */
export function buildMonthGrid(
  month: CalendarMonth,
  constraints: DatePickerConstraints,
  options: MonthGridOptions = {},
): CalendarMonthGrid {
  const first = firstDayOfCalendarMonth(month);
  const selected = calendarDayOf(options.selected);
  const today = calendarDayOf(options.today);
  const gridEnd = endOfWeek(endOfMonth(first), { weekStartsOn: CALENDAR_WEEK_STARTS_ON });
  const weeks: CalendarGridWeek[] = [];
  for (
    let monday = startOfWeek(first, { weekStartsOn: CALENDAR_WEEK_STARTS_ON });
    monday <= gridEnd;
    monday = addDays(monday, 7)
  ) {
    const days = [0, 1, 2, 3, 4, 5, 6].map((offset): CalendarGridDay => {
      const date = addDays(monday, offset);
      return Object.freeze({
        date,
        dayOfMonth: date.getDate(),
        label: dayOfMonthLabel(date.getDate()),
        inMonth: date.getMonth() === first.getMonth(),
        isEnabled: isDateEnabled(date, constraints),
        isSelected: selected !== null && isSameDay(date, selected),
        isToday: today !== null && isSameDay(date, today),
      });
    });
    weeks.push(Object.freeze({ isoWeek: getISOWeek(monday), days: Object.freeze(days) }));
  }
  return Object.freeze({
    year: month.year,
    month: month.month,
    title: frenchMonthTitle(month.year, month.month),
    weeks: Object.freeze(weeks),
    previousMonth: calendarMonthOf(addMonths(first, -1)),
    nextMonth: calendarMonthOf(addMonths(first, 1)),
  });
}

export interface CalendarMonthChoice extends CalendarMonth {
  /** Short French name ('janv.'). */
  readonly label: string;
  readonly selectable: boolean;
}

/** The twelve months of a year for the month-first picker, each marked selectable or not (spec §5). */
export function buildYearMonthChoices(
  year: number,
  constraints: DatePickerConstraints,
): readonly CalendarMonthChoice[] {
  return Object.freeze(
    FRENCH_MONTH_SHORT_NAMES.map((label, index) => {
      const month = { year, month: index + 1 };
      return Object.freeze({ ...month, label, selectable: isMonthSelectable(month, constraints) });
    }),
  );
}
