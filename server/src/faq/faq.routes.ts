import type { FastifyInstance } from 'fastify';
import { HttpError } from '../http/http-error.ts';
import type { ServerDeps } from '../server-deps.ts';
import { RequestFields } from '../http/request-fields.ts';
import { sendCachedJson } from '../http/cached-json.ts';
import { VersionedCache } from '../http/versioned-cache.ts';
import {
  type FaqSearchAnswer,
  type FaqSnapshot,
  findQuestionByClickCode,
  loadFaqSnapshot,
  recordClick,
  recordMissedSearch,
  recordRating,
  searchFaq,
} from './faq.repository.ts';

const MAX_QUERY = 200;
const MAX_COMMENT = 2000;
const UNKNOWN_QUESTION = { code: 'FAQ_UNKNOWN_QUESTION', message: "Cette question n'existe pas ou plus." };

function userTypeOf(fields: RequestFields): string {
  const userType = fields.string('userType', 50).trim();
  if (userType === '') throw new HttpError(400);
  return userType;
}

/** The FAQ service (spec §7 FAQ): public, `userType` selects the audience. */
export async function faqRoutes(app: FastifyInstance, deps: ServerDeps): Promise<void> {
  const { db, clock } = deps;
  const cache = new VersionedCache<FaqSnapshot>(db, 'faq');
  // Answers of the searches asked since the FAQ last changed (the same object per search: sent pre-encoded).
  const searches = new VersionedCache<FaqSearchAnswer>(db, 'faq');
  const snapshotFor = (fields: RequestFields): Promise<FaqSnapshot> => {
    const userType = userTypeOf(fields);
    return cache.get(userType, () => loadFaqSnapshot(db, userType));
  };

  app.get('/api/faq/popular', async (request, reply) => {
    return sendCachedJson(reply, (await snapshotFor(new RequestFields(request.query, 'query.'))).popular);
  });

  app.get('/api/faq/categories', async (request, reply) => {
    return sendCachedJson(reply, (await snapshotFor(new RequestFields(request.query, 'query.'))).categories);
  });

  app.get('/api/faq/search', async (request, reply) => {
    const query = new RequestFields(request.query, 'query.');
    const userType = userTypeOf(query);
    const text = query.string('query', MAX_QUERY);
    const withPopular = query.optionalBoolean('getPopular') ?? false;
    const answer = await searches.get(`${userType}\u0000${String(withPopular)}\u0000${text}`, async () =>
      searchFaq(await snapshotFor(query), text, withPopular),
    );
    // Searches that found nothing are kept for the back office's feedback screen (issue 24 §4).
    if (answer.missed) await recordMissedSearch(db, clock, text, userType);
    return sendCachedJson(reply, answer.questions);
  });

  app.get('/api/faq/content', async (request) => {
    const query = new RequestFields(request.query, 'query.');
    const question = findQuestionByClickCode(await snapshotFor(query), query.string('id', 200));
    if (question === null) throw new HttpError(404);
    return question;
  });

  app.post('/api/faq/click', async (request, reply) => {
    const body = new RequestFields(request.body);
    const recorded = await recordClick(db, clock, body.string('clickCode', 200), userTypeOf(body));
    if (!recorded) throw new HttpError(400, UNKNOWN_QUESTION);
    return reply.status(204).send();
  });

  app.post('/api/faq/useful', async (request, reply) => {
    const body = new RequestFields(request.body);
    const comment = body.optionalString('comment', MAX_COMMENT)?.trim();
    const recorded = await recordRating(db, clock, {
      rateCode: body.string('rateCode', 200),
      isUseful: body.boolean('isUseful'),
      comment: comment === undefined || comment === '' ? null : comment,
      userType: userTypeOf(body),
    });
    if (!recorded) throw new HttpError(400, UNKNOWN_QUESTION);
    return reply.status(204).send();
  });
}
