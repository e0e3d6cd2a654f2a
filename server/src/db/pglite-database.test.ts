import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from './database.ts';
import { openPgliteDatabase } from './pglite-database.ts';

describe('bytea on the embedded database', () => {
  let db: Database;
  beforeAll(async () => {
    db = await openPgliteDatabase();
    await db.exec('CREATE TABLE blobs (id int PRIMARY KEY, content bytea)');
  });
  afterAll(async () => db.close());

  it('stores every byte value as sent and reads it back as a Buffer', async () => {
    const bytes = Buffer.from(Array.from({ length: 512 }, (_, i) => (i * 7) % 256));
    await db.query('INSERT INTO blobs (id, content) VALUES ($1, $2)', [1, bytes]);
    const { rows } = await db.query<{ content: Buffer; hex: string }>(
      "SELECT content, encode(content, 'hex') AS hex FROM blobs WHERE id = 1",
    );
    expect(Buffer.isBuffer(rows[0]?.content)).toBe(true);
    expect(rows[0]?.content.equals(bytes)).toBe(true);
    expect(rows[0]?.hex).toBe(bytes.toString('hex'));
  });

  it('stores only the viewed bytes of a view into a larger buffer', async () => {
    const backing = Buffer.from('avant%PDF-1.4 contenuapres');
    const view = backing.subarray(5, 21);
    await db.query('INSERT INTO blobs (id, content) VALUES ($1, $2)', [2, view]);
    const { rows } = await db.query<{ content: Buffer; n: number }>(
      'SELECT content, octet_length(content)::int AS n FROM blobs WHERE id = 2',
    );
    expect(rows[0]?.n).toBe(16);
    expect(rows[0]?.content.toString()).toBe('%PDF-1.4 contenu');
  });

  it('keeps a null bytea null and an empty one empty', async () => {
    await db.query('INSERT INTO blobs (id, content) VALUES ($1, $2), ($3, $4)', [
      3,
      null,
      4,
      Buffer.alloc(0),
    ]);
    const { rows } = await db.query<{ id: number; content: Buffer | null }>(
      'SELECT id, content FROM blobs WHERE id IN (3, 4) ORDER BY id',
    );
    expect(rows[0]?.content).toBeNull();
    expect(rows[1]?.content?.length).toBe(0);
  });

  it('refuses a bytea parameter that is not bytes', async () => {
    await expect(db.query('INSERT INTO blobs (id, content) VALUES ($1, $2)', [5, 'texte'])).rejects.toThrow(
      'bytea parameter must be a Uint8Array',
    );
  });
});
