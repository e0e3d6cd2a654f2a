import type { ContentDetail, ContentText } from '@portail/domain';
import { contentsErrorCatalogue } from '@portail/domain';
import type { FastifyRequest } from 'fastify';
import type { Queryable } from '../../db/database.ts';
import { HttpError } from '../../http/http-error.ts';
import { appendHistory } from '../admin-history.repository.ts';
import { requireStaff } from '../require-habilitation.ts';
import type { ContentAuthor } from './contents.repository.ts';
import { textOf } from '../rich-text.sanitizer.ts';

type ContentsError = keyof typeof contentsErrorCatalogue;

/** The catalogue's code and French message of a « Contenus » failure, with its status. */
export function contentsError(status: number, key: Exclude<ContentsError, 'imageTooLarge'>): HttpError {
  const { code, template: message } = contentsErrorCatalogue[key];
  return new HttpError(status, { code, message });
}

/** 409 `FLOW.CONTENUS_VERSION_PERIMEE`. */
export const staleVersion = (): HttpError => contentsError(409, 'versionConflict');

/**
 * The version a write applies to: the body's `version`, else `If-Match` (`"7"`, `7` or `W/"7"`); 400
 * `FLOW.CONTENUS_VERSION_ABSENTE` without either.
 */
export function expectedVersion(request: FastifyRequest): number {
  const body = request.body;
  if (typeof body === 'object' && body !== null && 'version' in body && typeof body.version === 'number')
    return body.version;
  const header = request.headers['if-match'];
  const match = typeof header === 'string' ? /^\s*(?:W\/)?"?([0-9]{1,9})"?\s*$/.exec(header) : null;
  if (match?.[1] === undefined) throw contentsError(400, 'versionMissing');
  return Number(match[1]);
}

/** The staff member writing, and when. */
export async function authorOf(request: FastifyRequest, at: Date): Promise<ContentAuthor> {
  const { session } = await requireStaff(request);
  return { accountId: session.accountId, login: session.userName, at };
}

/** What the history shows of a text: its title, its length and its first words (never the whole HTML). */
function textSummary(text: ContentText | null): Record<string, unknown> | null {
  if (text === null) return null;
  const words = textOf(text.content).split(' ');
  return {
    titre: text.title,
    longueur: text.content.length,
    debut: words.slice(0, 12).join(' ') + (words.length > 12 ? ' …' : ''),
  };
}

/** Appends a « Contenus » action to the history: the item, the version move, the text before and after. */
export async function recordContentAction(
  db: Queryable,
  author: ContentAuthor,
  action: string,
  item: Pick<ContentDetail, 'name' | 'itemName' | 'version'>,
  change: {
    readonly before: ContentText | null;
    readonly after: ContentText | null;
    readonly extra?: object;
  },
): Promise<void> {
  await appendHistory(db, {
    at: author.at,
    staffAccountId: author.accountId,
    staffLogin: author.login,
    area: 'contenus',
    item: (item.itemName === '' ? item.name : `${item.name}/${item.itemName}`).slice(0, 200),
    action,
    summary: {
      version: item.version,
      avant: textSummary(change.before),
      apres: textSummary(change.after),
      ...change.extra,
    },
  });
}
