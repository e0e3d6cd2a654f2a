/** French collation ignoring case but not accents ('a' = 'A', 'e' ≠ 'é'). */
const collator = new Intl.Collator('fr', { sensitivity: 'accent' });

/** Compares two texts case-insensitively, in French order (spec §9). */
export function compareCaseInsensitive(a: string, b: string): number {
  return collator.compare(a, b);
}

/** A sorted copy of the list, case-insensitively by the text `keyOf` gives (the item itself by default). */
export function sortCaseInsensitive<T>(items: readonly T[], keyOf: (item: T) => string): T[];
export function sortCaseInsensitive(items: readonly string[]): string[];
export function sortCaseInsensitive<T>(items: readonly T[], keyOf?: (item: T) => string): T[] {
  const key = keyOf ?? ((item: T) => String(item));
  return [...items].sort((a, b) => compareCaseInsensitive(key(a), key(b)));
}

/** The items whose text contains the query, ignoring case; a blank query keeps every item. */
export function filterCaseInsensitive<T>(items: readonly T[], query: string, keyOf: (item: T) => string): T[];
export function filterCaseInsensitive(items: readonly string[], query: string): string[];
export function filterCaseInsensitive<T>(
  items: readonly T[],
  query: string,
  keyOf?: (item: T) => string,
): T[] {
  const needle = query.trim().toLocaleLowerCase('fr-FR');
  if (needle === '') return [...items];
  const key = keyOf ?? ((item: T) => String(item));
  return items.filter((item) => key(item).toLocaleLowerCase('fr-FR').includes(needle));
}
