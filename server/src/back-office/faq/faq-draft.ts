import { HttpError } from '../../http/http-error.ts';
import { RequestFields } from '../../http/request-fields.ts';
import { sanitizeContentHtml } from '../rich-text.sanitizer.ts';

/** A question of the FAQ draft (the codes are the server's: members' clicks and ratings are kept by them). */
export interface FaqDraftQuestion {
  readonly id: number;
  readonly titre: string;
  /** Sanitised HTML (the contents' allow-list, rich-text.sanitizer.ts). */
  readonly reponse: string;
  readonly clickCode: string;
  readonly rateCode: string;
  /** null: every audience; else `public` or `adherent` only. */
  readonly audience: string | null;
  /** « Ceci peut aussi vous intéresser », in order. */
  readonly liees: readonly number[];
}

export interface FaqDraftCategory {
  readonly id: number;
  readonly nom: string;
  readonly ordre: number;
  readonly audience: string | null;
  /** Its questions, in order. */
  readonly questions: readonly number[];
}

/** The whole FAQ as the back office edits it (and as « Publier » makes it live). */
export interface FaqDraft {
  readonly categories: readonly FaqDraftCategory[];
  readonly questions: readonly FaqDraftQuestion[];
  /** The Top 5, in order (at most 5). */
  readonly top5: readonly number[];
}

const TITLE_MAX = 300;
const ANSWER_MAX = 20_000;
const NAME_MAX = 100;
const INVALID = 'Les informations fournies sont erronées';

interface FieldIssue {
  readonly field: string;
  readonly code: string;
  readonly message: string;
}

function invalid(errors: readonly FieldIssue[]): HttpError {
  return new HttpError(400, {
    code: 'VALIDATION',
    message: errors[0]?.message ?? INVALID,
    errors: [...errors],
  });
}

function ids(fields: RequestFields, key: string, max: number): number[] {
  const value = fields.raw()[key];
  if (!Array.isArray(value) || value.length > max || !value.every((v) => Number.isInteger(v) && v > 0))
    throw invalid([{ field: key, code: 'SCHEMA.FORMAT', message: INVALID }]);
  return value as number[];
}

/**
 * The draft sent by the back office, checked against itself: unique ids, every reference (a category's questions,
 * related questions, the Top 5) to a question of the draft, no question related to itself, non-empty titles, answers
 * and names. Answers are sanitised here. A known question keeps its codes and audience; a new id gets new codes.
 */
