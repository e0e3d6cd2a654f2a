import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { batchedVersions, changeVersionsOf } from './change-versions.ts';
import type { Database } from './database.ts';
import { migrate } from './migrate.ts';
import { openPgliteDatabase } from './pglite-database.ts';

/** Two turns of the event loop: a batch waits one (setImmediate) after its previous query has ended. */
const tick = async () => {
  for (let turn = 0; turn < 2; turn += 1) await new Promise<void>((resolve) => setImmediate(resolve));
};

describe('batchedVersions (PostgreSQL)', () => {
  function countingReads() {
    const reads: { resolve: (tokens: Map<string, string>) => void; reject: (error: Error) => void }[] = [];
    const versions = batchedVersions(
      () =>
        new Promise((resolve, reject) => {
          reads.push({ resolve, reject });
        }),
    );
    return { versions, reads };
  }

  it('answers the reads of one turn of the event loop with one query', async () => {
    const { versions, reads } = countingReads();
    const all = Promise.all([versions.current(), versions.current(), versions.current()]);
    await tick();
    expect(reads).toHaveLength(1);
    reads[0]?.resolve(new Map([['cms', 'a']]));
    expect((await all).map((snapshot) => snapshot.token('cms'))).toEqual(['a', 'a', 'a']);
  });

  it('never answers a read with a query sent before it arrived', async () => {
    const { versions, reads } = countingReads();
    const early = versions.current();
    await tick(); // the first query is now in flight
    const late = versions.current();
    await tick();
    expect(reads).toHaveLength(1); // the late read waits for the query in flight to end…
    reads[0]?.resolve(new Map([['cms', 'avant']]));
    expect((await early).token('cms')).toBe('avant');
    await tick();
    expect(reads).toHaveLength(2); // …then gets its own
    reads[1]?.resolve(new Map([['cms', 'après']]));
    expect((await late).token('cms')).toBe('après');
  });

  it('fails the reads of a failed query and recovers with the next one', async () => {
    const { versions, reads } = countingReads();
    const failed = versions.current();
    await tick();
    reads[0]?.reject(new Error('base indisponible'));
    await expect(failed).rejects.toThrow('base indisponible');
    const next = versions.current();
    await tick();
    reads[1]?.resolve(new Map([['faq', 'b']]));
    expect((await next).token('faq')).toBe('b');
  });
});

describe('changeVersionsOf (PGlite: told at commit)', () => {
  let db: Database;
  beforeAll(async () => {
    db = await openPgliteDatabase();
    await migrate(db);
  }, 60_000);
  afterAll(async () => db.close());

  it('sees a write before the write resolves, and only the area written', async () => {
    const versions = changeVersionsOf(db);
    const before = await versions.current();
    await db.query("UPDATE content_versions SET token = token WHERE name = 'nothing'"); // not a watched table
    await db.query(
      "INSERT INTO cms_items (id, block_name, item_name, title, content, position) VALUES ('x', 'B', 'i', 't', 'c', 1)",
    );
    const after = await versions.current();
    expect(after.token('cms')).not.toBe(before.token('cms'));
    expect(after.token('faq')).toBe(before.token('faq'));
  });

  it('ignores a rolled back write', async () => {
    const versions = changeVersionsOf(db);
    const before = (await versions.current()).token('contracts');
    await expect(
      db.transaction(async (tx) => {
        await tx.query('DELETE FROM contracts');
        throw new Error('annulé');
      }),
    ).rejects.toThrow('annulé');
    expect((await versions.current()).token('contracts')).toBe(before);
  });

  it('changes the sessions version when a session ends, not when one is touched', async () => {
    const versions = changeVersionsOf(db);
    const token = async () => (await versions.current()).token('sessions');
    const start = await token();
    await db.query('UPDATE sessions SET last_seen_at = now()');
    expect(await token()).toBe(start);
    await db.query('DELETE FROM sessions');
    expect(await token()).not.toBe(start);
  });
});
