import type { CareNetwork } from '@portail/domain';
import type { PortResult } from './port-error.ts';

/** External care networks of the member. */
export interface CareNetworkPort {
  getCareNetworks(): PortResult<readonly CareNetwork[]>;
}
