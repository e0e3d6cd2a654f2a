import type { SimulatorContext, SimulatorDomain, SimulatorRenfortOffer } from '@portail/domain';
import type { PortResult } from './port-error.ts';

/** How the request to add a renfort is handled (the spec's acknowledgement toast is composed from it). */
export interface RenfortRequestOutcome {
  readonly isModeGestionManuel: boolean;
  readonly isAccuseReceptionActive: boolean;
}

/**
 * The benefits simulator of the current contract: its domains (`/simulateurprestation`), what the computation
 * needs (guarantees, consumption, beneficiaries), the renforts the contract may add and the request to add one.
 */
export interface SimulatorPort {
  getDomains(): PortResult<readonly SimulatorDomain[]>;
  getContext(): PortResult<SimulatorContext>;
  listRenforts(): PortResult<readonly SimulatorRenfortOffer[]>;
  /** `acte`: the simulation the request comes from, as the member read it. */
  requestRenfort(code: string, acte: string): PortResult<RenfortRequestOutcome>;
}
