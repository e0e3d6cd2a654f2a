import { describe, expect, it } from 'vitest';
import { contentDiff, contentDiffSummary } from './content-diff.ts';

describe('the diff between two versions of a content', () => {
  it('shows the words added and removed, one block per line', () => {
    const diff = contentDiff(
      '<p>Besoin d’aide ?</p><p>Appelez-nous.</p>',
      '<p>Besoin d’aide ?</p><p>Écrivez-nous.</p>',
    );
    expect(diff.parts).toEqual([
      { kind: 'same', text: '<p>Besoin d’aide ?</p>\n<p>' },
      { kind: 'removed', text: 'Appelez' },
      { kind: 'added', text: 'Écrivez' },
      { kind: 'same', text: '-nous.</p>' },
    ]);
    expect(contentDiffSummary(diff)).toBe('1 mot ajouté, 1 mot supprimé');
  });

  it('counts a change of style or format as a change', () => {
    const diff = contentDiff('<p>Chapo</p>', '<h4>Titre</h4><p class="texte-chapo">Chapo</p>');
    expect(
      diff.parts
        .filter((part) => part.kind !== 'same')
        .map((part) => part.text)
        .join('|'),
    ).toContain('class="texte-chapo"');
    expect(diff.added).toBeGreaterThan(0);
  });

  it('says when two versions are the same', () => {
    const diff = contentDiff('<p>Un texte</p>', '<p>Un texte</p>');
    expect(diff.parts).toEqual([{ kind: 'same', text: '<p>Un texte</p>' }]);
    expect(contentDiffSummary(diff)).toBe('Aucune différence');
  });

  it('agrees in number', () => {
    expect(contentDiffSummary(contentDiff('<p>a</p>', '<p>a b c</p>'))).toBe(
      '2 mots ajoutés, 0 mot supprimé',
    );
  });
});
