import { HttpError } from '../../http/http-error.ts';

const DEFAULT_LIMIT = 50;
const MAX_LIMIT = 100;
const INVALID = 'Les informations fournies sont erronées';
const INVALID_CURSOR = { code: 'CURSEUR_INVALIDE', message: 'La page demandée est invalide.' } as const;

/** The query parameters shared by the « Demandes » lists (the queue, the members' topic threads). */
export function badQueryField(field: string): HttpError {
  return new HttpError(400, {
    code: 'VALIDATION',
    message: INVALID,
    errors: [{ field: `query.${field}`, code: 'SCHEMA.FORMAT', message: INVALID }],
  });
}

/** `limit`: 1 to 100, 50 when absent. */
export function pageLimit(value: string | undefined): number {
  if (value === undefined) return DEFAULT_LIMIT;
  const limit = Number(value);
  if (!/^[0-9]{1,3}$/.test(value) || limit < 1 || limit > MAX_LIMIT) throw badQueryField('limit');
  return limit;
}

/** Opaque keyset cursor: base64url of `<sort>|<ISO instant>|<id>` (the sort key and id of a page's last row). */
export function encodeKeysetCursor(sort: string, at: Date, id: string): string {
  return Buffer.from(`${sort}|${at.toISOString()}|${id}`).toString('base64url');
}

/** The cursor's sort key and id; 400 `CURSEUR_INVALIDE` when malformed or of another sort. */
export function decodeKeysetCursor(sort: string, value: string | undefined): { at: Date; id: string } | null {
  if (value === undefined || value === '') return null;
  const [cursorSort, at, id, ...rest] = Buffer.from(value, 'base64url').toString('utf8').split('|');
  const instant = new Date(at ?? '');
  if (cursorSort !== sort || rest.length > 0 || Number.isNaN(instant.getTime()) || !id || id.length > 100)
    throw new HttpError(400, INVALID_CURSOR);
  return { at: instant, id };
}
