import { catalogueMessage, flowErrorCatalogue } from '@portail/domain';
import type { FastifyInstance } from 'fastify';
import type { Queryable } from '../../db/database.ts';
import { HttpError } from '../../http/http-error.ts';
import { RequestFields } from '../../http/request-fields.ts';
import type { ServerDeps } from '../../server-deps.ts';
import { appendHistory } from '../admin-history.repository.ts';
import type { StaffContext } from '../require-habilitation.ts';
import { requireHabilitation, requireStaff } from '../require-habilitation.ts';
import { draftChanges, draftFingerprint, parseFaqDraft } from './faq-draft.ts';
import type { StoredFaqDraft } from './faq-draft.repository.ts';
import {
  findFaqDraft,
  lastFaqPublication,
  loadPublishedFaq,
  publishFaqDraft,
  saveFaqDraft,
} from './faq-draft.repository.ts';

function staleVersion(): HttpError {
  const { code, message } = catalogueMessage(flowErrorCatalogue.backOfficeStaleVersion);
  return new HttpError(409, { code, message });
}

function expectedVersionOf(body: unknown): number {
  const version = new RequestFields(body, 'body.').raw()['version'];
  return typeof version === 'number' ? version : -1;
}

/** The draft (the published state while none was saved). */
async function currentDraft(db: Queryable): Promise<StoredFaqDraft> {
  return (
    (await findFaqDraft(db)) ?? {
      document: await loadPublishedFaq(db),
      version: 0,
      updatedAt: null,
      updatedBy: null,
    }
  );
}

async function draftAnswer(db: Queryable, draft: StoredFaqDraft) {
  const published = await loadPublishedFaq(db);
  const publication = await lastFaqPublication(db);
  return {
    ...draft.document,
    version: draft.version,
    modifieLe: draft.updatedAt?.toISOString() ?? null,
    modifiePar: draft.updatedBy,
    aPublier: draftFingerprint(draft.document) !== draftFingerprint(published),
    publieLe: publication?.publishedAt.toISOString() ?? null,
    publiePar: publication?.publishedBy ?? null,
  };
}

const historyOf = (staff: StaffContext, at: Date) => ({
  at,
  staffAccountId: staff.session.accountId,
  staffLogin: staff.session.userName,
  area: 'faq' as const,
});

/**
 * « FAQ » (issue 24 §4), habilitation `faq`: the draft of the whole FAQ (categories with their order and questions,
 * questions with their answer — HTML sanitised at save — and related questions, the Top 5), saved with optimistic
 * concurrency (`version`, 409 otherwise) and published (« Publier »: members read the published state). Every change
 * is appended to the history, one entry per question changed, one for the categories and Top 5, one per publication.
 */
export async function adminFaqRoutes(app: FastifyInstance, deps: ServerDeps): Promise<void> {
  const { db, clock } = deps;

  app.get('/api/admin/faq', { onRequest: requireHabilitation('faq', 'read') }, async () =>
    draftAnswer(db, await currentDraft(db)),
  );

  app.put('/api/admin/faq', { onRequest: requireHabilitation('faq', 'update') }, async (request) => {
    const staff = await requireStaff(request);
    const now = clock.now();
    const saved = await db.transaction(async (tx) => {
      const before = await currentDraft(tx);
      const document = parseFaqDraft(request.body, before.document);
      const version = await saveFaqDraft(tx, {
        document,
        expectedVersion: expectedVersionOf(request.body),
        at: now,
        by: staff.session.userName,
      });
      if (version === null) return null;
      for (const change of draftChanges(before.document, document))
        await appendHistory(tx, {
          ...historyOf(staff, now),
          item: change.item,
          action: change.action,
          summary: { version, avant: change.avant, apres: change.apres },
        });
      return { document, version, updatedAt: now, updatedBy: staff.session.userName };
    });
    if (saved === null) throw staleVersion();
    return draftAnswer(db, saved);
  });

  app.post('/api/admin/faq/publish', { onRequest: requireHabilitation('faq', 'update') }, async (request) => {
    const staff = await requireStaff(request);
    const now = clock.now();
    const published = await db.transaction(async (tx) => {
      const draft = await currentDraft(tx);
      if (draft.version !== expectedVersionOf(request.body)) return null;
      await publishFaqDraft(tx, {
        document: draft.document,
        draftVersion: draft.version,
        at: now,
        by: staff.session.userName,
      });
      await appendHistory(tx, {
        ...historyOf(staff, now),
        item: 'faq',
        action: 'publish',
        summary: { version: draft.version, questions: draft.document.questions.length },
      });
      return draft;
    });
    if (published === null) throw staleVersion();
    return draftAnswer(db, published);
  });
}
