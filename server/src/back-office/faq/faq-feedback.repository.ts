import type { Queryable } from '../../db/database.ts';

/** A period: `from` inclusive, `to` exclusive, each optional. */
export interface FeedbackPeriod {
  readonly from?: Date;
  readonly to?: Date;
}

/** What members did with one published question over the period. */
export interface QuestionFeedback {
  readonly id: number;
  readonly titre: string;
  readonly clics: number;
  readonly oui: number;
  readonly non: number;
  readonly commentaires: readonly { readonly date: Date; readonly texte: string }[];
}

export interface MissedSearch {
  readonly recherche: string;
  readonly nombre: number;
}

const within = (column: string) =>
  `($1::timestamptz IS NULL OR ${column} >= $1) AND ($2::timestamptz IS NULL OR ${column} < $2)`;
const bounds = (period: FeedbackPeriod) => [period.from ?? null, period.to ?? null];

/** Clicks, « Oui »/« Non » and comments per published question over the period, by question id. */
export async function findQuestionFeedback(
  db: Queryable,
  period: FeedbackPeriod,
): Promise<QuestionFeedback[]> {
  const { rows } = await db.query<{ id: number; title: string; clics: string; oui: string; non: string }>(
    `SELECT q.id, q.title,
            (SELECT count(*) FROM faq_clicks c WHERE c.click_code = q.click_code AND ${within('c.clicked_at')}) AS clics,
            (SELECT count(*) FROM faq_ratings r WHERE r.rate_code = q.rate_code AND r.is_useful AND ${within('r.rated_at')}) AS oui,
            (SELECT count(*) FROM faq_ratings r WHERE r.rate_code = q.rate_code AND NOT r.is_useful AND ${within('r.rated_at')}) AS non
       FROM faq_questions q ORDER BY q.id`,
    bounds(period),
  );
  const comments = await db.query<{ id: number; rated_at: Date; comment: string }>(
    `SELECT q.id, r.rated_at, r.comment FROM faq_ratings r JOIN faq_questions q ON q.rate_code = r.rate_code
      WHERE r.comment IS NOT NULL AND ${within('r.rated_at')} ORDER BY r.rated_at DESC, r.id DESC`,
    bounds(period),
  );
  return rows.map((row) => ({
    id: row.id,
    titre: row.title,
    clics: Number(row.clics),
    oui: Number(row.oui),
    non: Number(row.non),
    commentaires: comments.rows
      .filter((c) => c.id === row.id)
      .map((c) => ({ date: new Date(c.rated_at), texte: c.comment })),
  }));
}

/** The searches that found nothing over the period (case and spaces folded), most frequent first (≤ 100). */
export async function findMissedSearches(db: Queryable, period: FeedbackPeriod): Promise<MissedSearch[]> {
  const { rows } = await db.query<{ recherche: string; nombre: string }>(
    `SELECT lower(query) AS recherche, count(*) AS nombre FROM faq_missed_searches
      WHERE ${within('searched_at')} GROUP BY lower(query) ORDER BY count(*) DESC, lower(query) LIMIT 100`,
    bounds(period),
  );
  return rows.map((row) => ({ recherche: row.recherche, nombre: Number(row.nombre) }));
}
