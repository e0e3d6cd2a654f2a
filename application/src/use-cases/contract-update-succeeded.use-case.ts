import type { CurrentUser } from '@portail/domain';
import type { RequestCachePort } from '../ports/request-cache.port.ts';
import type { LoadContracts, LoadContractsOutcome } from './load-contracts.use-case.ts';
import type { ReloadPageIntent } from './use-case-intents.ts';

/** Delay before the page reload that follows a contract update (spec §9: 5000 ms). */
export const CONTRACT_UPDATE_RELOAD_DELAY_MS = 5000;

export interface ContractUpdateSucceededCommand {
  /** The contract resource is flagged for refresh: the contract list is reloaded in place. */
  readonly refreshContracts: boolean;
  /**
   * The request is handled manually (the caller deals with the success itself, e.g. a change the insurer
   * processes by hand — isModeGestionManuel): nothing is reloaded.
   */
  readonly handledManually: boolean;
  readonly user: Pick<CurrentUser, 'roles'> | null;
}

export type ContractUpdateSucceededOutcome =
  | { readonly kind: 'skipped' }
  /** The contract list was reloaded (after forgetting the cached responses). */
  | { readonly kind: 'contracts-reloaded'; readonly contracts: LoadContractsOutcome }
  /** Reload the page in 5 s. */
  | { readonly kind: 'reload-page'; readonly next: ReloadPageIntent };

/** What follows a successful update of contract data (spec §4 contract update success, §9). */
export class ContractUpdateSucceeded {
  constructor(
    private readonly loadContracts: Pick<LoadContracts, 'execute'>,
    private readonly cache: Pick<RequestCachePort, 'clear'>,
  ) {}

  async execute(command: ContractUpdateSucceededCommand): Promise<ContractUpdateSucceededOutcome> {
    if (command.handledManually) return { kind: 'skipped' };
    if (!command.refreshContracts) {
      return { kind: 'reload-page', next: { kind: 'reload-page', delayMs: CONTRACT_UPDATE_RELOAD_DELAY_MS } };
    }
    this.cache.clear();
    return {
      kind: 'contracts-reloaded',
      contracts: await this.loadContracts.execute({ user: command.user }),
    };
  }
}
