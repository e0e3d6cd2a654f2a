import type { ContentDetail, ContentText } from '@portail/domain';
import { isValidStaticPageName } from '@portail/domain';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Queryable } from '../../db/database.ts';
import { HttpError } from '../../http/http-error.ts';
import { RequestFields } from '../../http/request-fields.ts';
import type { ServerDeps } from '../../server-deps.ts';
import { requireHabilitation } from '../require-habilitation.ts';
import {
  authorOf,
  contentsError,
  expectedVersion,
  recordContentAction,
  staleVersion,
} from './content-requests.ts';
import { isPlainTitle, sanitizeContentHtml } from '../rich-text.sanitizer.ts';
import { contentToWire } from './content-wire.ts';
import type { ContentAuthor } from './contents.repository.ts';
import {
  findContent,
  findVersion,
  hideContent,
  insertStaticPage,
  publishText,
  writeDraft,
} from './contents.repository.ts';

type ItemParams = { Params: { id: string } };
type VersionParams = { Params: { id: string; number: string } };

const TITLE_MAX = 200;
const CONTENT_MAX = 200_000;

/** The title and HTML of a body: the title plain text (400 otherwise), the HTML through the allow-list. */
function textOf(body: RequestFields): ContentText {
  const title = body.string('title', TITLE_MAX).trim();
  if (title === '') throw contentsError(400, 'titleRequired');
  if (!isPlainTitle(title)) throw contentsError(400, 'titleNotText');
  return { title, content: sanitizeContentHtml(body.string('content', CONTENT_MAX)) };
}

/** Reads the item under its row lock and checks the caller's version: 404, 409 `FLOW.CONTENUS_VERSION_PERIMEE`. */
async function lockedAt(tx: Queryable, id: string, expected: number): Promise<ContentDetail> {
  const item = await findContent(tx, id, true);
  if (item === null) throw new HttpError(404);
  if (item.version !== expected) throw staleVersion();
  return item;
}

/** Publishes `text` as the item's next version (its draft too), under the lock taken by `lockedAt`. */
async function publishAt(tx: Queryable, item: ContentDetail, text: ContentText, author: ContentAuthor) {
  if (!(await writeDraft(tx, item.id, item.version, text, author))) throw staleVersion();
  return publishText(tx, item.id, text, author);
}

/** The item as the transaction leaves it (read inside it, sent only once it is committed). */
async function reread(tx: Queryable, id: string): Promise<ContentDetail> {
  const item = await findContent(tx, id);
  if (item === null) throw new Error(`content ${id} vanished inside its transaction`);
  return item;
}

/**
 * Answers with the item and its version as ETag. Called after the transaction resolved: an answer sent from inside
 * it would reach the client before COMMIT, and a read on another instance could still see the old text.
 */
function answer(reply: FastifyReply, item: ContentDetail, status = 200): FastifyReply {
  return reply.status(status).header('ETag', `"${item.version}"`).send(contentToWire(item));
}

/**
 * « Contenus », the writes: save a draft, publish it, restore a version, unpublish a static page (all with the
 * version the caller saw: 409 when stale), create a static page. Each one is appended to the history in the same
 * transaction. Publishing writes `cms_items`: the 'cms' token changes, so every instance's read caches and
 * pre-rendered shells serve the new text from their next request.
 */
export async function contentEditRoutes(app: FastifyInstance, deps: ServerDeps): Promise<void> {
  const update = { onRequest: requireHabilitation('contenus', 'update') };

  app.put<ItemParams>('/api/admin/contents/:id/draft', update, async (request, reply) => {
    const expected = expectedVersion(request);
    const text = textOf(new RequestFields(request.body));
    const author = await authorOf(request, deps.clock.now());
    const saved = await deps.db.transaction(async (tx) => {
      const item = await findContent(tx, request.params.id);
      if (item === null) throw new HttpError(404);
      if (item.version !== expected || !(await writeDraft(tx, item.id, expected, text, author)))
        throw staleVersion();
      await recordContentAction(
        tx,
        author,
        'save-draft',
        { ...item, version: expected + 1 },
        {
          before: item.draft,
          after: text,
        },
      );
      return reread(tx, item.id);
    });
    return answer(reply, saved);
  });

  app.post<ItemParams>('/api/admin/contents/:id/publish', update, async (request, reply) => {
    const expected = expectedVersion(request);
    const author = await authorOf(request, deps.clock.now());
    const saved = await deps.db.transaction(async (tx) => {
      const item = await lockedAt(tx, request.params.id, expected);
      const text = { title: item.draft.title, content: sanitizeContentHtml(item.draft.content) };
      const number = await publishAt(tx, item, text, author);
      await recordContentAction(
        tx,
        author,
        'publish',
        { ...item, version: expected + 1 },
        {
          before: item.live,
          after: text,
          extra: { numero: number },
        },
      );
      return reread(tx, item.id);
    });
    return answer(reply, saved);
  });

  app.post<VersionParams>(
    '/api/admin/contents/:id/versions/:number/restore',
    update,
    async (request, reply) => {
      const expected = expectedVersion(request);
      const author = await authorOf(request, deps.clock.now());
      const saved = await deps.db.transaction(async (tx) => {
        const item = await lockedAt(tx, request.params.id, expected);
        const restored = await findVersion(tx, item.id, Number(request.params.number));
        if (restored === null) throw new HttpError(404);
        const text = { title: restored.title, content: sanitizeContentHtml(restored.content) };
        const number = await publishAt(tx, item, text, author);
        await recordContentAction(
          tx,
          author,
          'restore',
          { ...item, version: expected + 1 },
          {
            before: item.live,
            after: text,
            extra: { restauree: restored.number, numero: number },
          },
        );
        return reread(tx, item.id);
      });
      return answer(reply, saved);
    },
  );

  app.post<ItemParams>(
    '/api/admin/contents/:id/unpublish',
    { onRequest: requireHabilitation('contenus', 'delete') },
    async (request, reply) => {
      const expected = expectedVersion(request);
      const author = await authorOf(request, deps.clock.now());
      const saved = await deps.db.transaction(async (tx) => {
        const item = await lockedAt(tx, request.params.id, expected);
        if (item.kind !== 'page' || !item.published) throw contentsError(409, 'notUnpublishable');
        if (!(await writeDraft(tx, item.id, expected, item.draft, author))) throw staleVersion();
        await hideContent(tx, item.id);
        await recordContentAction(
          tx,
          author,
          'unpublish',
          { ...item, version: expected + 1 },
          {
            before: item.live,
            after: null,
          },
        );
        return reread(tx, item.id);
      });
      return answer(reply, saved);
    },
  );

  app.post(
    '/api/admin/contents',
    { onRequest: requireHabilitation('contenus', 'create') },
    async (request, reply) => {
      const body = new RequestFields(request.body);
      const pageName = body.string('pageName', 60);
      if (!isValidStaticPageName(pageName)) throw contentsError(400, 'pageNameInvalid');
      const text = textOf(body);
      const author = await authorOf(request, deps.clock.now());
      const saved = await deps.db.transaction(async (tx) => {
        const id = await insertStaticPage(tx, pageName, text, author);
        if (id === null) throw contentsError(409, 'pageExists');
        const item = await findContent(tx, id);
        if (item === null) throw new Error(`static page ${id} vanished inside its transaction`);
        await recordContentAction(tx, author, 'create-page', item, { before: null, after: text });
        return reread(tx, id);
      });
      return answer(reply, saved, 201);
    },
  );
}
