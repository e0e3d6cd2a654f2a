import type { Database } from '../db/database.ts';
import type { Clock } from '../platform/clock.ts';
import type { UploadContentSink } from './segment-writer.ts';
import type { StoredUpload } from './upload-store.ts';

/** Segments without a file row older than this belong to no upload any more (one request never lasts a day). */
export const ORPHAN_PARTS_AGE_MS = 24 * 60 * 60_000;

/**
 * Writes the segments of the files being received into `upload_parts`, each in its own statement (autocommit:
 * durable when the promise resolves, and never holding a connection or PGlite's lock for the whole transfer).
 */
export function databaseUploadSink(db: Database, clock: Clock): UploadContentSink {
  return {
    async writePart(remoteFileName, seq, bytes) {
      await db.query(
        'INSERT INTO upload_parts (remote_file_name, seq, bytes, created_at) VALUES ($1, $2, $3, $4)',
        [remoteFileName, seq, bytes, clock.now()],
      );
    },
    async discard(remoteFileNames) {
      if (remoteFileNames.length === 0) return;
      await db.query(
        `DELETE FROM upload_parts p
          WHERE p.remote_file_name = ANY($1::text[])
            AND NOT EXISTS (SELECT 1 FROM uploaded_files f WHERE f.remote_file_name = p.remote_file_name)`,
        [remoteFileNames],
      );
    },
  };
}

export interface UploadRecord {
  readonly accountId: string | null;
  readonly indexGed: string | null;
  readonly at: Date;
}

/**
 * Records the files whose segments are all durable, in one transaction: the answer is sent once every file of
 * the request exists, and either all of them do or none.
 */
export async function recordUploads(
  db: Database,
  files: readonly StoredUpload[],
  record: UploadRecord,
): Promise<void> {
  await db.transaction(async (tx) => {
    for (const file of files) {
      await tx.query(
        `INSERT INTO uploaded_files (remote_file_name, local_file_name, size, mime_type, input_name, account_id,
                                     index_ged, created_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
        [
          file.remoteFileName,
          file.localFileName,
          file.size,
          file.mimeType,
          file.inputName,
          record.accountId,
          record.indexGed,
          record.at,
        ],
      );
    }
  });
}

/**
 * Deletes the segments left by uploads that never completed (the process was killed while receiving, or the
 * delete after a refusal failed): no file row and older than {@link ORPHAN_PARTS_AGE_MS}. Returns how many.
 */
export async function sweepOrphanParts(db: Database, now: Date): Promise<number> {
  const { rowCount } = await db.query(
    `DELETE FROM upload_parts p
      WHERE p.created_at < $1
        AND NOT EXISTS (SELECT 1 FROM uploaded_files f WHERE f.remote_file_name = p.remote_file_name)`,
    [new Date(now.getTime() - ORPHAN_PARTS_AGE_MS)],
  );
  return rowCount;
}
