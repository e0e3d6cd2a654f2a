import type {
  ContentDetail,
  ContentSearch,
  ContentText,
  ContentVersion,
  ContentVersionSummary,
} from '@portail/domain';
import { STATIC_PAGES_BLOCK, contentKindOf } from '@portail/domain';
import type { Queryable } from '../../db/database.ts';

interface ContentRow extends Record<string, unknown> {
  id: string;
  block_name: string;
  item_name: string;
  title: string;
  content: string;
  published: boolean;
  cookie_name: string | null;
  draft_title: string | null;
  draft_content: string | null;
  version: number | null;
  updated_at: Date | null;
  updated_by: string | null;
  live_number: number | null;
  live_at: Date | null;
  live_by: string | null;
}

const SELECT_CONTENT = `
  SELECT i.id, i.block_name, i.item_name, i.title, i.content, i.published, i.cookie_name,
         d.title AS draft_title, d.content AS draft_content, d.version, d.updated_at, d.updated_by,
         v.number AS live_number, v.published_at AS live_at, v.author_login AS live_by
    FROM cms_items i
    LEFT JOIN cms_drafts d ON d.item_id = i.id
    LEFT JOIN LATERAL (SELECT number, published_at, author_login FROM cms_versions
                        WHERE item_id = i.id ORDER BY number DESC LIMIT 1) v ON true`;

/** Lowercase without the French accents, in SQL, for the text search. */
const FOLD = (expression: string): string =>
  `translate(lower(${expression}), 'àâäáãéèêëíìîïóòôöõúùûüçñœ', 'aaaaaeeeeiiiiooooouuuucno')`;

function toDetail(row: ContentRow): ContentDetail {
  const draft: ContentText = {
    title: row.draft_title ?? row.title,
    content: row.draft_content ?? row.content,
  };
  const live =
    row.live_number === null || row.live_at === null
      ? null
      : {
          title: row.title,
          content: row.content,
          number: row.live_number,
          publishedAt: new Date(row.live_at),
          publishedBy: row.live_by ?? '',
        };
  return {
    id: row.id,
    name: row.block_name,
    itemName: row.item_name,
    kind: contentKindOf(row.block_name),
    title: draft.title,
    version: row.version ?? 0,
    published: row.published,
    draftPending: live === null || live.title !== draft.title || live.content !== draft.content,
    cookieName: row.cookie_name,
    updatedAt: row.updated_at === null ? (live?.publishedAt ?? null) : new Date(row.updated_at),
    updatedBy: row.updated_by ?? live?.publishedBy ?? null,
    draft,
    live,
  };
}

/** Escapes the LIKE wildcards of a searched text. */
const likeTerm = (text: string): string => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Every item matching the search, in block then position order (kind is filtered after reading). */
export async function findContents(db: Queryable, search: ContentSearch): Promise<ContentDetail[]> {
  const conditions: string[] = [];
  const params: unknown[] = [];
  const bind = (value: unknown): string => {
    params.push(value);
    return `$${params.length}`;
  };
  if (search.name !== undefined) conditions.push(`i.block_name = ${bind(search.name)}`);
  if (search.itemName !== undefined) conditions.push(`i.item_name = ${bind(search.itemName)}`);
  for (const word of (search.text ?? '').split(/\s+/).filter((w) => w !== '')) {
    const term = FOLD(bind(likeTerm(word)));
    conditions.push(
      `(${FOLD('i.title')} LIKE ${term} OR ${FOLD('i.content')} LIKE ${term}
        OR ${FOLD("coalesce(d.title, '')")} LIKE ${term} OR ${FOLD("coalesce(d.content, '')")} LIKE ${term})`,
    );
  }
  const { rows } = await db.query<ContentRow>(
    `${SELECT_CONTENT}
     ${conditions.length > 0 ? `WHERE ${conditions.join(' AND ')}` : ''}
     ORDER BY i.block_name, i.position, i.id`,
    params,
  );
  const items = rows.map(toDetail);
  return search.kind === undefined ? items : items.filter((item) => item.kind === search.kind);
}

/** One item, or null; `lock` takes the item's row lock until the transaction ends (publish, restore). */
export async function findContent(db: Queryable, id: string, lock = false): Promise<ContentDetail | null> {
  if (lock) await db.query('SELECT 1 FROM cms_items WHERE id = $1 FOR UPDATE', [id]);
  const { rows } = await db.query<ContentRow>(`${SELECT_CONTENT} WHERE i.id = $1`, [id]);
  const row = rows[0];
  return row === undefined ? null : toDetail(row);
}

