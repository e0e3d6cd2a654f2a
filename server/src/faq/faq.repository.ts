import type { FaqCategory, FaqQuestion, FaqRelatedQuestion } from '@portail/domain';
import type { Queryable } from '../db/database.ts';
import type { Clock } from '../platform/clock.ts';
import { type IndexedQuestion, indexQuestion, searchIndexed } from './faq-search.ts';

/** Number of questions of the 'Top 5' tab. */
export const FAQ_POPULAR_COUNT = 5;

interface QuestionRow extends Record<string, unknown> {
  id: number;
  title: string;
  content: string;
  click_code: string;
  rate_code: string;
  popular_rank: number | null;
}

interface RelatedRow extends Record<string, unknown> {
  question_id: number;
  title: string;
  content: string;
  click_code: string;
  position: number;
}

/** A question of the audience with its related questions (those of the same audience). */
export interface LoadedQuestion {
  readonly row: QuestionRow;
  readonly related: readonly FaqRelatedQuestion[];
}

const AUDIENCE = '(audience IS NULL OR audience = $1)';

/** Every question visible to `userType`, with its related questions, keyed by id. */
async function loadQuestions(db: Queryable, userType: string): Promise<Map<number, LoadedQuestion>> {
  const questions = await db.query<QuestionRow>(
    `SELECT id, title, content, click_code, rate_code, popular_rank FROM faq_questions WHERE ${AUDIENCE} ORDER BY id`,
    [userType],
  );
  const related = await db.query<RelatedRow>(
    `SELECT r.question_id, q.title, q.content, q.click_code, r.position
       FROM faq_related_questions r JOIN faq_questions q ON q.id = r.related_id
      WHERE (q.audience IS NULL OR q.audience = $1)
      ORDER BY r.question_id, r.position`,
    [userType],
  );
  const byQuestion = new Map<number, FaqRelatedQuestion[]>();
  for (const row of related.rows) {
    const list = byQuestion.get(row.question_id) ?? [];
    list.push({ title: row.title, content: row.content, clickCode: row.click_code, order: row.position + 1 });
    byQuestion.set(row.question_id, list);
  }
  return new Map(questions.rows.map((row) => [row.id, { row, related: byQuestion.get(row.id) ?? [] }]));
}

function toQuestion(loaded: LoadedQuestion, order?: number): FaqQuestion & { order?: number } {
  return {
    title: loaded.row.title,
    content: loaded.row.content,
    clickCode: loaded.row.click_code,
    rateCode: loaded.row.rate_code,
    ...(order === undefined ? {} : { order }),
    related: loaded.related,
  };
}

/** Everything the FAQ endpoints answer for one audience, assembled once (cached by version). */
export interface FaqSnapshot {
  readonly questions: ReadonlyMap<number, LoadedQuestion>;
  readonly popular: readonly FaqQuestion[];
  readonly categories: readonly FaqCategory[];
  readonly index: readonly IndexedQuestion[];
}

interface CategoryRow extends Record<string, unknown> {
  id: number;
  name: string;
  position: number;
}

interface LinkRow extends Record<string, unknown> {
  category_id: number;
  question_id: number;
}

/** Loads the questions, Top 5 and categories (empty categories left out) visible to `userType`. */
export async function loadFaqSnapshot(db: Queryable, userType: string): Promise<FaqSnapshot> {
  const questions = await loadQuestions(db, userType);
  const popular = [...questions.values()]
    .filter((question) => question.row.popular_rank !== null)
    .sort((a, b) => (a.row.popular_rank ?? 0) - (b.row.popular_rank ?? 0))
    .slice(0, FAQ_POPULAR_COUNT)
    .map((question, index) => toQuestion(question, index + 1));
  const categoryRows = await db.query<CategoryRow>(
    `SELECT id, name, position FROM faq_categories WHERE ${AUDIENCE} ORDER BY position, id`,
    [userType],
  );
  const links = await db.query<LinkRow>(
    'SELECT category_id, question_id FROM faq_category_questions ORDER BY category_id, position',
  );
  const categories: FaqCategory[] = [];
  for (const category of categoryRows.rows) {
    const items = links.rows
      .filter((link) => link.category_id === category.id)
      .flatMap((link) => {
        const question = questions.get(link.question_id);
        return question ? [question] : [];
      })
      .map((question, index) => toQuestion(question, index + 1));
    if (items.length > 0) categories.push({ name: category.name, order: category.position, items });
  }
  const index = [...questions.values()].map(({ row }) =>
    indexQuestion({ id: row.id, title: row.title, content: row.content }),
  );
  return { questions, popular, categories, index };
}

/** A search's answer, and whether it found nothing (the Top 5 given instead with `withPopularFallback`). */
export interface FaqSearchAnswer {
  readonly questions: readonly FaqQuestion[];
  readonly missed: boolean;
}

/** Accent-insensitive search; with `withPopularFallback`, an empty result becomes the Top 5. */
export function searchFaq(
  snapshot: FaqSnapshot,
  query: string,
  withPopularFallback: boolean,
): FaqSearchAnswer {
  const hits = searchIndexed(query, snapshot.index);
  const missed = hits.length === 0 && query.trim() !== '';
  if (hits.length === 0 && withPopularFallback) return { questions: snapshot.popular, missed };
  const questions = hits.flatMap((hit, index) => {
    const question = snapshot.questions.get(hit.id);
    return question ? [toQuestion(question, index + 1)] : [];
  });
  return { questions, missed };
}

/** Keeps a search that found nothing (its text folded: spaces collapsed, lower case) for the back office. */
export async function recordMissedSearch(
  db: Queryable,
  clock: Clock,
  query: string,
  userType: string,
): Promise<void> {
  await db.query('INSERT INTO faq_missed_searches (query, user_type, searched_at) VALUES ($1, $2, $3)', [
    query.trim().replace(/\s+/g, ' ').toLowerCase().slice(0, 200),
    userType,
    clock.now(),
  ]);
}

/** One question by its clickCode, or null when unknown or not for this audience. */
export function findQuestionByClickCode(snapshot: FaqSnapshot, clickCode: string): FaqQuestion | null {
  const found = [...snapshot.questions.values()].find((question) => question.row.click_code === clickCode);
  return found ? toQuestion(found) : null;
}

/** Records a click; false when no question has this clickCode. */
export async function recordClick(
  db: Queryable,
  clock: Clock,
  clickCode: string,
  userType: string,
): Promise<boolean> {
  const { rowCount } = await db.query(
    `INSERT INTO faq_clicks (click_code, user_type, clicked_at)
     SELECT click_code, $2, $3 FROM faq_questions WHERE click_code = $1`,
    [clickCode, userType, clock.now()],
  );
  return rowCount > 0;
}

export interface FaqRating {
  readonly rateCode: string;
  readonly isUseful: boolean;
  readonly comment: string | null;
  readonly userType: string;
}

/** Records a rating; false when no question has this rateCode. */
export async function recordRating(db: Queryable, clock: Clock, rating: FaqRating): Promise<boolean> {
  const { rowCount } = await db.query(
    `INSERT INTO faq_ratings (rate_code, is_useful, comment, user_type, rated_at)
     SELECT rate_code, $2, $3, $4, $5 FROM faq_questions WHERE rate_code = $1`,
    [rating.rateCode, rating.isUseful, rating.comment, rating.userType, clock.now()],
  );
  return rowCount > 0;
}
