import type { Contract } from '@portail/domain';
import type { RequestCachePort } from '../ports/request-cache.port.ts';
import type { SessionStoragePort } from '../ports/session-storage.port.ts';
import { SESSION_STORAGE_KEYS } from '../ports/session-storage.port.ts';
import type { ReloadRouteIntent } from './use-case-intents.ts';

export interface SelectCurrentContractCommand {
  /** The contracts of the selector (LoadContracts). */
  readonly contracts: readonly Contract[];
  readonly numeroContratIndividuel: string;
}

export type SelectCurrentContractOutcome =
  /** The number is not one of the member's contracts: nothing changes. */
  | { readonly kind: 'unknown-contract' }
  /** Already the current contract: nothing to reload. */
  | { readonly kind: 'unchanged'; readonly current: Contract }
  | {
      readonly kind: 'switched';
      readonly current: Contract;
      /**
       * Whether the choice will still hold on the next load: the stored choice is kept only for an
       * active contract, or the sole one (spec §4); otherwise the next load falls back to the first.
       */
      readonly keptOnNextLoad: boolean;
      readonly next: ReloadRouteIntent;
    };

/**
 * The member picks another contract in the selector (spec §4): the choice is stored (and travels in the
 * request header), the cached responses of the previous contract are forgotten, and the route reloads.
 */
export class SelectCurrentContract {
  constructor(
    private readonly storage: Pick<SessionStoragePort, 'get' | 'set'>,
    private readonly cache: Pick<RequestCachePort, 'clear'>,
  ) {}

  execute(command: SelectCurrentContractCommand): SelectCurrentContractOutcome {
    const wanted = command.numeroContratIndividuel.trim();
    const chosen = command.contracts.find((contract) => contract.numeroContratIndividuel === wanted);
    if (chosen === undefined) return { kind: 'unknown-contract' };
    if (this.storage.get(SESSION_STORAGE_KEYS.currentContract) === wanted) {
      return { kind: 'unchanged', current: chosen };
    }
    this.storage.set(SESSION_STORAGE_KEYS.currentContract, wanted);
    this.cache.clear();
    return {
      kind: 'switched',
      current: chosen,
      keptOnNextLoad: chosen.isActif || command.contracts.length === 1,
      next: { kind: 'reload-route' },
    };
  }
}
