import { isCareType } from '@portail/domain';
import type { FastifyRequest } from 'fastify';
import type { Database } from '../db/database.ts';
import { HttpError } from '../http/http-error.ts';
import { requireSession } from '../http/session.ts';
import { RequestFields } from '../http/request-fields.ts';
import { CURRENT_CONTRACT_HEADER, currentContractOf, memberContracts } from '../member/public.ts';
import type { CareActCursor, CareActFilter } from './care-acts.repository.ts';

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const UNKNOWN_CONTRACT = { code: 'CONTRAT_INCONNU', message: 'Ce contrat est introuvable.' };

/** The session member and the contract whose acts are read. */
export interface RefundsScope {
  readonly memberId: string;
  readonly contract: string;
}

/**
 * The contract of the request: the one `X-Contrat-Courant` names when it is one of the session member's, else
 * (no header) their current one. A header naming anyone else's contract, or a member without contract: 404 —
 * the acts of another member are never read, whatever the request says.
 */
export async function refundsScope(request: FastifyRequest, db: Database): Promise<RefundsScope> {
  const session = await requireSession(request);
  if (session.memberId === null) throw new HttpError(404, UNKNOWN_CONTRACT);
  const header = request.headers[CURRENT_CONTRACT_HEADER];
  const named = typeof header === 'string' ? header.trim() : '';
  if (named !== '') {
    const { contrats } = await memberContracts(db, session.memberId);
    if (!contrats.some((contract) => contract.numeroContratIndividuel === named)) {
      throw new HttpError(404, UNKNOWN_CONTRACT);
    }
    return { memberId: session.memberId, contract: named };
  }
  const contract = await currentContractOf(request, db, session.memberId);
  if (contract === null) throw new HttpError(404, UNKNOWN_CONTRACT);
  return { memberId: session.memberId, contract };
}

function isoDate(fields: RequestFields, key: string): string | undefined {
  const value = fields.optionalString(key, 10);
  if (value === undefined || value === '') return undefined;
  if (!DATE.test(value) || Number.isNaN(Date.parse(`${value}T00:00:00Z`))) throw new HttpError(400);
  return value;
}

/** The list filters of the query (`beneficiaire`, `dateDebut`, `dateFin`, `typeSoin`, `statut`, `recherche`). */
export function refundsFilter(request: FastifyRequest, contract: string): CareActFilter {
  const query = new RequestFields(request.query, 'query.');
  const typeSoin = query.optionalString('typeSoin', 30) || undefined;
  if (typeSoin !== undefined && !isCareType(typeSoin)) throw new HttpError(400);
  const dateDebut = isoDate(query, 'dateDebut');
  const dateFin = isoDate(query, 'dateFin');
  if (dateDebut !== undefined && dateFin !== undefined && dateDebut > dateFin) {
    throw new HttpError(400, {
      code: 'DATE_RANGE',
      message: 'La date de début doit précéder la date de fin.',
    });
  }
  const recherche = query.optionalString('recherche', 100)?.trim() || undefined;
  const statut = query.optionalString('statut', 10) || undefined;
  if (statut !== undefined && statut !== 'paye' && statut !== 'en_cours' && statut !== 'rejete') {
    throw new HttpError(400);
  }
  return {
    contract,
    beneficiaire: query.optionalString('beneficiaire', 30) || undefined,
    dateDebut,
    dateFin,
    typeSoin,
    recherche,
    statut,
  };
}

/** Opaque page cursor: base64url of `date|id`. */
export function encodeCursor(cursor: CareActCursor): string {
  return Buffer.from(`${cursor.dateSoins}|${cursor.id}`).toString('base64url');
}

export function decodeCursor(value: string | undefined): CareActCursor | null {
  if (value === undefined || value === '') return null;
  const [dateSoins, id, ...rest] = Buffer.from(value, 'base64url').toString('utf8').split('|');
  if (dateSoins === undefined || id === undefined || rest.length > 0 || !DATE.test(dateSoins) || id === '') {
    throw new HttpError(400, { code: 'CURSEUR_INVALIDE', message: 'La page demandée est invalide.' });
  }
  return { dateSoins, id };
}
