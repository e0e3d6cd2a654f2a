import type { Beneficiary, ContractGuarantees, EditableDocument, TiersPayantCard } from '@portail/domain';
import type { PortResult } from './port-error.ts';

/**
 * The member's services of the current contract (« Mes documents », « Mes bénéficiaires », « Mes
 * garanties »): reads of the generic resource layer, cached, answered for the current contract only.
 * Generating a document (export, print) goes through the ResourcePort (`documents` kind).
 */
export interface MemberServicesPort {
  listDocuments(): PortResult<readonly EditableDocument[]>;
  listBeneficiaries(): PortResult<readonly Beneficiary[]>;
  getGuarantees(): PortResult<ContractGuarantees>;
  /** The tiers-payant card as data (shown on the phone), never cached: each visit reads it afresh. */
  getTiersPayantCard(): PortResult<TiersPayantCard>;
}
