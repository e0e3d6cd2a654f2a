import type { Database } from '../db/database.ts';
import { findAttachableUploads } from './request-attachments.repository.ts';
import { findRequestThread, insertThreadMessage } from './request-threads.repository.ts';
import type { RequestRecord } from './requests.repository.ts';

export type StaffMessageOutcome =
  | { readonly ok: true; readonly messageId: string }
  /** Documents that are not uploads of this staff account still unattached: nothing was written. */
  | { readonly ok: false; readonly unknownFiles: readonly string[] };

/**
 * A staff member writes in a request's thread (a complement asked, an answer…), with documents they uploaded
 * (`POST /api/upload` in their session). The text is trusted to be checked by the caller (`validateRequestMessage`).
 */
export async function postStaffMessage(
  db: Database,
  message: {
    readonly id: string;
    readonly request: RequestRecord;
    readonly staffAccountId: string;
    readonly texte: string;
    readonly pieces: readonly string[];
    readonly at: Date;
  },
): Promise<StaffMessageOutcome> {
  const usable = await findAttachableUploads(db, message.staffAccountId, message.pieces);
  const unknownFiles = message.pieces.filter((name) => !usable.has(name));
  if (unknownFiles.length > 0) return { ok: false, unknownFiles };
  const thread = await findRequestThread(db, message.request.id);
  if (thread === null) throw new Error(`postStaffMessage: request ${message.request.id} has no thread`);
  await insertThreadMessage(db, {
    id: message.id,
    threadId: thread.id,
    memberId: message.request.memberId,
    authorKind: 'staff',
    authorAccountId: message.staffAccountId,
    texte: message.texte,
    pieces: message.pieces,
    at: message.at,
  });
  return { ok: true, messageId: message.id };
}
