import { requestsCatalogue, validateRequestMessage } from '@portail/domain';
import type { Queryable } from '../db/database.ts';
import { RequestFields } from '../http/request-fields.ts';
import { validationError } from '../http/http-error.ts';
import { findAttachableUploads } from './request-attachments.repository.ts';

export interface MessageInput {
  readonly texte: string;
  readonly pieces: readonly string[];
}

/** Reads `{ data: { texte, pieces } }` (domain rules: 400 per field). */
export function messageInputOf(body: unknown): MessageInput {
  const data = new RequestFields(body).record('data').raw();
  const issues = validateRequestMessage(data['texte'], data['pieces']);
  const failing = Object.entries(issues).filter(([, list]) => list.length > 0);
  if (failing.length > 0) throw validationError(failing);
  const pieces = Array.isArray(data['pieces'])
    ? data['pieces'].filter((item): item is string => typeof item === 'string')
    : [];
  return { texte: typeof data['texte'] === 'string' ? data['texte'].trim() : '', pieces };
}

/** 400 on `pieces` unless every document is an upload of this account not yet filed anywhere. */
export async function assertOwnUploads(
  db: Queryable,
  accountId: string,
  pieces: readonly string[],
): Promise<void> {
  const usable = await findAttachableUploads(db, accountId, pieces);
  if (pieces.every((name) => usable.has(name))) return;
  const entry = requestsCatalogue.attachmentUnknown;
  throw validationError([['pieces', [{ code: entry.code, message: entry.template }]]]);
}
