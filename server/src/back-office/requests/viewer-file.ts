import type { FastifyReply } from 'fastify';
import { contentDisposition } from '../../http/content-disposition.ts';

/** The types a browser may show inline; anything else is downloaded as bytes (never rendered, never HTML). */
const INLINE_TYPES = new Set(['application/pdf', 'image/png', 'image/jpeg']);

/** Sends a document of a request or thread for the resource layer's `visionneuse` (inline when a safe type). */
export function sendViewerFile(
  reply: FastifyReply,
  file: { readonly name: string; readonly mimeType: string; readonly content: Buffer },
): FastifyReply {
  const inline = INLINE_TYPES.has(file.mimeType);
  return reply
    .header('Content-Type', inline ? file.mimeType : 'application/octet-stream')
    .header('Content-Disposition', contentDisposition(inline ? 'inline' : 'attachment', file.name))
    .header('X-Content-Type-Options', 'nosniff')
    .header('Content-Security-Policy', "default-src 'none'; sandbox")
    .header('Cache-Control', 'private, no-store')
    .send(file.content);
}
