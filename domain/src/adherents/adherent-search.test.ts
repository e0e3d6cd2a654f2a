import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SEARCH_FOLD_FROM, SEARCH_FOLD_TO, foldSearchText, parseAdherentSearch } from './adherent-search.ts';

describe('foldSearchText', () => {
  it('drops accents, case and apostrophes, and reads hyphens as spaces', () => {
    expect(foldSearchText("  Lefèvre-N'Guyen ")).toBe('lefevre nguyen');
    expect(foldSearchText('ÉLODIE Œuvrard')).toBe('elodie oeuvrard');
    expect(foldSearchText('Müller  Noël')).toBe('muller noel');
  });

  it('folds with the very strings of migration 130 (the server folds its columns alike)', () => {
    const migration = readFileSync(
      join(import.meta.dirname, '../../../server/src/db/migrations/130_back_office_adherents_search.sql'),
      'utf8',
    );
    const sqlString = (text: string) => `'${text.replaceAll("'", "''")}'`;
    expect(migration).toContain(
      `translate(nom, ${sqlString(SEARCH_FOLD_FROM)}, ${sqlString(SEARCH_FOLD_TO)})`,
    );
    expect(migration).toContain(
      `translate(prenom, ${sqlString(SEARCH_FOLD_FROM)}, ${sqlString(SEARCH_FOLD_TO)})`,
    );
  });
});

describe('parseAdherentSearch', () => {
  it('reads a name as up to two folded words', () => {
    expect(parseAdherentSearch('Dupont')).toEqual({ kind: 'nom', words: ['dupont'] });
    expect(parseAdherentSearch('marie DUPONT')).toEqual({ kind: 'nom', words: ['marie', 'dupont'] });
    expect(parseAdherentSearch('Élo')).toEqual({ kind: 'nom', words: ['elo'] });
  });

  it('refuses what cannot be searched', () => {
    expect(parseAdherentSearch('')).toBeNull();
    expect(parseAdherentSearch('d')).toBeNull();
    expect(parseAdherentSearch('x'.repeat(101))).toBeNull();
    expect(parseAdherentSearch('ab12')).toBeNull();
  });

  it('reads e-mails, phones, NIRs and member numbers', () => {
    expect(parseAdherentSearch(' Demo@Mutuelle.fr ')).toEqual({ kind: 'email', value: 'demo@mutuelle.fr' });
    expect(parseAdherentSearch('06 12 34 56 78')).toEqual({ kind: 'telephone', value: '0612345678' });
    expect(parseAdherentSearch('+33 6 12 34 56 78')).toEqual({ kind: 'telephone', value: '0612345678' });
    expect(parseAdherentSearch('2 85 05 75 111 222 33')).toEqual({ kind: 'nir', value: '2850575111222' });
    expect(parseAdherentSearch('168072A004123')).toEqual({ kind: 'nir', value: '168072A004123' });
    expect(parseAdherentSearch('1000001')).toEqual({ kind: 'numero', value: '1000001' });
  });
});
