import type { FastifyRequest } from 'fastify';
import type { Database } from '../db/database.ts';
import { memberContracts } from './member-contracts.ts';

/** Header carrying the current individual contract number (api-decisions.md). */
export const CURRENT_CONTRACT_HEADER = 'x-contrat-courant';

/**
 * The contract the request is about: the `X-Contrat-Courant` header when it names one of the member's
 * contracts, otherwise (absent, stale or someone else's) the member's first active contract, else the first
 * (display order: position, number). Null when the member has no contract. Read from the contracts cache.
 */
export async function currentContractOf(
  request: FastifyRequest,
  db: Database,
  memberId: string,
): Promise<string | null> {
  const header = request.headers[CURRENT_CONTRACT_HEADER];
  const wanted = typeof header === 'string' ? header.trim() : '';
  const { contrats } = await memberContracts(db, memberId);
  const chosen =
    contrats.find((contract) => contract.numeroContratIndividuel === wanted) ??
    contrats.find((contract) => contract.isActif) ??
    contrats[0];
  return chosen?.numeroContratIndividuel ?? null;
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
  db: Database,
  memberId: string,
): Promise<string | null> {
  const header = request.headers[CURRENT_CONTRACT_HEADER];
  const wanted = typeof header === 'string' ? header.trim() : '';
  if (wanted === '') return currentContractOf(request, db, memberId);
  const { contrats } = await memberContracts(db, memberId);
  return (
    contrats.find((contract) => contract.numeroContratIndividuel === wanted)?.numeroContratIndividuel ?? null
  );
}
