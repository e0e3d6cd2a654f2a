/** Day, month (1–12) and year as typed. */
export interface DateParts {
  readonly day: number;
  readonly month: number;
  readonly year: number;
}

const PART_PATTERNS = [/^\d{1,2}$/, /^\d{1,2}$/, /^\d{4}$/] as const;

/**
 * Splits a typed date on '/' into day, month and year (spec §5). Null unless there are exactly three
 * parts: day and month of 1 or 2 digits, year of 4 digits. The parts are not checked as a calendar date.
 */
export function parseDateInput(text: string): DateParts | null {
  const parts = text.trim().split('/');
  if (parts.length !== 3 || !parts.every((part, index) => PART_PATTERNS[index]?.test(part) === true))
    return null;
  return { day: Number(parts[0]), month: Number(parts[1]), year: Number(parts[2]) };
}

/** The local-midnight Date of the parts, or null when they do not name a real calendar day (31/02, 00/01, …). */
export function datePartsToDate(parts: DateParts): Date | null {
  const date = new Date(2000, 0, 1);
  date.setFullYear(parts.year, parts.month - 1, parts.day);
  const real =
    date.getFullYear() === parts.year && date.getMonth() === parts.month - 1 && date.getDate() === parts.day;
  return real ? date : null;
}

/** Parses a typed JJ/MM/AAAA date into a real day, or null. */
export function parseFrenchDate(text: string): Date | null {
  const parts = parseDateInput(text);
  return parts === null ? null : datePartsToDate(parts);
}

/** Formats parts as JJ/MM/AAAA, padding day and month to two digits (and the year to four). */
export function formatDateParts(parts: DateParts): string {
  const pad = (value: number, width: number) => String(value).padStart(width, '0');
  return `${pad(parts.day, 2)}/${pad(parts.month, 2)}/${pad(parts.year, 4)}`;
}

/** Formats a day as the date picker shows it in its input: dd/MM/yyyy (local calendar day). */
export function formatDateInput(date: Date): string {
  return formatDateParts({ day: date.getDate(), month: date.getMonth() + 1, year: date.getFullYear() });
}
