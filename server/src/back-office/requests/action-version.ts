import type { FastifyRequest } from 'fastify';
import { HttpError } from '../../http/http-error.ts';

/** The version the caller read: the body's `version`, else `If-Match` (`"7"`); 400 when neither. */
export function versionRead(request: {
  readonly body: { readonly version?: number };
  readonly headers: FastifyRequest['headers'];
}): number {
  if (typeof request.body.version === 'number') return request.body.version;
  const match = /^(?:W\/)?"?([0-9]{1,9})"?$/.exec(String(request.headers['if-match'] ?? ''));
  if (match?.[1] !== undefined) return Number(match[1]);
  const message = 'La version lue est manquante : rechargez la page.';
  throw new HttpError(400, {
    code: 'VALIDATION',
    message,
    errors: [{ field: 'version', code: 'SCHEMA.REQUIRED', message }],
  });
}
