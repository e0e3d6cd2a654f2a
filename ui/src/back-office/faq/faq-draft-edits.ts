import type { FaqAdminCategory, FaqAdminDraftContent, FaqAdminQuestion } from '@portail/application';

/** At most this many questions in the Top 5. */
export const TOP5_MAX = 5;

type Draft = FaqAdminDraftContent;

function nextId(items: readonly { readonly id: number }[]): number {
  return items.reduce((max, item) => Math.max(max, item.id), 0) + 1;
}

function moved<T>(items: readonly T[], index: number, by: -1 | 1): readonly T[] {
  const target = index + by;
  if (index < 0 || target < 0 || target >= items.length) return items;
  const copy = [...items];
  [copy[index], copy[target]] = [copy[target] as T, copy[index] as T];
  return copy;
}

function withCategory(draft: Draft, id: number, change: (c: FaqAdminCategory) => FaqAdminCategory): Draft {
  return { ...draft, categories: draft.categories.map((c) => (c.id === id ? change(c) : c)) };
}

/** A new empty category at the end; its id is the next free one. */
export function addCategory(draft: Draft, name: string): { draft: Draft; id: number } {
  const id = nextId(draft.categories);
  return { draft: { ...draft, categories: [...draft.categories, { id, name, questions: [] }] }, id };
}

export function renameCategory(draft: Draft, id: number, name: string): Draft {
  return withCategory(draft, id, (c) => ({ ...c, name }));
}

export function moveCategory(draft: Draft, id: number, by: -1 | 1): Draft {
  const index = draft.categories.findIndex((c) => c.id === id);
  return { ...draft, categories: moved(draft.categories, index, by) };
}

/** Deletes a category without questions (one with questions is kept as is). */
export function deleteCategory(draft: Draft, id: number): Draft {
  return {
    ...draft,
    categories: draft.categories.filter((c) => c.id !== id || c.questions.length > 0),
  };
}

/** A new question (empty answer) at the end of a category. */
export function addQuestion(draft: Draft, categoryId: number, title: string): { draft: Draft; id: number } {
  const id = nextId(draft.questions);
  const question: FaqAdminQuestion = { id, title, answer: '', related: [] };
  const withQuestion = { ...draft, questions: [...draft.questions, question] };
  return {
    draft: withCategory(withQuestion, categoryId, (c) => ({ ...c, questions: [...c.questions, id] })),
    id,
  };
}

export function updateQuestion(
  draft: Draft,
  id: number,
  change: Partial<Pick<FaqAdminQuestion, 'title' | 'answer'>>,
): Draft {
  return { ...draft, questions: draft.questions.map((q) => (q.id === id ? { ...q, ...change } : q)) };
}

/** Moves a question up or down inside its category. */
export function moveQuestion(draft: Draft, id: number, by: -1 | 1): Draft {
  return {
    ...draft,
    categories: draft.categories.map((c) =>
      c.questions.includes(id) ? { ...c, questions: moved(c.questions, c.questions.indexOf(id), by) } : c,
    ),
  };
}

/** Deletes a question, and every reference to it (related questions, Top 5). */
export function deleteQuestion(draft: Draft, id: number): Draft {
  return {
    categories: draft.categories.map((c) => ({ ...c, questions: c.questions.filter((q) => q !== id) })),
    questions: draft.questions
      .filter((q) => q.id !== id)
      .map((q) => ({ ...q, related: q.related.filter((r) => r !== id) })),
    top5: draft.top5.filter((q) => q !== id),
  };
}

/** Adds or removes `relatedId` of « Ceci peut aussi vous intéresser » of question `id` (never itself). */
export function toggleRelated(draft: Draft, id: number, relatedId: number): Draft {
  if (id === relatedId) return draft;
  return {
    ...draft,
    questions: draft.questions.map((q) =>
      q.id !== id
        ? q
        : {
            ...q,
            related: q.related.includes(relatedId)
              ? q.related.filter((r) => r !== relatedId)
              : [...q.related, relatedId],
          },
    ),
  };
}

/** Marks or unmarks a question of the Top 5; a sixth mark is refused (the draft is returned unchanged). */
export function toggleTop5(draft: Draft, id: number): Draft {
  if (draft.top5.includes(id)) return { ...draft, top5: draft.top5.filter((q) => q !== id) };
  if (draft.top5.length >= TOP5_MAX) return draft;
  return { ...draft, top5: [...draft.top5, id] };
}
