import { frenchWords, normalizeFrench } from './french-text.ts';

/** What the search needs to know about a question. */
export interface SearchableQuestion {
  readonly id: number;
  readonly title: string;
  readonly content: string;
}

export interface SearchHit {
  readonly id: number;
  readonly score: number;
}

const TITLE_WEIGHT = 3;
const CONTENT_WEIGHT = 1;

/** Strips HTML tags so markup never matches a query word ("<strong>" must not match "strong"). */
function plainText(html: string): string {
  return html.replace(/<[^>]*>/g, ' ').replace(/&nbsp;/g, ' ');
}

function wordsOf(text: string): readonly string[] {
  return normalizeFrench(text).split(/[^\p{L}\p{N}]+/u);
}

/** A query word matches a text word when it is a prefix of it ("rembours" matches "remboursement"). */
function matches(queryWord: string, textWords: readonly string[]): boolean {
  return textWords.some((word) => word.startsWith(queryWord));
}

/** A question with its title and answer already split into normalised words (built once per snapshot). */
export interface IndexedQuestion {
  readonly id: number;
  readonly titleWords: readonly string[];
  readonly contentWords: readonly string[];
}

export function indexQuestion(question: SearchableQuestion): IndexedQuestion {
  return {
    id: question.id,
    titleWords: wordsOf(question.title),
    contentWords: wordsOf(plainText(question.content)),
  };
}

/**
 * Accent-insensitive, word-based search: every query word (stop words aside) must appear in the title
 * or the answer; title hits weigh more. Results are ordered by score, then by id for stability.
 */
export function searchIndexed(query: string, questions: readonly IndexedQuestion[]): SearchHit[] {
  const queryWords = frenchWords(query);
  if (queryWords.length === 0) {
    return [];
  }
  const hits: SearchHit[] = [];
  for (const question of questions) {
    let score = 0;
    let allFound = true;
    for (const word of queryWords) {
      const inTitle = matches(word, question.titleWords);
      const inContent = matches(word, question.contentWords);
      if (!inTitle && !inContent) {
        allFound = false;
        break;
      }
      score += (inTitle ? TITLE_WEIGHT : 0) + (inContent ? CONTENT_WEIGHT : 0);
    }
    if (allFound) {
      hits.push({ id: question.id, score });
    }
  }
  return hits.sort((a, b) => b.score - a.score || a.id - b.id);
}

/** {@link searchIndexed} over questions not indexed yet. */
export function searchQuestions(query: string, questions: readonly SearchableQuestion[]): SearchHit[] {
  return searchIndexed(query, questions.map(indexQuestion));
}
