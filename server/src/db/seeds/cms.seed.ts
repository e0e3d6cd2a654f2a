import { readFileSync } from 'node:fs';
import type { Queryable } from '../database.ts';
import { bulkInsert } from './bulk-insert.ts';
import { readSeedRecords, SEED_DIR } from './json-reader.ts';

/** The author of the seeded versions (the text the portal was delivered with). */
export const SEED_AUTHOR = 'contenu initial';

export interface CmsSeedItem {
  readonly id: string;
  readonly name: string;
  readonly itemName: string;
  readonly title: string;
  readonly content: string;
  /** The « Ne plus afficher ce message » cookie of a CMS popup. */
  readonly cookieName?: string | null;
}

export interface CmsSeedImage {
  readonly id: string;
  readonly file: string;
  readonly contentType: string;
  readonly description: string;
}

/** `server/seed/cms-blocks.json`. */
export function readCmsSeed(): CmsSeedItem[] {
  return readSeedRecords('cms-blocks.json').map((record) => ({
    id: record.string('id'),
    name: record.string('name'),
    itemName: record.string('itemName'),
    title: record.string('title'),
    content: record.string('content'),
    cookieName: record.nullableString('cookieName'),
  }));
}

/** `server/seed/cms-images.json` (files under `server/seed/images/`). */
export function readCmsImageSeed(): CmsSeedImage[] {
  return readSeedRecords('cms-images.json').map((record) => ({
    id: record.string('id'),
    file: record.string('file'),
    contentType: record.string('contentType'),
    description: record.string('description'),
  }));
}

/** Inserts CMS items; items of the same block keep their file order. Idempotent. */
export async function insertCmsItems(db: Queryable, items: readonly CmsSeedItem[]): Promise<void> {
  await bulkInsert(
    db,
    'cms_items',
    [
      ['id', 'text'],
      ['block_name', 'text'],
      ['item_name', 'text'],
      ['title', 'text'],
      ['content', 'text'],
      ['position', 'integer'],
      ['cookie_name', 'text'],
    ],
    items.map((item, position) => ({
      id: item.id,
      block_name: item.name,
      item_name: item.itemName,
      title: item.title,
      content: item.content,
      position,
      cookie_name: item.cookieName ?? null,
    })),
  );
  // The text the portal starts with is each item's published version 1 (« Contenus », issue 24 §3).
  await db.query(
    `INSERT INTO cms_versions (item_id, number, title, content, published_at, author_account_id, author_login)
     SELECT i.id, 1, i.title, i.content, now(), NULL, $1 FROM cms_items i
      WHERE i.published AND NOT EXISTS (SELECT 1 FROM cms_versions v WHERE v.item_id = i.id)`,
    [SEED_AUTHOR],
  );
}

export async function seedCms(db: Queryable): Promise<void> {
  await insertCmsItems(db, readCmsSeed());
  for (const image of readCmsImageSeed()) {
    const bytes = readFileSync(new URL(image.file, SEED_DIR));
    await db.query(
      `INSERT INTO cms_images (id, content_type, bytes, description) VALUES ($1, $2, $3, $4)
       ON CONFLICT (id) DO NOTHING`,
      [image.id, image.contentType, bytes, image.description],
    );
  }
}
