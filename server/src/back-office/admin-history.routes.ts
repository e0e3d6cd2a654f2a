import { isHistoryArea } from '@portail/domain';
import type { FastifyInstance } from 'fastify';
import { HttpError } from '../http/http-error.ts';
import { RequestFields } from '../http/request-fields.ts';
import type { ServerDeps } from '../server-deps.ts';
import type { HistoryCursor, HistoryEntry, HistoryFilter } from './admin-history.repository.ts';
import { findHistoryPage } from './admin-history.repository.ts';
import { requireHabilitation } from './require-habilitation.ts';

const DEFAULT_LIMIT = 50;
const MAX_LIMIT = 100;
const INVALID_CURSOR = { code: 'CURSEUR_INVALIDE', message: 'La page demandée est invalide.' } as const;
const INVALID = 'Les informations fournies sont erronées';

function badField(field: string): HttpError {
  return new HttpError(400, {
    code: 'VALIDATION',
    message: INVALID,
    errors: [{ field: `query.${field}`, code: 'SCHEMA.FORMAT', message: INVALID }],
  });
}

/** Opaque cursor: base64url of `<ISO instant>|<id>` of the last entry of the previous page. */
export function encodeHistoryCursor(entry: Pick<HistoryEntry, 'at' | 'id'>): string {
  return Buffer.from(`${entry.at.toISOString()}|${entry.id}`).toString('base64url');
}

export function decodeHistoryCursor(value: string | undefined): HistoryCursor | null {
  if (value === undefined || value === '') return null;
  const [at, id, ...rest] = Buffer.from(value, 'base64url').toString('utf8').split('|');
  const instant = new Date(at ?? '');
  if (rest.length > 0 || Number.isNaN(instant.getTime()) || id === undefined || !/^[0-9]{1,15}$/.test(id))
    throw new HttpError(400, INVALID_CURSOR);
  return { at: instant, id: Number(id) };
}

function instant(query: RequestFields, field: 'from' | 'to'): Date | undefined {
  const value = query.optionalString(field, 40);
  if (value === undefined) return undefined;
  const date = new Date(value);
  if (!/^\d{4}-\d{2}-\d{2}(T[0-9:.]+(Z|[+-]\d{2}:\d{2}))?$/.test(value) || Number.isNaN(date.getTime()))
    throw badField(field);
  return date;
}

function historyFilter(query: RequestFields): HistoryFilter {
  const staff = query.optionalString('staff', 100);
  const login = query.optionalString('login', 200)?.trim();
  const item = query.optionalString('item', 200)?.trim();
  const area = query.optionalString('area', 30);
  if (area !== undefined && !isHistoryArea(area)) throw badField('area');
  const from = instant(query, 'from');
  const to = instant(query, 'to');
  return {
    ...(staff === undefined ? {} : { staffAccountId: staff }),
    ...(login === undefined || login === '' ? {} : { staffLogin: login }),
    ...(area === undefined ? {} : { area }),
    ...(item === undefined || item === '' ? {} : { item }),
    ...(from === undefined ? {} : { from }),
    ...(to === undefined ? {} : { to }),
  };
}

function pageLimit(value: string | undefined): number {
  if (value === undefined) return DEFAULT_LIMIT;
  const limit = Number(value);
  if (!/^[0-9]{1,3}$/.test(value) || limit < 1 || limit > MAX_LIMIT) throw badField('limit');
  return limit;
}

/**
 * `GET /api/admin/history` (habilitation `historique` / `read`): the staff actions, newest first, in keyset pages
 * (`limit` ≤ 100, `before` = the previous page's `suivant`), filtered by staff account or login, area, item and
 * period (`from` inclusive, `to` exclusive).
 */
export async function adminHistoryRoutes(app: FastifyInstance, deps: ServerDeps): Promise<void> {
  app.get('/api/admin/history', { onRequest: requireHabilitation('historique', 'read') }, async (request) => {
    const query = new RequestFields(request.query, 'query.');
    const filter = historyFilter(query);
    const cursor = decodeHistoryCursor(query.optionalString('before', 200));
    const page = await findHistoryPage(deps.db, filter, cursor, pageLimit(query.optionalString('limit', 3)));
    const last = page.entries.at(-1);
    return {
      entrees: page.entries.map((entry) => ({
        id: String(entry.id),
        date: entry.at.toISOString(),
        agent: { id: entry.staffAccountId, identifiant: entry.staffLogin },
        zone: entry.area,
        element: entry.item,
        action: entry.action,
        resume: entry.summary,
      })),
      suivant: page.more && last !== undefined ? encodeHistoryCursor(last) : null,
    };
  });
}
