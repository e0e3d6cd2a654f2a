import type { Contract, CurrentUser, NoContractDestination } from '@portail/domain';
import {
  contractLabel,
  deriveRoleFlags,
  httpErrorFor,
  noContractDestination,
  selectCurrentContract,
} from '@portail/domain';
import type { ContractsPort } from '../ports/contracts.port.ts';
import { NO_CONTRACT_ERROR_CODE, NO_CONTRACT_ERROR_MESSAGE } from '../ports/contracts.port.ts';
import type { PortError } from '../ports/port-error.ts';
import type { SessionStoragePort } from '../ports/session-storage.port.ts';
import { SESSION_STORAGE_KEYS } from '../ports/session-storage.port.ts';

/** A contract of the selector: 'number - offer name', with the state in brackets when not valide. */
export interface ContractOption {
  readonly contract: Contract;
  readonly label: string;
}

export interface LoadContractsCommand {
  /** The signed-in user: decides where a user without contract goes. */
  readonly user: Pick<CurrentUser, 'roles'> | null;
}

export interface ContractsLoadedOutcome {
  readonly kind: 'loaded';
  readonly options: readonly ContractOption[];
  /** The current contract (stored as the choice and sent in the request header from now on). */
  readonly current: Contract;
}

export interface NoContractOutcome {
  readonly kind: 'no-contract';
  /** '0 contrat'. */
  readonly message: string;
  /** The redirect modal: a back-end user goes to the admin area, a member to login after the logout call. */
  readonly destination: NoContractDestination;
}

export interface ContractsFailedOutcome {
  readonly kind: 'failed';
  /** Text of the static error modal: the error body on 503, the default text of the status otherwise. */
  readonly modalMessage: string;
  readonly error: PortError;
}

export type LoadContractsOutcome = ContractsLoadedOutcome | NoContractOutcome | ContractsFailedOutcome;

/** The member's contracts and the current one (spec §3 contract label, §4 current contract, §7 contracts). */
export class LoadContracts {
  constructor(
    private readonly contracts: Pick<ContractsPort, 'loadContracts'>,
    private readonly storage: Pick<SessionStoragePort, 'get' | 'set' | 'remove'>,
  ) {}

  async execute(command: LoadContractsCommand): Promise<LoadContractsOutcome> {
    const result = await this.contracts.loadContracts();
    if (!result.ok && result.error.code !== NO_CONTRACT_ERROR_CODE) {
      const { error } = result;
      const status = error.status ?? 0;
      const modalMessage =
        status === 503 ? (error.server?.message ?? error.message) : httpErrorFor(status).message;
      return { kind: 'failed', modalMessage, error };
    }
    const list = result.ok ? result.value : [];
    const current = selectCurrentContract(
      list,
      this.storage.get(SESSION_STORAGE_KEYS.currentContract) ?? null,
    );
    if (current === null) {
      this.storage.remove(SESSION_STORAGE_KEYS.currentContract);
      return {
        kind: 'no-contract',
        message: NO_CONTRACT_ERROR_MESSAGE,
        destination: noContractDestination(deriveRoleFlags(command.user)),
      };
    }
    this.storage.set(SESSION_STORAGE_KEYS.currentContract, current.numeroContratIndividuel);
    return {
      kind: 'loaded',
      options: list.map((contract) => ({ contract, label: contractLabel(contract) })),
      current,
    };
  }
}
