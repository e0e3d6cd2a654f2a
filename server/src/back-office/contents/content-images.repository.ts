import type { ContentImage } from '@portail/domain';
import { CMS_IMAGE_PATH } from '@portail/domain';
import type { Queryable } from '../../db/database.ts';

interface ImageRow extends Record<string, unknown> {
  id: string;
  content_type: string;
  description: string;
  size: number;
}

const toImage = (row: ImageRow): ContentImage => ({
  id: row.id,
  url: `${CMS_IMAGE_PATH}${row.id}`,
  contentType: row.content_type,
  description: row.description,
  size: Number(row.size),
});

/** Every image of the CMS store (without its bytes), by id. */
export async function findContentImages(db: Queryable): Promise<ContentImage[]> {
  const { rows } = await db.query<ImageRow>(
    'SELECT id, content_type, description, octet_length(bytes) AS size FROM cms_images ORDER BY id',
  );
  return rows.map(toImage);
}

/** Stores an image under `id`. */
export async function insertContentImage(
  db: Queryable,
  image: {
    readonly id: string;
    readonly contentType: string;
    readonly description: string;
    readonly bytes: Buffer;
  },
): Promise<ContentImage> {
  const { rows } = await db.query<ImageRow>(
    `INSERT INTO cms_images (id, content_type, bytes, description) VALUES ($1, $2, $3, $4)
     RETURNING id, content_type, description, octet_length(bytes) AS size`,
    [image.id, image.contentType, image.bytes, image.description],
  );
  const row = rows[0];
  if (row === undefined) throw new Error('the image insert returned no row');
  return toImage(row);
}
