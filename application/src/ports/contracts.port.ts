import type { Contract } from '@portail/domain';
import type { PortResult } from './port-error.ts';

/** Code and message of the error returned when the member has no contract (spec §7: "'0 contrat'"). */
export const NO_CONTRACT_ERROR_CODE = 'CONTRACTS.EMPTY';
export const NO_CONTRACT_ERROR_MESSAGE = '0 contrat';

/** The member's contracts (spec §7 Contracts). */
export interface ContractsPort {
  /** Never an empty list: no contract is the error NO_CONTRACT_ERROR_CODE; a 503 carries its error body. */
  loadContracts(): PortResult<readonly Contract[]>;
}
