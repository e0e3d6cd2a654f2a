/**
 * French accent-insensitive text helpers used by the FAQ search.
 * "Sécurité" and "securite" normalise to the same form; ligatures œ/æ are expanded.
 */
const DIACRITICS = /\p{M}+/gu;
const NON_WORD = /[^\p{L}\p{N}]+/u;

/** French stop words ignored when matching, so "le mot de passe" matches on "mot" and "passe". */
const STOP_WORDS: ReadonlySet<string> = new Set([
  'a',
  'au',
  'aux',
  'ce',
  'ces',
  'd',
  'de',
  'des',
  'du',
  'en',
  'est',
  'et',
  'il',
  'j',
  'je',
  'l',
  'la',
  'le',
  'les',
  'm',
  'ma',
  'me',
  'mes',
  'mon',
  'n',
  'ne',
  'ou',
  'par',
  'pas',
  'pour',
  'qu',
  'que',
  'qui',
  's',
  'sa',
  'se',
  'ses',
  'son',
  'sur',
  't',
  'un',
  'une',
  'vos',
  'votre',
  'vous',
  'y',
]);

/** Lower-cases, decomposes (NFD), strips diacritics and expands ligatures. */
export function normalizeFrench(text: string): string {
  return text.normalize('NFD').replace(DIACRITICS, '').toLowerCase().replace(/œ/g, 'oe').replace(/æ/g, 'ae');
}

/** Splits a text into normalised words, dropping stop words and duplicates, order preserved. */
export function frenchWords(text: string): string[] {
  const words = normalizeFrench(text)
    .split(NON_WORD)
    .filter((word) => word.length > 0 && !STOP_WORDS.has(word));
  return [...new Set(words)];
}
