import type { PrestationPrevoyance, PrestationTiersPayantPage } from '@portail/domain';
import type { PortResult } from './port-error.ts';

/**
 * « Mes prestations » of the current contract (registry route `/v2/adherent/prestations`): its prévoyance
 * payments and its tiers-payant payments in keyset pages. The CSV export and the statements go through the
 * generic resource layer (`ResourcePort`, kind `prestations`).
 */
export interface PrestationsPort {
  /** Every prévoyance payment, newest first. */
  prevoyance(): PortResult<readonly PrestationPrevoyance[]>;
  /** One page of tiers-payant payments: the first without `cursor`, else the page after it. */
  tiersPayant(cursor?: string): PortResult<PrestationTiersPayantPage>;
}
