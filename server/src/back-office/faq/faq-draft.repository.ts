import type { Queryable } from '../../db/database.ts';
import type { FaqDraft, FaqDraftCategory, FaqDraftQuestion } from './faq-draft.ts';

/** The FAQ draft with its version (0: never saved, the draft is the published state). */
export interface StoredFaqDraft {
  readonly document: FaqDraft;
  readonly version: number;
  readonly updatedAt: Date | null;
  readonly updatedBy: string | null;
}

export interface FaqPublication {
  readonly publishedAt: Date;
  readonly publishedBy: string;
  readonly draftVersion: number;
}

/** The FAQ members read now (faq_questions, faq_categories and their links), as a draft document. */
export async function loadPublishedFaq(db: Queryable): Promise<FaqDraft> {
  const questions = await db.query<{
    id: number;
    title: string;
    content: string;
    click_code: string;
    rate_code: string;
    audience: string | null;
    popular_rank: number | null;
  }>(
    'SELECT id, title, content, click_code, rate_code, audience, popular_rank FROM faq_questions ORDER BY id',
  );
  const related = await db.query<{ question_id: number; related_id: number }>(
    'SELECT question_id, related_id FROM faq_related_questions ORDER BY question_id, position',
  );
  const categories = await db.query<{ id: number; name: string; position: number; audience: string | null }>(
    'SELECT id, name, position, audience FROM faq_categories ORDER BY position, id',
  );
  const links = await db.query<{ category_id: number; question_id: number }>(
    'SELECT category_id, question_id FROM faq_category_questions ORDER BY category_id, position',
  );
  const draftQuestions: FaqDraftQuestion[] = questions.rows.map((q) => ({
    id: q.id,
    titre: q.title,
    reponse: q.content,
    clickCode: q.click_code,
    rateCode: q.rate_code,
    audience: q.audience,
    liees: related.rows.filter((r) => r.question_id === q.id).map((r) => r.related_id),
  }));
  const draftCategories: FaqDraftCategory[] = categories.rows.map((c, index) => ({
    id: c.id,
    nom: c.name,
    ordre: index + 1,
    audience: c.audience,
    questions: links.rows.filter((l) => l.category_id === c.id).map((l) => l.question_id),
  }));
  const top5 = questions.rows
    .filter((q) => q.popular_rank !== null)
    .sort((a, b) => (a.popular_rank ?? 0) - (b.popular_rank ?? 0))
    .slice(0, 5)
    .map((q) => q.id);
  return { categories: draftCategories, questions: draftQuestions, top5 };
}

/** The saved draft, or null when none was saved. */
export async function findFaqDraft(db: Queryable): Promise<StoredFaqDraft | null> {
  const { rows } = await db.query<{
    document: FaqDraft;
    version: number;
    updated_at: Date;
    updated_by: string;
  }>('SELECT document, version, updated_at, updated_by FROM faq_draft WHERE id = 1');
  const row = rows[0];
  if (row === undefined) return null;
  return {
    document: row.document,
    version: row.version,
    updatedAt: new Date(row.updated_at),
    updatedBy: row.updated_by,
  };
}

/** Saves the draft if it is still at `expectedVersion`; the new version, or null when saved meanwhile. */
export async function saveFaqDraft(
  db: Queryable,
  save: { document: FaqDraft; expectedVersion: number; at: Date; by: string },
): Promise<number | null> {
  const params = [JSON.stringify(save.document), save.expectedVersion, save.at, save.by];
  const { rows } =
    save.expectedVersion === 0
      ? await db.query<{ version: number }>(
          `INSERT INTO faq_draft (id, document, version, updated_at, updated_by)
           SELECT 1, $1::jsonb, $2::integer + 1, $3, $4 ON CONFLICT (id) DO NOTHING RETURNING version`,
          params,
        )
      : await db.query<{ version: number }>(
          `UPDATE faq_draft SET document = $1::jsonb, version = version + 1, updated_at = $3, updated_by = $4
            WHERE id = 1 AND version = $2 RETURNING version`,
          params,
        );
  return rows[0]?.version ?? null;
}

/**
 * Makes the draft live: rewrites the published tables from it (members' caches follow the content version the
 * triggers bump) and keeps the published document. Clicks and ratings stay: they are keyed by the questions' codes.
 */
export async function publishFaqDraft(
  tx: Queryable,
  publication: { document: FaqDraft; draftVersion: number; at: Date; by: string },
): Promise<void> {
  const { document } = publication;
  await tx.query('DELETE FROM faq_related_questions');
  await tx.query('DELETE FROM faq_category_questions');
  await tx.query('DELETE FROM faq_categories');
  await tx.query('UPDATE faq_questions SET popular_rank = NULL');
  await tx.query('DELETE FROM faq_questions WHERE NOT (id = ANY($1::integer[]))', [
    document.questions.map((q) => q.id),
  ]);
  for (const q of document.questions) {
    const rank = document.top5.indexOf(q.id);
    await tx.query(
      `INSERT INTO faq_questions (id, title, content, click_code, rate_code, audience, popular_rank)
       VALUES ($1, $2, $3, $4, $5, $6, $7)
       ON CONFLICT (id) DO UPDATE SET title = $2, content = $3, audience = $6, popular_rank = $7`,
      [q.id, q.titre, q.reponse, q.clickCode, q.rateCode, q.audience, rank < 0 ? null : rank + 1],
    );
  }
  for (const q of document.questions)
    for (const [position, related] of q.liees.entries())
      await tx.query(
        'INSERT INTO faq_related_questions (question_id, related_id, position) VALUES ($1, $2, $3)',
        [q.id, related, position],
      );
  for (const c of document.categories) {
    await tx.query('INSERT INTO faq_categories (id, name, position, audience) VALUES ($1, $2, $3, $4)', [
      c.id,
      c.nom,
      c.ordre,
      c.audience,
    ]);
    for (const [position, question] of c.questions.entries())
      await tx.query(
        'INSERT INTO faq_category_questions (category_id, question_id, position) VALUES ($1, $2, $3)',
        [c.id, question, position],
      );
  }
  await tx.query(
    `INSERT INTO faq_publications (document, draft_version, published_at, published_by) VALUES ($1::jsonb, $2, $3, $4)`,
    [JSON.stringify(document), publication.draftVersion, publication.at, publication.by],
  );
}

/** The last publication made from the back office, if any. */
export async function lastFaqPublication(db: Queryable): Promise<FaqPublication | null> {
  const { rows } = await db.query<{ published_at: Date; published_by: string; draft_version: number }>(
    'SELECT published_at, published_by, draft_version FROM faq_publications ORDER BY id DESC LIMIT 1',
  );
  const row = rows[0];
  return row === undefined
    ? null
    : {
        publishedAt: new Date(row.published_at),
        publishedBy: row.published_by,
        draftVersion: row.draft_version,
      };
}
