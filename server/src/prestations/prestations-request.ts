import type { FastifyRequest } from 'fastify';
import type { Database } from '../db/database.ts';
import { HttpError } from '../http/http-error.ts';
import { RequestFields } from '../http/request-fields.ts';
import { requireSession } from '../http/session.ts';
import { CURRENT_CONTRACT_HEADER, currentContractOf, memberContracts } from '../member/public.ts';
import type { TiersPayantCursor } from './prestations.repository.ts';

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const UNKNOWN_CONTRACT = { code: 'CONTRAT_INCONNU', message: 'Ce contrat est introuvable.' };

/**
 * The contract whose payments are read: the one `X-Contrat-Courant` names when it is one of the session member's,
 * else (no header) their current one. A header naming anyone else's contract, or a member without contract: 404
 * — another member's payments are never read, whatever the request says. Checked before the query is parsed.
 */
export async function prestationsContract(request: FastifyRequest, db: Database): Promise<string> {
  const session = await requireSession(request);
  if (session.memberId === null) throw new HttpError(404, UNKNOWN_CONTRACT);
  const header = request.headers[CURRENT_CONTRACT_HEADER];
  const named = typeof header === 'string' ? header.trim() : '';
  if (named !== '') {
    const { contrats } = await memberContracts(db, session.memberId);
    if (!contrats.some((contract) => contract.numeroContratIndividuel === named)) {
      throw new HttpError(404, UNKNOWN_CONTRACT);
    }
    return named;
  }
  const contract = await currentContractOf(request, db, session.memberId);
  if (contract === null) throw new HttpError(404, UNKNOWN_CONTRACT);
  return contract;
}

/** An optional ISO date of the query; anything else is a 400. */
export function queryDate(fields: RequestFields, key: string): string | undefined {
  const value = fields.optionalString(key, 10);
  if (value === undefined || value === '') return undefined;
  if (!DATE.test(value) || Number.isNaN(Date.parse(`${value}T00:00:00Z`))) throw new HttpError(400);
  return value;
}

/** `dateDebut` / `dateFin` of the query, in order. */
export function queryPeriod(request: FastifyRequest): { dateDebut?: string; dateFin?: string } {
  const query = new RequestFields(request.query, 'query.');
  const dateDebut = queryDate(query, 'dateDebut');
  const dateFin = queryDate(query, 'dateFin');
  if (dateDebut !== undefined && dateFin !== undefined && dateDebut > dateFin) {
    throw new HttpError(400, {
      code: 'DATE_RANGE',
      message: 'La date de début doit précéder la date de fin.',
    });
  }
  return { ...(dateDebut === undefined ? {} : { dateDebut }), ...(dateFin === undefined ? {} : { dateFin }) };
}

/** Opaque page cursor: base64url of `datePaiement|id`. */
export function encodeCursor(cursor: TiersPayantCursor): string {
  return Buffer.from(`${cursor.datePaiement}|${cursor.id}`).toString('base64url');
}

export function decodeCursor(value: string | undefined): TiersPayantCursor | null {
  if (value === undefined || value === '') return null;
  const [datePaiement, id, ...rest] = Buffer.from(value, 'base64url').toString('utf8').split('|');
  if (
    datePaiement === undefined ||
    id === undefined ||
    rest.length > 0 ||
    !DATE.test(datePaiement) ||
    id === ''
  ) {
    throw new HttpError(400, { code: 'CURSEUR_INVALIDE', message: 'La page demandée est invalide.' });
  }
  return { datePaiement, id };
}
