/**
 * Internal helpers of the validators (not part of the package's public entry).
 * Validators accept `unknown` so that server code can hand them parsed JSON without a cast.
 */

/** The text of a field value, or `undefined` when the value is not text at all. */
export function fieldText(value: unknown): string | undefined {
  return typeof value === 'string' ? value : undefined;
}

/** Whether a text field counts as empty: `null`, `undefined` or a string of blanks only. */
export function isBlankText(value: unknown): boolean {
  return value === null || value === undefined || (typeof value === 'string' && value.trim() === '');
}

/** Number of Unicode code points (what a member perceives as characters, emoji included). */
export function codePointLength(text: string): number {
  let count = 0;
  for (const _ of text) count += 1;
  return count;
}
