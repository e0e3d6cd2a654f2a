import type { CatalogueMessage, SimulatorContext, SimulatorTreeAct } from '@portail/domain';
import { dangerToastCatalogue, listSimulatorActs, simulatorActOf } from '@portail/domain';
import type { PortError } from '../ports/port-error.ts';
import type { SimulatorPort } from '../ports/simulator.port.ts';
import { failureToast } from './failure-toast.ts';

export const SIMULATOR_SOURCE_LABEL = 'simulateur';

export type LoadSimulatorOutcome =
  | {
      readonly kind: 'loaded';
      readonly acts: readonly SimulatorTreeAct[];
      readonly context: SimulatorContext;
    }
  | { readonly kind: 'failed'; readonly toast: CatalogueMessage };

function failed(error: PortError): LoadSimulatorOutcome {
  return {
    kind: 'failed',
    toast: failureToast(dangerToastCatalogue.dataSourceLoadFailed, error, { label: SIMULATOR_SOURCE_LABEL }),
  };
}

/**
 * The simulator's acts (from the domains' tree; an act the domain cannot compute is left out) and what the
 * computation needs of the current contract, read together.
 */
export class LoadSimulator {
  constructor(private readonly simulator: Pick<SimulatorPort, 'getDomains' | 'getContext'>) {}

  async execute(): Promise<LoadSimulatorOutcome> {
    const [domains, context] = await Promise.all([this.simulator.getDomains(), this.simulator.getContext()]);
    if (!domains.ok) return failed(domains.error);
    if (!context.ok) return failed(context.error);
    const acts = listSimulatorActs(domains.value).filter((act) => simulatorActOf(act.code) !== null);
    return { kind: 'loaded', acts, context: context.value };
  }
}
