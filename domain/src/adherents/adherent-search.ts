/**
 * « Adhérents » search (issue 27 §1): what a staff member types, read as one kind of search. The server compares
 * folded text (no accent, lower case, apostrophes dropped, hyphens as spaces) with columns folded the same way by
 * migration 130: `SEARCH_FOLD_FROM` / `SEARCH_FOLD_TO` are the very strings of its `translate()` (a test reads the
 * migration), so both sides always fold alike.
 */

/** Accented letters (upper then lower case), apostrophes and hyphens, as SQL `translate()` takes them. */
export const SEARCH_FOLD_FROM = "ÀÁÂÃÄÅÇÈÉÊËÌÍÎÏÑÒÓÔÕÖÙÚÛÜÝŸàáâãäåçèéêëìíîïñòóôõöùúûüýÿ-'’";
/** Their plain letters, then a space for the hyphen; the two apostrophes, beyond its end, are dropped. */
export const SEARCH_FOLD_TO = 'AAAAAACEEEEIIIINOOOOOUUUUYYaaaaaaceeeeiiiinooooouuuuyy ';

// As SQL translate(): a character of `from` beyond `to`'s length is dropped.
const FOLD = new Map<string, string>(
  [...SEARCH_FOLD_FROM].map((letter, index) => [letter, [...SEARCH_FOLD_TO][index] ?? '']),
);

/** The folded form of a name as the search compares it: « Lefèvre-N'Guyen » → « lefevre nguyen ». */
export function foldSearchText(text: string): string {
  const mapped = [...text].map((letter) => FOLD.get(letter) ?? letter).join('');
  return mapped
    .replaceAll('Œ', 'OE')
    .replaceAll('œ', 'oe')
    .replaceAll('Æ', 'AE')
    .replaceAll('æ', 'ae')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

/** One search as the server runs it. */
export type AdherentSearch =
  | { readonly kind: 'nom'; readonly words: readonly string[] }
  | { readonly kind: 'numero'; readonly value: string }
  | { readonly kind: 'nir'; readonly value: string }
  | { readonly kind: 'telephone'; readonly value: string }
  | { readonly kind: 'email'; readonly value: string };

/** Shortest name prefix searched (one letter would list a twentieth of the members). */
export const ADHERENT_SEARCH_MIN_NAME = 2;
export const ADHERENT_SEARCH_MAX_LENGTH = 100;

const NIR = /^[12][0-9]{2}(?:0[1-9]|1[0-2]|[2-9][0-9])(?:2[AB]|[0-9]{2})[0-9]{6}(?:[0-9]{2})?$/;

/**
 * Reads what was typed: an e-mail (with « @ »), a phone (10 digits from 0, or +33), a NIR (13 characters, or 15 with
 * its key, Corsica's 2A/2B included; the key is dropped), a member number (digits, 4 to 12), else a name (words of
 * letters; at most two words are compared: the surname and the first name, in either order). Null when nothing
 * searchable was typed (empty, a single letter, too long).
 */
export function parseAdherentSearch(typed: string): AdherentSearch | null {
  const text = typed.trim();
  if (text === '' || text.length > ADHERENT_SEARCH_MAX_LENGTH) return null;
  if (text.includes('@')) return { kind: 'email', value: text.toLowerCase() };
  const compact = text.replace(/[\s.]/g, '').toUpperCase();
  const phone = /^(?:\+33|0033)([1-9][0-9]{8})$/.exec(compact);
  if (phone?.[1] !== undefined) return { kind: 'telephone', value: `0${phone[1]}` };
  if (/^0[1-9][0-9]{8}$/.test(compact)) return { kind: 'telephone', value: compact };
  if (NIR.test(compact)) return { kind: 'nir', value: compact.slice(0, 13) };
  if (/^[0-9]{4,12}$/.test(compact)) return { kind: 'numero', value: compact };
  const words = foldSearchText(text)
    .split(' ')
    .filter((word) => word !== '');
  if (words.join('').length < ADHERENT_SEARCH_MIN_NAME || /[0-9@]/.test(words.join(''))) return null;
  return { kind: 'nom', words: words.slice(0, 2) };
}
