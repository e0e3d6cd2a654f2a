import type { CmsItem } from '@portail/domain';
import type { Queryable } from '../db/database.ts';

interface CmsItemRow extends Record<string, unknown> {
  id: string;
  block_name: string;
  item_name: string;
  title: string;
  content: string;
  audience_id: string | null;
}

/** A published item and the audience it is kept for (null: everyone; issue 27, popups only). */
export interface TargetedCmsItem {
  readonly item: CmsItem;
  readonly audienceId: string | null;
}

/**
 * Published items of block `name` (filtered by `itemName` when given), in order, each with its audience; empty when
 * unknown.
 */
export async function findTargetedCmsItems(
  db: Queryable,
  name: string,
  itemName?: string,
): Promise<TargetedCmsItem[]> {
  const { rows } = await db.query<CmsItemRow>(
    `SELECT id, block_name, item_name, title, content, audience_id FROM cms_items
      WHERE published AND block_name = $1 AND ($2::text IS NULL OR item_name = $2)
      ORDER BY position, id`,
    [name, itemName ?? null],
  );
  return rows.map((row) => ({
    item: {
      id: row.id,
      title: row.title,
      content: row.content,
      name: row.block_name,
      itemName: row.item_name,
    },
    audienceId: row.audience_id,
  }));
}

export interface CmsImage {
  readonly contentType: string;
  readonly bytes: Buffer;
}

/** An image by id, or null. */
export async function findCmsImage(db: Queryable, id: string): Promise<CmsImage | null> {
  const { rows } = await db.query<{ content_type: string; bytes: Uint8Array }>(
    'SELECT content_type, bytes FROM cms_images WHERE id = $1',
    [id],
  );
  const row = rows[0];
  return row ? { contentType: row.content_type, bytes: Buffer.from(row.bytes) } : null;
}
