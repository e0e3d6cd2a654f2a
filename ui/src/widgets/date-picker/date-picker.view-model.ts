import {
  buildMonthGrid,
  buildYearMonthChoices,
  calendarDayOf,
  createDatePickerConstraints,
  formatDateInput,
  isDateEnabled,
  maskDateInput,
  parseFrenchDate,
  pickMonth,
  validateDatePickerInput,
} from '@portail/domain';
import type {
  CalendarMonth,
  CalendarMonthChoice,
  CalendarMonthGrid,
  DatePickerConstraints,
  ValidationResult,
} from '@portail/domain';
import { makeAutoObservable } from 'mobx';
import { addDays, monthOf, sameDayInMonth } from './calendar-dates.ts';

export interface DatePickerLimits {
  readonly minDate?: Date | null;
  readonly maxDate?: Date | null;
  readonly disabledDates?: readonly Date[];
}

export interface DatePickerOptions extends DatePickerLimits {
  /** Today's date (injected for tests); defaults to the clock. */
  readonly today?: () => Date;
}

export type DatePickerView = 'months' | 'days';

/** Columns of the month view; Up/Down move by one row. */
export const MONTH_VIEW_COLUMNS = 3;

/**
 * Date picker state on the domain's calendar logic (spec §5, §9): typed text auto-masked JJ/MM/AAAA,
 * a calendar opening on the month view (month first, then day), clamped limits, disabled days, French
 * labels, weeks from Monday with ISO week numbers, and keyboard focus movement.
 */
export class DatePickerViewModel {
  text = '';
  touched = false;
  isOpen = false;
  view: DatePickerView = 'months';
  /** Year shown by the month view. */
  displayedYear: number;
  /** Month shown by the day view. */
  displayedMonth: CalendarMonth;
  /** Keyboard focus: a month (1–12) of the month view, a day of the day view. */
  focusedMonth: number;
  focusedDate: Date;
  constraints: DatePickerConstraints;
  private readonly today: () => Date;

  constructor(options: DatePickerOptions = {}) {
    this.today = options.today ?? (() => new Date());
    this.constraints = createDatePickerConstraints(options);
    const anchor = this.anchorDate();
    this.displayedYear = anchor.getFullYear();
    this.displayedMonth = monthOf(anchor);
    this.focusedMonth = anchor.getMonth() + 1;
    this.focusedDate = anchor;
    makeAutoObservable<DatePickerViewModel, 'today'>(this, { today: false });
  }

  /** The typed date when it is a real day, else null (limits are checked by `issues`). */
  get value(): Date | null {
    return parseFrenchDate(this.text);
  }

  get issues(): ValidationResult {
    return validateDatePickerInput(this.text, this.constraints);
  }

  get monthChoices(): readonly CalendarMonthChoice[] {
    return buildYearMonthChoices(this.displayedYear, this.constraints);
  }

  get grid(): CalendarMonthGrid {
    return buildMonthGrid(this.displayedMonth, this.constraints, {
      selected: this.value,
      today: this.today(),
    });
  }

  get canShowPreviousYear(): boolean {
    const min = this.constraints.minDate;
    return min === null || this.displayedYear > min.getFullYear();
  }

  get canShowNextYear(): boolean {
    const max = this.constraints.maxDate;
    return max === null || this.displayedYear < max.getFullYear();
  }

  get canShowPreviousMonth(): boolean {
    const min = this.constraints.minDate;
    const { year, month } = this.displayedMonth;
    return min === null || year * 12 + month > min.getFullYear() * 12 + min.getMonth() + 1;
  }

  get canShowNextMonth(): boolean {
    const max = this.constraints.maxDate;
    const { year, month } = this.displayedMonth;
    return max === null || year * 12 + month < max.getFullYear() * 12 + max.getMonth() + 1;
  }

  setLimits(limits: DatePickerLimits): void {
    this.constraints = createDatePickerConstraints(limits);
  }

  typeText(raw: string): void {
    this.text = maskDateInput(raw);
  }

  markTouched(): void {
    this.touched = true;
  }

  /** Opens on the month view of the typed date, or of today brought within the limits. */
  open(): void {
    const anchor = this.anchorDate();
    this.view = 'months';
    this.displayedYear = anchor.getFullYear();
    this.focusedMonth = anchor.getMonth() + 1;
    this.displayedMonth = monthOf(anchor);
    this.focusedDate = anchor;
    this.isOpen = true;
  }

  close(): void {
    this.isOpen = false;
  }

  toggle(): void {
    if (this.isOpen) this.close();
    else this.open();
  }

  previousYear(): void {
    if (!this.canShowPreviousYear) return;
    this.displayedYear -= 1;
  }

  nextYear(): void {
    if (!this.canShowNextYear) return;
    this.displayedYear += 1;
  }

  /** Picking a month sets the date to its first enabled day and shows its days (spec §5). */
  chooseMonth(month: number): void {
    const choice = { year: this.displayedYear, month };
    const picked = pickMonth(choice, this.constraints);
    if (picked === null) return;
    this.text = formatDateInput(picked);
    this.touched = true;
    this.displayedMonth = choice;
    this.focusedDate = picked;
    this.view = 'days';
  }

  /** Back from the day view to the month view of the displayed year. */
  showMonths(): void {
    this.displayedYear = this.displayedMonth.year;
    this.focusedMonth = this.displayedMonth.month;
    this.view = 'months';
  }

  previousMonth(): void {
    if (this.canShowPreviousMonth) this.showMonthOffset(-1);
  }

  nextMonth(): void {
    if (this.canShowNextMonth) this.showMonthOffset(1);
  }

  chooseDay(date: Date): void {
    if (!isDateEnabled(date, this.constraints)) return;
    this.text = formatDateInput(date);
    this.touched = true;
    this.close();
  }

  /** Arrow keys / Home / End / Page keys of the day view: the focus moves, the shown month follows. */
  moveDayFocus(days: number): void {
    this.focusDay(addDays(this.focusedDate, days));
  }

  moveDayFocusToWeekEdge(edge: 'start' | 'end'): void {
    const weekday = (this.focusedDate.getDay() + 6) % 7;
    this.moveDayFocus(edge === 'start' ? -weekday : 6 - weekday);
  }

  moveDayFocusByMonths(months: number): void {
    const target = new Date(this.focusedDate.getFullYear(), this.focusedDate.getMonth() + months, 1);
    this.focusDay(sameDayInMonth(this.focusedDate, monthOf(target)));
  }

  /** Arrow keys of the month view, within the displayed year. */
  moveMonthFocus(delta: number): void {
    this.focusedMonth = Math.min(12, Math.max(1, this.focusedMonth + delta));
  }

  private showMonthOffset(offset: number): void {
    const first = new Date(this.displayedMonth.year, this.displayedMonth.month - 1 + offset, 1);
    this.displayedMonth = monthOf(first);
    this.focusedDate = sameDayInMonth(this.focusedDate, this.displayedMonth);
  }

  private focusDay(date: Date): void {
    const { minDate, maxDate } = this.constraints;
    let target = date;
    if (minDate !== null && target < minDate) target = minDate;
    if (maxDate !== null && target > maxDate) target = maxDate;
    this.focusedDate = target;
    this.displayedMonth = monthOf(target);
  }

  /** The typed day, or today, brought within the limits. */
  private anchorDate(): Date {
    const start = this.value ?? calendarDayOf(this.today()) ?? new Date();
    const { minDate, maxDate } = this.constraints;
    if (minDate !== null && start < minDate) return minDate;
    if (maxDate !== null && start > maxDate) return maxDate;
    return start;
  }
}