/** Who writes, and when. */
export interface ContentAuthor {
  readonly accountId: string;
  readonly login: string;
  readonly at: Date;
}

/**
 * Writes the draft when the item is still at version `expected` (its version becomes `expected + 1`): true, or
 * false when the version moved on (another save, publish or restore: nothing written).
 */
export async function writeDraft(
  db: Queryable,
  id: string,
  expected: number,
  text: ContentText,
  author: ContentAuthor,
): Promise<boolean> {
  const params = [id, text.title, text.content, expected, author.at, author.login];
  const { rows } =
    expected === 0
      ? await db.query(
          `INSERT INTO cms_drafts (item_id, title, content, version, updated_at, updated_by)
           VALUES ($1, $2, $3, $4::integer + 1, $5, $6) ON CONFLICT (item_id) DO NOTHING RETURNING version`,
          params,
        )
      : await db.query(
          `UPDATE cms_drafts SET title = $2, content = $3, version = version + 1, updated_at = $5, updated_by = $6
            WHERE item_id = $1 AND version = $4 RETURNING version`,
          params,
        );
  return rows.length === 1;
}

/** Appends the next published version of an item and makes it what members read; returns its number. */
export async function publishText(
  db: Queryable,
  id: string,
  text: ContentText,
  author: ContentAuthor,
): Promise<number> {
  const { rows } = await db.query<{ number: number }>(
    `INSERT INTO cms_versions (item_id, number, title, content, published_at, author_account_id, author_login)
     SELECT $1, coalesce(max(number), 0) + 1, $2, $3, $4, $5, $6 FROM cms_versions WHERE item_id = $1
     RETURNING number`,
    [id, text.title, text.content, author.at, author.accountId, author.login],
  );
  await db.query('UPDATE cms_items SET title = $2, content = $3, published = true WHERE id = $1', [
    id,
    text.title,
    text.content,
  ]);
  return rows[0]?.number ?? 0;
}

/** Members no longer read the item (a static page); its versions and draft stay. */
export async function hideContent(db: Queryable, id: string): Promise<void> {
  await db.query('UPDATE cms_items SET published = false WHERE id = $1', [id]);
}

/** Adds a static page, unpublished, with its first draft (version 1): its id, or null when that page exists. */
export async function insertStaticPage(
  db: Queryable,
  pageName: string,
  text: ContentText,
  author: ContentAuthor,
): Promise<string | null> {
  const id = `cms-page-${pageName}`;
  const { rows } = await db.query(
    `INSERT INTO cms_items (id, block_name, item_name, title, content, position, published)
     SELECT $1, $2::text, $3::text, '', '', m.next, false
       FROM (SELECT coalesce(max(position), 0) + 1 AS next FROM cms_items) m
      WHERE NOT EXISTS (SELECT 1 FROM cms_items WHERE block_name = $2 AND item_name = $3)
     ON CONFLICT (id) DO NOTHING RETURNING id`,
    [id, STATIC_PAGES_BLOCK, pageName],
  );
  if (rows.length === 0) return null;
  await writeDraft(db, id, 0, text, author);
  return id;
}

interface VersionRow extends Record<string, unknown> {
  number: number;
  title: string;
  content: string;
  published_at: Date;
  author_login: string;
}

interface VersionSummaryRow extends Record<string, unknown> {
  number: number;
  title: string;
  length: number;
  published_at: Date;
  author_login: string;
}

/** The published versions of an item, newest first (without their text). */
export async function findVersions(db: Queryable, id: string): Promise<ContentVersionSummary[]> {
  const { rows } = await db.query<VersionSummaryRow>(
    `SELECT number, title, char_length(content) AS length, published_at, author_login FROM cms_versions
      WHERE item_id = $1 ORDER BY number DESC`,
    [id],
  );
  return rows.map((row) => ({
    number: row.number,
    title: row.title,
    length: Number(row.length),
    publishedAt: new Date(row.published_at),
    publishedBy: row.author_login,
  }));
}

/** One published version with its text, or null. */
export async function findVersion(db: Queryable, id: string, number: number): Promise<ContentVersion | null> {
  const { rows } = await db.query<VersionRow>(
    `SELECT number, title, content, published_at, author_login FROM cms_versions
      WHERE item_id = $1 AND number = $2`,
    [id, number],
  );
  const row = rows[0];
  return row === undefined
    ? null
    : {
        number: row.number,
        title: row.title,
        content: row.content,
        length: row.content.length,
        publishedAt: new Date(row.published_at),
        publishedBy: row.author_login,
      };
}
