import type { MemberServicesPort, ResourcePort } from '@portail/application';
import {
  GetMemberDocument,
  LoadBeneficiaries,
  LoadGuarantees,
  LoadMemberDocuments,
} from '@portail/application';
import type { CatalogueMessage, ContractFamily } from '@portail/domain';
import { BeneficiariesViewModel } from './beneficiaries/beneficiaries.view-model.ts';
import { MemberDocumentsViewModel } from './documents/member-documents.view-model.ts';
import { GuaranteesViewModel } from './guarantees/guarantees.view-model.ts';
import type { FeatureVisibility } from './member-services-tabs.view-model.ts';
import { MemberServicesTabsViewModel } from './member-services-tabs.view-model.ts';

export interface MemberServicesDeps {
  readonly memberServices: MemberServicesPort;
  readonly resources: Pick<ResourcePort, 'export' | 'print'>;
  readonly notify: (message: CatalogueMessage) => void;
  /** The current contract's family, read at each use (it follows contract switches). */
  readonly contractFamily: () => ContractFamily;
}

/** The member services' view-models: one per visit of a screen, the tabs once per area. */
export interface MemberServices {
  readonly tabs: MemberServicesTabsViewModel;
  readonly documents: () => MemberDocumentsViewModel;
  readonly beneficiaries: () => BeneficiariesViewModel;
  readonly guarantees: () => GuaranteesViewModel;
}

export function assembleMemberServices(deps: MemberServicesDeps, shell: FeatureVisibility): MemberServices {
  const { memberServices, notify, contractFamily } = deps;
  const loadDocuments = new LoadMemberDocuments(memberServices);
  const getDocument = new GetMemberDocument(deps.resources);
  const loadBeneficiaries = new LoadBeneficiaries(memberServices);
  const loadGuarantees = new LoadGuarantees(memberServices);
  return {
    tabs: new MemberServicesTabsViewModel(shell),
    documents: () => new MemberDocumentsViewModel({ loadDocuments, getDocument, notify }),
    beneficiaries: () => new BeneficiariesViewModel({ loadBeneficiaries, notify }),
    guarantees: () => new GuaranteesViewModel({ loadGuarantees, notify, contractFamily }),
  };
}
