import { describe, expect, it } from 'vitest';
import { createDatePickerConstraints } from './date-constraints.ts';
import { buildMonthGrid, buildYearMonthChoices } from './month-grid.ts';

describe('buildMonthGrid', () => {
  const none = createDatePickerConstraints();

  it('covers the month with Monday-first weeks and ISO week numbers', () => {
    // March 2024: Friday 1st to Sunday 31st → Monday 26 Feb to Sunday 31 Mar, ISO weeks 9 to 13.
    const grid = buildMonthGrid({ year: 2024, month: 3 }, none);
    expect(grid.title).toBe('Mars 2024');
    expect(grid.weeks.map((week) => week.isoWeek)).toEqual([9, 10, 11, 12, 13]);
    expect(grid.weeks.every((week) => week.days.length === 7 && week.days[0]?.date.getDay() === 1)).toBe(
      true,
    );
    expect(grid.weeks[0]?.days.map((d) => d.label)).toEqual(['26', '27', '28', '29', '1er', '02', '03']);
    expect(grid.weeks[0]?.days.map((d) => d.inMonth)).toEqual([false, false, false, false, true, true, true]);
    expect(grid.weeks[4]?.days[6]?.date).toEqual(new Date(2024, 2, 31));
  });

  it('numbers a week across the new year by ISO rules', () => {
    // January 2021 starts on a Friday that belongs to ISO week 53 of 2020.
    const grid = buildMonthGrid({ year: 2021, month: 1 }, none);
    expect(grid.weeks[0]?.isoWeek).toBe(53);
    expect(grid.weeks[1]?.isoWeek).toBe(1);
    expect(grid.previousMonth).toEqual({ year: 2020, month: 12 });
    expect(grid.nextMonth).toEqual({ year: 2021, month: 2 });
  });

  it('marks enabled, selected and today days', () => {
    const constraints = createDatePickerConstraints({
      minDate: new Date(2024, 2, 5),
      disabledDates: [new Date(2024, 2, 8)],
    });
    const grid = buildMonthGrid({ year: 2024, month: 3 }, constraints, {
      selected: new Date(2024, 2, 6, 10),
      today: new Date(2024, 2, 7),
    });
    const days = grid.weeks.flatMap((week) => week.days).filter((d) => d.inMonth);
    expect(days.filter((d) => !d.isEnabled).map((d) => d.dayOfMonth)).toEqual([1, 2, 3, 4, 8]);
    expect(days.filter((d) => d.isSelected).map((d) => d.dayOfMonth)).toEqual([6]);
    expect(days.filter((d) => d.isToday).map((d) => d.dayOfMonth)).toEqual([7]);
  });
});

describe('buildYearMonthChoices', () => {
  it('lists the twelve months with short names, selectable only within range', () => {
    const constraints = createDatePickerConstraints({
      minDate: new Date(2024, 2, 31),
      maxDate: new Date(2024, 4, 1),
    });
    const choices = buildYearMonthChoices(2024, constraints);
    expect(choices.map((c) => c.label)).toHaveLength(12);
    expect(choices[0]).toEqual({ year: 2024, month: 1, label: 'janv.', selectable: false });
    expect(choices.filter((c) => c.selectable).map((c) => c.month)).toEqual([3, 4, 5]);
  });
});
