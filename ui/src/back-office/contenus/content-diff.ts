import { diffWordsWithSpace } from 'diff';

/** One run of a diff between two versions of a content: unchanged, added or removed text. */
export interface ContentDiffPart {
  readonly kind: 'same' | 'added' | 'removed';
  readonly text: string;
}

export interface ContentDiff {
  readonly parts: readonly ContentDiffPart[];
  /** Words added and removed (for the French summary). */
  readonly added: number;
  readonly removed: number;
}

const BLOCK_END = /(<\/(?:p|h[1-6]|li|ul|ol)>|<br\s*\/?>|<img\b[^>]*>)/giu;

/** The HTML with one block per line, so that a diff reads like the text (tags stay visible: styles count). */
function readable(html: string): string {
  return html.replace(BLOCK_END, '$1\n').trim();
}

function wordCount(text: string): number {
  return text.split(/\s+/u).filter((word) => word !== '').length;
}

/**
 * The difference between two versions' HTML, word by word (jsdiff): what the later version added and removed,
 * formatting included (a changed style or link is a changed tag).
 */
export function contentDiff(before: string, after: string): ContentDiff {
  const parts = diffWordsWithSpace(readable(before), readable(after)).map((change): ContentDiffPart => ({
    kind: change.added ? 'added' : change.removed ? 'removed' : 'same',
    text: change.value,
  }));
  return {
    parts,
    added: parts.filter((part) => part.kind === 'added').reduce((sum, part) => sum + wordCount(part.text), 0),
    removed: parts
      .filter((part) => part.kind === 'removed')
      .reduce((sum, part) => sum + wordCount(part.text), 0),
  };
}

/** « 3 mots ajoutés, 1 mot supprimé », « Aucune différence ». */
export function contentDiffSummary(diff: ContentDiff): string {
  if (diff.added === 0 && diff.removed === 0) return 'Aucune différence';
  const words = (count: number, verb: string) =>
    `${String(count)} ${count > 1 ? 'mots' : 'mot'} ${verb}${count > 1 ? 's' : ''}`;
  return [words(diff.added, 'ajouté'), words(diff.removed, 'supprimé')].join(', ');
}
