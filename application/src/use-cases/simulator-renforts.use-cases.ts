import type { CatalogueMessage, SimulatorRenfortOffer } from '@portail/domain';
import { dangerToastCatalogue, requestReceivedToast } from '@portail/domain';
import type { SimulatorPort } from '../ports/simulator.port.ts';
import { failureToast } from './failure-toast.ts';

export const RENFORTS_SOURCE_LABEL = 'renforts';

export type LoadRenfortsOutcome =
  | { readonly kind: 'loaded'; readonly renforts: readonly SimulatorRenfortOffer[] }
  | { readonly kind: 'failed'; readonly toast: CatalogueMessage };

/** The renforts the current contract may add, with their monthly price. */
export class LoadRenforts {
  constructor(private readonly simulator: Pick<SimulatorPort, 'listRenforts'>) {}

  async execute(): Promise<LoadRenfortsOutcome> {
    const result = await this.simulator.listRenforts();
    if (!result.ok) {
      return {
        kind: 'failed',
        toast: failureToast(dangerToastCatalogue.dataSourceLoadFailed, result.error, {
          label: RENFORTS_SOURCE_LABEL,
        }),
      };
    }
    return { kind: 'loaded', renforts: result.value };
  }
}

export type RequestRenfortOutcome =
  | { readonly kind: 'sent'; readonly toast: CatalogueMessage }
  | { readonly kind: 'failed'; readonly toast: CatalogueMessage };

/**
 * Asks to add a renfort (an AjoutRenforts act): the spec's 'Votre demande a bien été prise en compte' toast,
 * composed from the management mode and the acknowledgement; the spec's request-failed toast otherwise.
 */
export class RequestRenfort {
  constructor(private readonly simulator: Pick<SimulatorPort, 'requestRenfort'>) {}

  async execute(code: string, acte: string): Promise<RequestRenfortOutcome> {
    const result = await this.simulator.requestRenfort(code, acte);
    if (!result.ok) {
      return { kind: 'failed', toast: failureToast(dangerToastCatalogue.actRequestFailed, result.error) };
    }
    return {
      kind: 'sent',
      toast: requestReceivedToast({
        manualMode: result.value.isModeGestionManuel,
        acknowledgementActive: result.value.isAccuseReceptionActive,
      }),
    };
  }
}
