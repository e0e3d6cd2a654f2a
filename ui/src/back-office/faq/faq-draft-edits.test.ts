import type { FaqAdminDraftContent } from '@portail/application';
import { describe, expect, it } from 'vitest';
import { addCategory, deleteCategory, moveCategory, moveQuestion, toggleRelated } from './faq-draft-edits.ts';

const DRAFT: FaqAdminDraftContent = {
  categories: [
    { id: 4, name: 'A', questions: [7, 9] },
    { id: 2, name: 'B', questions: [] },
  ],
  questions: [
    { id: 7, title: 'Q7', answer: '', related: [] },
    { id: 9, title: 'Q9', answer: '', related: [] },
  ],
  top5: [],
};

describe('FAQ draft edits', () => {
  it('gives a new category the next free id', () => {
    expect(addCategory(DRAFT, 'C').id).toBe(5);
  });

  it('leaves the order unchanged when moving past either end', () => {
    expect(moveCategory(DRAFT, 4, -1)).toEqual(DRAFT);
    expect(moveCategory(DRAFT, 2, 1)).toEqual(DRAFT);
    expect(moveQuestion(DRAFT, 9, 1)).toEqual(DRAFT);
    expect(moveQuestion(DRAFT, 9, -1).categories[0]?.questions).toEqual([9, 7]);
  });

  it('keeps a category that still has questions', () => {
    expect(deleteCategory(DRAFT, 4)).toEqual(DRAFT);
  });

  it('never relates a question to itself', () => {
    expect(toggleRelated(DRAFT, 7, 7)).toEqual(DRAFT);
  });
});
