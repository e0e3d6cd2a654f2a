import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  compareCaseInsensitive,
  filterCaseInsensitive,
  sortCaseInsensitive,
} from './case-insensitive.collation.ts';

describe('case-insensitive sort and filter', () => {
  it('compares texts ignoring case but not accents', () => {
    expect(compareCaseInsensitive('paris', 'PARIS')).toBe(0);
    expect(compareCaseInsensitive('été', 'ete')).not.toBe(0);
    expect(compareCaseInsensitive('b', 'A')).toBeGreaterThan(0);
  });

  it('sorts a copy case-insensitively, in French order', () => {
    const items = ['zoé', 'Émile', 'adam', 'Bruno', 'eva'];
    expect(sortCaseInsensitive(items)).toEqual(['adam', 'Bruno', 'Émile', 'eva', 'zoé']);
    expect(items[0]).toBe('zoé');
  });

  it('sorts objects by a key', () => {
    const sorted = sortCaseInsensitive([{ name: 'beta' }, { name: 'Alpha' }], (item) => item.name);
    expect(sorted.map((item) => item.name)).toEqual(['Alpha', 'beta']);
  });

  it('filters on a case-insensitive substring, a blank query keeping all', () => {
    const items = ['Mutuelle Santé', 'PRÉVOYANCE', 'santé plus'];
    expect(filterCaseInsensitive(items, 'SANTÉ')).toEqual(['Mutuelle Santé', 'santé plus']);
    expect(filterCaseInsensitive(items, ' prév ')).toEqual(['PRÉVOYANCE']);
    expect(filterCaseInsensitive(items, '  ')).toEqual(items);
    expect(filterCaseInsensitive([{ t: 'Abc' }], 'b', (item) => item.t)).toEqual([{ t: 'Abc' }]);
  });

  it('sorts into an ordered permutation of the list', () => {
    fc.assert(
      fc.property(fc.array(fc.string({ maxLength: 6 }), { maxLength: 20 }), (items) => {
        const sorted = sortCaseInsensitive(items);
        const ordered = sorted.every(
          (item, i) => i === 0 || compareCaseInsensitive(sorted[i - 1] ?? '', item) <= 0,
        );
        return ordered && [...sorted].sort().join('\u0000') === [...items].sort().join('\u0000');
      }),
      { numRuns: 500 },
    );
  });
});
