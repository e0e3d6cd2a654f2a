import type { Contract } from '../entities/contract.entity.ts';

/**
 * The current contract (spec §4): the stored choice is used if it is active, or if it is the only
 * contract; otherwise the first contract. Null when there is no contract.
 */
export function selectCurrentContract<C extends Pick<Contract, 'numeroContratIndividuel' | 'isActif'>>(
  contracts: readonly C[],
  storedContractNumber: string | null,
): C | null {
  if (storedContractNumber !== null) {
    const stored = contracts.find((contract) => contract.numeroContratIndividuel === storedContractNumber);
    if (stored !== undefined && (stored.isActif || contracts.length === 1)) return stored;
  }
  return contracts[0] ?? null;
}
