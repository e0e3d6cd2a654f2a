import { describe, expect, it } from 'vitest';
import { contentDisposition } from './content-disposition.ts';

describe('contentDisposition', () => {
  it('gives an accent-free ASCII fallback and the exact UTF-8 name', () => {
    expect(contentDisposition('attachment', 'Relevé de prestations.pdf')).toBe(
      `attachment; filename="Releve de prestations.pdf"; filename*=UTF-8''Relev%C3%A9%20de%20prestations.pdf`,
    );
  });

  it('neutralises quotes and backslashes in the fallback and percent-encodes apostrophes', () => {
    expect(contentDisposition('inline', `l'avis "2025"\\.csv`)).toBe(
      `inline; filename="l'avis _2025__.csv"; filename*=UTF-8''l%27avis%20%222025%22%5C.csv`,
    );
  });
});
