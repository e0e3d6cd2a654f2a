import type { FastifyReply } from 'fastify';
import type { Queryable } from '../db/database.ts';
import { contentDisposition } from '../http/content-disposition.ts';
import type { AttachmentContent } from './request-attachments.repository.ts';
import { findRequestAttachments } from './request-attachments.repository.ts';
import { findRequestThread, findThreadMessages } from './request-threads.repository.ts';
import { findRequestEvents, type RequestRecord } from './requests.repository.ts';
import { requestDetailWire } from './request-wire.ts';

/** `DemandeDetail` of a request: its timeline, form documents and thread read now. */
export async function loadRequestDetail(db: Queryable, request: RequestRecord, now: Date) {
  const thread = await findRequestThread(db, request.id);
  return requestDetailWire({
    request,
    events: await findRequestEvents(db, request.id),
    attachments: await findRequestAttachments(db, request.id),
    messages: thread === null ? [] : await findThreadMessages(db, thread.id),
    now,
  });
}

/** Types a document is ever served with (the upload allow-list); anything else goes out as bytes. */
const SERVED_TYPES = new Set(['application/pdf', 'image/png', 'image/jpeg']);

/** Sends a document as an attachment under its sent name, never as HTML nor sniffed. */
export function sendAttachment(reply: FastifyReply, file: AttachmentContent): FastifyReply {
  return reply
    .header('Content-Type', SERVED_TYPES.has(file.mimeType) ? file.mimeType : 'application/octet-stream')
    .header('Content-Disposition', contentDisposition('attachment', file.localFileName))
    .header('X-Content-Type-Options', 'nosniff')
    .header('Cache-Control', 'private, no-store')
    .send(Buffer.from(file.content));
}
