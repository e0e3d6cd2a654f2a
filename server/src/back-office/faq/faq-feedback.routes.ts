import type { FastifyInstance } from 'fastify';
import { HttpError } from '../../http/http-error.ts';
import { RequestFields } from '../../http/request-fields.ts';
import type { ServerDeps } from '../../server-deps.ts';
import { requireHabilitation } from '../require-habilitation.ts';
import { feedbackCsv } from './faq-feedback.csv.ts';
import type { FeedbackPeriod, QuestionFeedback } from './faq-feedback.repository.ts';
import { findMissedSearches, findQuestionFeedback } from './faq-feedback.repository.ts';

const INVALID = 'Les informations fournies sont erronées';
const SORTS = ['titre', 'clics', 'oui', 'non', 'commentaires'] as const;
type Sort = (typeof SORTS)[number];

function badField(field: string): HttpError {
  return new HttpError(400, {
    code: 'VALIDATION',
    message: INVALID,
    errors: [{ field: `query.${field}`, code: 'SCHEMA.FORMAT', message: INVALID }],
  });
}

/** `du` and `au` (YYYY-MM-DD, both days included) as a period. */
function periodOf(query: RequestFields): FeedbackPeriod {
  const day = (field: 'du' | 'au'): Date | undefined => {
    const value = query.optionalString(field, 10);
    if (value === undefined || value === '') return undefined;
    const date = new Date(`${value}T00:00:00Z`);
    if (!/^\d{4}-\d{2}-\d{2}$/.test(value) || Number.isNaN(date.getTime())) throw badField(field);
    return date;
  };
  const from = day('du');
  const until = day('au');
  return {
    ...(from === undefined ? {} : { from }),
    ...(until === undefined ? {} : { to: new Date(until.getTime() + 24 * 3600_000) }),
  };
}

function sorted(rows: QuestionFeedback[], query: RequestFields): QuestionFeedback[] {
  const sort = (query.optionalString('tri', 20) ?? 'clics') as Sort;
  if (!SORTS.includes(sort)) throw badField('tri');
  const order = query.optionalString('ordre', 4) ?? (sort === 'titre' ? 'asc' : 'desc');
  if (order !== 'asc' && order !== 'desc') throw badField('ordre');
  const key = (row: QuestionFeedback): number | string =>
    sort === 'titre' ? row.titre : sort === 'commentaires' ? row.commentaires.length : row[sort];
  const sign = order === 'asc' ? 1 : -1;
  return rows.sort((a, b) => {
    const [x, y] = [key(a), key(b)];
    const diff = typeof x === 'string' ? x.localeCompare(String(y), 'fr') : x - Number(y);
    return diff === 0 ? a.id - b.id : sign * diff;
  });
}

/**
 * The FAQ feedback (issue 24 §4), habilitation `faq` / `read`: per published question, clicks, « Oui » / « Non »
 * and members' comments over a period (`du`, `au`, days included), sorted (`tri`, `ordre`); the searches that found
 * nothing with their count; the same per-question figures as a CSV file.
 */
export async function adminFaqFeedbackRoutes(app: FastifyInstance, deps: ServerDeps): Promise<void> {
  const { db } = deps;
  const read = { onRequest: requireHabilitation('faq', 'read') };

  app.get('/api/admin/faq/feedback', read, async (request) => {
    const query = new RequestFields(request.query, 'query.');
    const period = periodOf(query);
    const rows = sorted(await findQuestionFeedback(db, period), query);
    return {
      questions: rows.map((row) => ({
        ...row,
        commentaires: row.commentaires.map((c) => ({ date: c.date.toISOString(), texte: c.texte })),
      })),
      recherchesSansResultat: await findMissedSearches(db, period),
    };
  });

  app.get('/api/admin/faq/feedback/export', read, async (request, reply) => {
    const query = new RequestFields(request.query, 'query.');
    const rows = sorted(await findQuestionFeedback(db, periodOf(query)), query);
    return reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', 'attachment; filename="faq-avis.csv"')
      .send(feedbackCsv(rows));
  });
}
