import type { Queryable } from '../database.ts';
import { bulkInsert } from './bulk-insert.ts';
import { readSeedRecord } from './json-reader.ts';

export interface FaqSeedQuestion {
  readonly id: number;
  readonly clickCode: string;
  readonly rateCode: string;
  /** null: every audience. */
  readonly audience: string | null;
  /** 1…5 for the Top 5, null otherwise. */
  readonly popularRank: number | null;
  readonly title: string;
  readonly content: string;
  readonly related: readonly number[];
}

export interface FaqSeedCategory {
  readonly id: number;
  readonly name: string;
  readonly order: number;
  readonly audience: string | null;
  readonly questions: readonly number[];
}

export interface FaqSeed {
  readonly questions: readonly FaqSeedQuestion[];
  readonly categories: readonly FaqSeedCategory[];
}

/** `server/seed/faq.json`. */
export function readFaqSeed(): FaqSeed {
  const file = readSeedRecord('faq.json');
  return {
    questions: file.records('questions').map((record) => ({
      id: record.integer('id'),
      clickCode: record.string('clickCode'),
      rateCode: record.string('rateCode'),
      audience: record.nullableString('audience'),
      popularRank: record.nullableInteger('popularRank'),
      title: record.string('title'),
      content: record.string('content'),
      related: record.integers('related'),
    })),
    categories: file.records('categories').map((record) => ({
      id: record.integer('id'),
      name: record.string('name'),
      order: record.integer('order'),
      audience: record.nullableString('audience'),
      questions: record.integers('questions'),
    })),
  };
}

/** Inserts questions, categories and their links. Idempotent. */
export async function insertFaq(db: Queryable, seed: FaqSeed): Promise<void> {
  await bulkInsert(
    db,
    'faq_questions',
    [
      ['id', 'integer'],
      ['title', 'text'],
      ['content', 'text'],
      ['click_code', 'text'],
      ['rate_code', 'text'],
      ['audience', 'text'],
      ['popular_rank', 'integer'],
    ],
    seed.questions.map((question) => ({
      id: question.id,
      title: question.title,
      content: question.content,
      click_code: question.clickCode,
      rate_code: question.rateCode,
      audience: question.audience,
      popular_rank: question.popularRank,
    })),
  );
  await bulkInsert(
    db,
    'faq_related_questions',
    [
      ['question_id', 'integer'],
      ['related_id', 'integer'],
      ['position', 'integer'],
    ],
    seed.questions.flatMap((question) =>
      question.related.map((relatedId, position) => ({
        question_id: question.id,
        related_id: relatedId,
        position,
      })),
    ),
  );
  await bulkInsert(
    db,
    'faq_categories',
    [
      ['id', 'integer'],
      ['name', 'text'],
      ['position', 'integer'],
      ['audience', 'text'],
    ],
    seed.categories.map((category) => ({
      id: category.id,
      name: category.name,
      position: category.order,
      audience: category.audience,
    })),
  );
  await bulkInsert(
    db,
    'faq_category_questions',
    [
      ['category_id', 'integer'],
      ['question_id', 'integer'],
      ['position', 'integer'],
    ],
    seed.categories.flatMap((category) =>
      category.questions.map((questionId, position) => ({
        category_id: category.id,
        question_id: questionId,
        position,
      })),
    ),
  );
}

export async function seedFaq(db: Queryable): Promise<void> {
  await insertFaq(db, readFaqSeed());
}
