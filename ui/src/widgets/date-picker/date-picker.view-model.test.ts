import { DATE_PICKER_DISABLED_MESSAGE } from '@portail/domain';
import { describe, expect, it } from 'vitest';
import { spokenDate } from './calendar-dates.ts';
import { DatePickerViewModel } from './date-picker.view-model.ts';

const day = (year: number, month: number, date: number) => new Date(year, month - 1, date);
const today = () => day(2024, 3, 14);

describe('date picker view-model', () => {
  it('masks typed text as JJ/MM/AAAA and parses a real day', () => {
    const picker = new DatePickerViewModel({ today });
    picker.typeText('0502a1990');
    expect(picker.text).toBe('05/02/1990');
    expect(picker.value).toEqual(day(1990, 2, 5));
    picker.typeText('31/02/1990');
    expect(picker.value).toBeNull();
    expect(picker.issues.map((issue) => issue.code)).toEqual(['DATE.INVALID']);
  });

  it('opens on the month view of today, then a picked month gives its first enabled day and its days', () => {
    const picker = new DatePickerViewModel({ today, disabledDates: [day(2024, 5, 1)] });
    picker.open();
    expect([picker.isOpen, picker.view, picker.displayedYear, picker.focusedMonth]).toEqual([
      true,
      'months',
      2024,
      3,
    ]);
    picker.chooseMonth(5);
    expect(picker.text).toBe('02/05/2024');
    expect(picker.view).toBe('days');
    expect(picker.grid.title).toBe('Mai 2024');
    expect(picker.focusedDate).toEqual(day(2024, 5, 2));
  });

  it('opens on the typed date', () => {
    const picker = new DatePickerViewModel({ today });
    picker.typeText('17/08/1985');
    picker.open();
    expect([picker.displayedYear, picker.focusedMonth]).toEqual([1985, 8]);
  });

  it('clamps a picked month to the minimum and refuses months without an enabled day', () => {
    const picker = new DatePickerViewModel({ today, minDate: day(2024, 3, 20), maxDate: day(2024, 6, 10) });
    picker.open();
    expect(picker.monthChoices.filter((month) => month.selectable).map((month) => month.month)).toEqual([
      3, 4, 5, 6,
    ]);
    picker.chooseMonth(2);
    expect(picker.text).toBe('');
    picker.chooseMonth(3);
    expect(picker.text).toBe('20/03/2024');
  });

  it('opens within the limits when today is outside them and stops year navigation at the limits', () => {
    const picker = new DatePickerViewModel({ today, maxDate: day(2001, 12, 31), minDate: day(2000, 6, 1) });
    picker.open();
    expect(picker.displayedYear).toBe(2001);
    expect(picker.canShowNextYear).toBe(false);
    picker.nextYear();
    expect(picker.displayedYear).toBe(2001);
    picker.previousYear();
    expect(picker.displayedYear).toBe(2000);
    expect(picker.canShowPreviousYear).toBe(false);
  });

  it('chooses an enabled day and closes, ignores a disabled one', () => {
    const picker = new DatePickerViewModel({ today, disabledDates: [day(2024, 3, 15)] });
    picker.open();
    picker.chooseMonth(3);
    picker.chooseDay(day(2024, 3, 15));
    expect(picker.isOpen).toBe(true);
    picker.chooseDay(day(2024, 3, 18));
    expect([picker.text, picker.isOpen, picker.touched]).toEqual(['18/03/2024', false, true]);
  });

  it('reports a typed disabled day with the domain message', () => {
    const picker = new DatePickerViewModel({ today, disabledDates: [day(2024, 3, 15)] });
    picker.typeText('15/03/2024');
    expect(picker.issues.map((issue) => issue.message)).toEqual([DATE_PICKER_DISABLED_MESSAGE]);
  });

  it('moves the day focus with the keyboard and follows it across months', () => {
    const picker = new DatePickerViewModel({ today });
    picker.open();
    picker.chooseMonth(3);
    picker.moveDayFocus(-1);
    expect(picker.focusedDate).toEqual(day(2024, 2, 29));
    expect(picker.displayedMonth).toEqual({ year: 2024, month: 2 });
    picker.moveDayFocus(7);
    expect(picker.focusedDate).toEqual(day(2024, 3, 7));
    picker.moveDayFocusToWeekEdge('start');
    expect(picker.focusedDate).toEqual(day(2024, 3, 4));
    picker.moveDayFocusToWeekEdge('end');
    expect(picker.focusedDate).toEqual(day(2024, 3, 10));
    picker.moveDayFocus(21);
    picker.moveDayFocusByMonths(-1);
    expect(picker.focusedDate).toEqual(day(2024, 2, 29));
  });

  it('keeps the day focus within the limits', () => {
    const picker = new DatePickerViewModel({ today, minDate: day(2024, 3, 1), maxDate: day(2024, 3, 31) });
    picker.open();
    picker.chooseMonth(3);
    picker.moveDayFocus(-3);
    expect(picker.focusedDate).toEqual(day(2024, 3, 1));
    picker.moveDayFocusByMonths(2);
    expect(picker.focusedDate).toEqual(day(2024, 3, 31));
    expect([picker.canShowPreviousMonth, picker.canShowNextMonth]).toEqual([false, false]);
  });

  it('navigates months and goes back to the month view of the shown year', () => {
    const picker = new DatePickerViewModel({ today });
    picker.open();
    picker.chooseMonth(12);
    picker.nextMonth();
    expect(picker.displayedMonth).toEqual({ year: 2025, month: 1 });
    picker.showMonths();
    expect([picker.view, picker.displayedYear, picker.focusedMonth]).toEqual(['months', 2025, 1]);
    picker.moveMonthFocus(-3);
    expect(picker.focusedMonth).toBe(1);
    picker.moveMonthFocus(14);
    expect(picker.focusedMonth).toBe(12);
  });

  it('shows weeks from Monday with the ISO week number and the French day labels', () => {
    const picker = new DatePickerViewModel({ today });
    picker.open();
    picker.chooseMonth(3);
    const firstWeek = picker.grid.weeks[0];
    expect(firstWeek?.isoWeek).toBe(9);
    expect(firstWeek?.days[0]?.date).toEqual(day(2024, 2, 26));
    expect(firstWeek?.days[4]?.label).toBe('1er');
  });

  it('speaks a day with its weekday and month in French', () => {
    expect(spokenDate(day(2024, 3, 1))).toBe('vendredi 1er mars 2024');
    expect(spokenDate(day(2024, 3, 4))).toBe('lundi 4 mars 2024');
  });

  it('closes and toggles', () => {
    const picker = new DatePickerViewModel({ today });
    picker.toggle();
    expect(picker.isOpen).toBe(true);
    picker.toggle();
    expect(picker.isOpen).toBe(false);
  });
});
