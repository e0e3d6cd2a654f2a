/** Placeholder of a typed date (spec §5). */
export const DATE_INPUT_PLACEHOLDER = 'JJ/MM/AAAA';

/** Maximum length of a masked date: 8 digits + 2 slashes. */
export const DATE_INPUT_MAX_LENGTH = 10;

/**
 * Auto-masks typed text as JJ/MM/AAAA (spec §5): keeps ASCII digits only, at most 8, and puts a slash
 * after the 2nd and the 4th digit when more digits follow (so that deleting a slash works).
 * '1203' → '12/03'; '12/03/1990' → '12/03/1990'; 'ab12c' → '12'.
 */
export function maskDateInput(text: string): string {
  const digits = text.replace(/\D/g, '').slice(0, 8);
  if (digits.length <= 2) return digits;
  if (digits.length <= 4) return `${digits.slice(0, 2)}/${digits.slice(2)}`;
  return `${digits.slice(0, 2)}/${digits.slice(2, 4)}/${digits.slice(4)}`;
}
