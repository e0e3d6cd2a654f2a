import type { FastifyRequest } from 'fastify';

/** What the multipart parser (busboy, through @fastify/multipart) says of a sending it cannot read. */
const UNREADABLE_MESSAGES = [
  'Multipart: Boundary not found',
  'Boundary required',
  'Unexpected end of multipart data',
  'terminated early due to unexpected end of multipart data',
  'Malformed part header',
];
/** @fastify/multipart's own errors for a part it cannot take (`__proto__` as a name, a JSON field that is not). */
const UNREADABLE_CODES = new Set(['FST_PROTO_VIOLATION', 'FST_INVALID_JSON_FIELD_ERROR']);

/**
 * Whether `error` is the multipart parser refusing the request's body (no or wrong boundary, a body cut off, garbage):
 * the sender's fault, answered 400 with the upload catalogue's message — not a failure of ours.
 */
export function isUnreadableMultipart(request: FastifyRequest, error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  if (!/^multipart\//i.test(request.headers['content-type'] ?? '')) return false;
  const code = 'code' in error ? error.code : undefined;
  if (typeof code === 'string' && UNREADABLE_CODES.has(code)) return true;
  return UNREADABLE_MESSAGES.some((text) => error.message.includes(text));
}
