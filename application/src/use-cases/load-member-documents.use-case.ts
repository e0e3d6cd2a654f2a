import type { Beneficiary, CatalogueMessage, EditableDocument } from '@portail/domain';
import { dangerToastCatalogue } from '@portail/domain';
import type { MemberServicesPort } from '../ports/member-services.port.ts';
import { failureToast } from './failure-toast.ts';

/** Labels of the data sources in the failure toasts of « Mes documents ». */
export const MEMBER_DOCUMENTS_SOURCE_LABELS = Object.freeze({
  documents: 'documents',
  beneficiaries: 'bénéficiaires',
});

export type LoadMemberDocumentsOutcome =
  | {
      readonly kind: 'loaded';
      readonly documents: readonly EditableDocument[];
      readonly beneficiaries: readonly Beneficiary[];
    }
  /** 'Le chargement d'une source de données à échoué (documents)'. */
  | { readonly kind: 'failed'; readonly toast: CatalogueMessage };

/** The documents the current contract may have generated, and the people a document may be about. */
export class LoadMemberDocuments {
  constructor(private readonly services: Pick<MemberServicesPort, 'listDocuments' | 'listBeneficiaries'>) {}

  async execute(): Promise<LoadMemberDocumentsOutcome> {
    const [documents, beneficiaries] = await Promise.all([
      this.services.listDocuments(),
      this.services.listBeneficiaries(),
    ]);
    if (!documents.ok) return failed(MEMBER_DOCUMENTS_SOURCE_LABELS.documents, documents.error);
    if (!beneficiaries.ok) return failed(MEMBER_DOCUMENTS_SOURCE_LABELS.beneficiaries, beneficiaries.error);
    return { kind: 'loaded', documents: documents.value, beneficiaries: beneficiaries.value };
  }
}

function failed(
  label: string,
  error: Parameters<typeof failureToast>[1],
): { readonly kind: 'failed'; readonly toast: CatalogueMessage } {
  return { kind: 'failed', toast: failureToast(dangerToastCatalogue.dataSourceLoadFailed, error, { label }) };
}
