import type { Queryable } from '../../db/database.ts';

/** The audience of a CMS item (null: every member), or undefined when there is no such item. */
export async function findContentAudience(db: Queryable, id: string): Promise<string | null | undefined> {
  const { rows } = await db.query<{ audience_id: string | null }>(
    'SELECT audience_id FROM cms_items WHERE id = $1',
    [id],
  );
  return rows[0]?.audience_id;
}

/** Sets the audience of a CMS item (a change of the 'cms' token: the members' read cache follows). */
export async function setContentAudience(
  db: Queryable,
  id: string,
  audienceId: string | null,
): Promise<void> {
  await db.query('UPDATE cms_items SET audience_id = $2 WHERE id = $1', [id, audienceId]);
}
