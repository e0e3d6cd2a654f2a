import type { FastifyRequest } from 'fastify';
import type { Queryable } from '../../db/database.ts';

/** Header carrying the current individual contract number (api-decisions.md). */
export const CURRENT_CONTRACT_HEADER = 'x-contrat-courant';

/**
 * The contract the request is about: the `X-Contrat-Courant` header when it names one of the member's
 * contracts, otherwise (absent, stale or someone else's) the member's first active contract, else the first.
 * Null when the member has no contract.
 */
export async function currentContractOf(
  request: FastifyRequest,
  db: Queryable,
  memberId: string,
): Promise<string | null> {
  const header = request.headers[CURRENT_CONTRACT_HEADER];
  const wanted = typeof header === 'string' ? header.trim() : '';
  const { rows } = await db.query<{ numero_contrat_individuel: string }>(
    `SELECT numero_contrat_individuel FROM contracts WHERE member_id = $1
      ORDER BY (numero_contrat_individuel = $2) DESC, is_actif DESC, position, numero_contrat_individuel LIMIT 1`,
    [memberId, wanted],
  );
  return rows[0]?.numero_contrat_individuel ?? null;
}

/** Does the request name a current contract (`X-Contrat-Courant`, not blank)? */
export function hasCurrentContractHeader(request: FastifyRequest): boolean {
  const header = request.headers[CURRENT_CONTRACT_HEADER];
  return typeof header === 'string' && header.trim() !== '';
}

/**
 * The contract a member document or guarantee request is about. Stricter than `currentContractOf`: a
 * `X-Contrat-Courant` naming a contract that is not the member's is refused (null), never replaced, so a
 * changed contract number can only ever give "not found". Without the header: `currentContractOf`.
 */
export async function ownCurrentContractOf(
  request: FastifyRequest,
  db: Queryable,
  memberId: string,
): Promise<string | null> {
  const header = request.headers[CURRENT_CONTRACT_HEADER];
  const wanted = typeof header === 'string' ? header.trim() : '';
  if (wanted === '') return currentContractOf(request, db, memberId);
  const { rows } = await db.query<{ numero_contrat_individuel: string }>(
    'SELECT numero_contrat_individuel FROM contracts WHERE member_id = $1 AND numero_contrat_individuel = $2',
    [memberId, wanted],
  );
  return rows[0]?.numero_contrat_individuel ?? null;
}
