const EUROS = new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR' });

/**
 * An amount in euro cents shown the French way: `1 234,56 €`. Intl's fr-FR output is kept as it is: a narrow
 * no-break space (U+202F) groups thousands and a no-break space (U+00A0) comes before `€`, so an amount never
 * wraps. Non-integer or non-finite cents are bugs of the caller.
 */
export function formatEuros(cents: number): string {
  if (!Number.isSafeInteger(cents))
    throw new Error(`formatEuros: ${String(cents)} is not a whole number of cents`);
  return EUROS.format(cents / 100);
}

/**
 * The same amount for a file read by a spreadsheet (CSV): decimal comma, no grouping, no symbol (`1234,56`).
 */
export function formatEurosPlain(cents: number): string {
  if (!Number.isSafeInteger(cents))
    throw new Error(`formatEurosPlain: ${String(cents)} is not a whole number of cents`);
  const sign = cents < 0 ? '-' : '';
  const absolute = Math.abs(cents);
  return `${sign}${String(Math.floor(absolute / 100))},${String(absolute % 100).padStart(2, '0')}`;
}