export function parseFaqDraft(body: unknown, current: FaqDraft): FaqDraft {
  const fields = new RequestFields(body, 'body.');
  const known = new Map(current.questions.map((q) => [q.id, q]));
  const knownCategories = new Map(current.categories.map((c) => [c.id, c]));
  const issues: FieldIssue[] = [];
  const blank = (field: string): void => {
    issues.push({ field, code: 'REQUIRED', message: 'Ce champ est obligatoire.' });
  };
  const questions = fields.records('questions', 500).map((q, index): FaqDraftQuestion => {
    const id = q.raw()['id'];
    if (!Number.isInteger(id) || (id as number) <= 0)
      throw invalid([{ field: `questions/${index}/id`, code: 'SCHEMA.FORMAT', message: INVALID }]);
    const previous = known.get(id as number);
    const titre = q.string('titre', TITLE_MAX).trim();
    const reponse = sanitizeContentHtml(q.string('reponse', ANSWER_MAX));
    if (titre === '') blank(`questions/${index}/titre`);
    if (reponse === '') blank(`questions/${index}/reponse`);
    return {
      id: id as number,
      titre,
      reponse,
      clickCode: previous?.clickCode ?? `faq-q${String(id)}`,
      rateCode: previous?.rateCode ?? `rate-q${String(id)}`,
      audience: previous?.audience ?? null,
      liees: ids(q, 'liees', 10),
    };
  });
  const questionIds = new Set(questions.map((q) => q.id));
  const reference = (field: string, id: number): void => {
    if (!questionIds.has(id))
      issues.push({ field, code: 'FAQ_UNKNOWN_QUESTION', message: "Cette question n'existe pas ou plus." });
  };
  if (questionIds.size !== questions.length)
    issues.push({ field: 'questions', code: 'DUPLICATE', message: INVALID });
  questions.forEach((q, index) => {
    q.liees.forEach((id) => reference(`questions/${index}/liees`, id));
    if (q.liees.includes(q.id))
      issues.push({ field: `questions/${index}/liees`, code: 'SELF', message: INVALID });
  });
  const categories = fields.records('categories', 100).map((c, index): FaqDraftCategory => {
    const id = c.raw()['id'];
    if (!Number.isInteger(id) || (id as number) <= 0)
      throw invalid([{ field: `categories/${index}/id`, code: 'SCHEMA.FORMAT', message: INVALID }]);
    const nom = c.string('nom', NAME_MAX).trim();
    if (nom === '') blank(`categories/${index}/nom`);
    const list = ids(c, 'questions', 500);
    list.forEach((q) => reference(`categories/${index}/questions`, q));
    return {
      id: id as number,
      nom,
      ordre: index + 1,
      audience: knownCategories.get(id as number)?.audience ?? null,
      questions: list,
    };
  });
  if (new Set(categories.map((c) => c.id)).size !== categories.length)
    issues.push({ field: 'categories', code: 'DUPLICATE', message: INVALID });
  const top5 = ids(fields, 'top5', 5);
  top5.forEach((id) => reference('top5', id));
  if (new Set(top5).size !== top5.length) issues.push({ field: 'top5', code: 'DUPLICATE', message: INVALID });
  if (issues.length > 0) throw invalid(issues);
  return { categories, questions, top5 };
}

/** A stable JSON form of a draft (fixed key order: a draft read back from jsonb has its keys reordered). */
export function draftFingerprint(draft: FaqDraft): string {
  return JSON.stringify({
    categories: [...draft.categories]
      .sort((a, b) => a.ordre - b.ordre)
      .map((c) => [c.id, c.nom, c.audience, c.questions]),
    questions: [...draft.questions]
      .sort((a, b) => a.id - b.id)
      .map((q) => [q.id, q.titre, q.reponse, q.clickCode, q.rateCode, q.audience, q.liees]),
    top5: draft.top5,
  });
}

/** What changed between two drafts, per question, for the history (titles only, answers' lengths). */
export function draftChanges(before: FaqDraft, after: FaqDraft) {
  const old = new Map(before.questions.map((q) => [q.id, q]));
  const next = new Map(after.questions.map((q) => [q.id, q]));
  const changes: { item: string; action: 'create' | 'update' | 'delete'; avant: unknown; apres: unknown }[] =
    [];
  const view = (q: FaqDraftQuestion | undefined) =>
    q === undefined ? null : { titre: q.titre, reponse: q.reponse, liees: q.liees };
  for (const [id, q] of next) {
    const o = old.get(id);
    if (o === undefined)
      changes.push({ item: `question-${String(id)}`, action: 'create', avant: null, apres: view(q) });
    else if (JSON.stringify(view(o)) !== JSON.stringify(view(q)))
      changes.push({ item: `question-${String(id)}`, action: 'update', avant: view(o), apres: view(q) });
  }
  for (const [id, o] of old)
    if (!next.has(id))
      changes.push({ item: `question-${String(id)}`, action: 'delete', avant: view(o), apres: null });
  const layout = (d: FaqDraft) =>
    JSON.stringify({ categories: d.categories.map((c) => [c.nom, c.questions]), top5: d.top5 });
  if (layout(before) !== layout(after))
    changes.push({
      item: 'categories',
      action: 'update',
      avant: {
        categories: before.categories.map((c) => ({ nom: c.nom, questions: c.questions })),
        top5: before.top5,
      },
      apres: {
        categories: after.categories.map((c) => ({ nom: c.nom, questions: c.questions })),
        top5: after.top5,
      },
    });
  return changes;
}
