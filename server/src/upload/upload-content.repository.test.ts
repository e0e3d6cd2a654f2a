import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '../db/database.ts';
import { FakeClock } from '../platform/clock.ts';
import { createTestDatabase } from '../testing/test-database.ts';
import { truncateAll } from '../testing/test-app.ts';
import {
  databaseUploadSink,
  ORPHAN_PARTS_AGE_MS,
  recordUploads,
  sweepOrphanParts,
} from './upload-content.repository.ts';

let db: Database;
const clock = new FakeClock();

beforeAll(async () => {
  db = await createTestDatabase();
}, 30_000);
afterAll(async () => db.close());
beforeEach(async () => truncateAll(db));

const file = (remoteFileName: string, size: number) => ({
  remoteFileName,
  localFileName: 'rib.pdf',
  size,
  mimeType: 'application/pdf',
  inputName: 'rib',
});

async function partNames(): Promise<string[]> {
  const { rows } = await db.query<{ remote_file_name: string }>(
    'SELECT DISTINCT remote_file_name FROM upload_parts ORDER BY remote_file_name',
  );
  return rows.map((row) => row.remote_file_name);
}

describe('upload content in the database', () => {
  it('serves a recorded file as its segments put back in order', async () => {
    const sink = databaseUploadSink(db, clock);
    await sink.writePart('a.pdf', 1, Buffer.from(' suite'));
    await sink.writePart('a.pdf', 0, Buffer.from('%PDF-1.4'));
    await recordUploads(db, [file('a.pdf', 14)], { accountId: null, indexGed: null, at: clock.now() });
    const { rows } = await db.query<{ content: Buffer }>(
      "SELECT content FROM uploaded_file_contents WHERE remote_file_name = 'a.pdf'",
    );
    expect(rows[0]?.content.toString()).toBe('%PDF-1.4 suite');
  });

  it('discards the segments of a refused file but never those of a recorded one', async () => {
    const sink = databaseUploadSink(db, clock);
    await sink.writePart('garde.pdf', 0, Buffer.from('%PDF'));
    await recordUploads(db, [file('garde.pdf', 4)], { accountId: null, indexGed: null, at: clock.now() });
    await sink.writePart('refuse.pdf', 0, Buffer.from('MZ'));
    await sink.discard(['garde.pdf', 'refuse.pdf']);
    expect(await partNames()).toEqual(['garde.pdf']);
  });

  it('sweeps the segments of uploads that never completed once they are a day old', async () => {
    const sink = databaseUploadSink(db, clock);
    await sink.writePart('coupe.pdf', 0, Buffer.from('%PDF'));
    await sink.writePart('garde.pdf', 0, Buffer.from('%PDF'));
    await recordUploads(db, [file('garde.pdf', 4)], { accountId: null, indexGed: null, at: clock.now() });
    clock.advance(ORPHAN_PARTS_AGE_MS - 60_000);
    await sink.writePart('en-cours.pdf', 0, Buffer.from('%PDF'));
    expect(await sweepOrphanParts(db, clock.now())).toBe(0);
    clock.advance(120_000);
    expect(await sweepOrphanParts(db, clock.now())).toBe(1);
    expect(await partNames()).toEqual(['en-cours.pdf', 'garde.pdf']);
  });
});
