import type { MailTemplateTexts } from '@portail/domain';
import type { Queryable } from '../db/database.ts';

/** The version of a template saved in the back office (table `mail_templates`). */
export interface StoredMailTemplate extends MailTemplateTexts {
  readonly key: string;
  readonly version: number;
  readonly updatedAt: Date;
  readonly updatedBy: string;
}

interface Row extends Record<string, unknown> {
  key: string;
  subject: string;
  body: string;
  version: number;
  updated_at: Date;
  updated_by: string;
}

const toStored = (row: Row): StoredMailTemplate => ({
  key: row.key,
  subject: row.subject,
  body: row.body,
  version: row.version,
  updatedAt: new Date(row.updated_at),
  updatedBy: row.updated_by,
});

const COLUMNS = 'key, subject, body, version, updated_at, updated_by';

/** Every saved template, by key. */
export async function findStoredMailTemplates(db: Queryable): Promise<Map<string, StoredMailTemplate>> {
  const { rows } = await db.query<Row>(`SELECT ${COLUMNS} FROM mail_templates`);
  return new Map(rows.map((row) => [row.key, toStored(row)]));
}

/** The saved version of one template, null while it has its default texts. */
export async function findStoredMailTemplate(db: Queryable, key: string): Promise<StoredMailTemplate | null> {
  const { rows } = await db.query<Row>(`SELECT ${COLUMNS} FROM mail_templates WHERE key = $1`, [key]);
  const row = rows[0];
  return row === undefined ? null : toStored(row);
}

/**
 * Saves new texts if the template is still at `expectedVersion` (0: never saved); returns the saved row, or null
 * when someone saved it meanwhile (the caller answers 409).
 */
export async function saveMailTemplate(
  db: Queryable,
  save: MailTemplateTexts & { key: string; expectedVersion: number; at: Date; by: string },
): Promise<StoredMailTemplate | null> {
  const params = [save.key, save.subject, save.body, save.expectedVersion, save.at, save.by];
  const { rows } =
    save.expectedVersion === 0
      ? await db.query<Row>(
          `INSERT INTO mail_templates (key, subject, body, version, updated_at, updated_by)
           SELECT $1, $2, $3, $4::integer + 1, $5, $6
           ON CONFLICT (key) DO NOTHING RETURNING ${COLUMNS}`,
          params,
        )
      : await db.query<Row>(
          `UPDATE mail_templates SET subject = $2, body = $3, version = version + 1, updated_at = $5, updated_by = $6
            WHERE key = $1 AND version = $4 RETURNING ${COLUMNS}`,
          params,
        );
  const row = rows[0];
  return row === undefined ? null : toStored(row);
}
