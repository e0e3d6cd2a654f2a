import type { CatalogueMessage, EditableDocument } from '@portail/domain';
import { beneficiaryChoiceOf, dangerToastCatalogue } from '@portail/domain';
import type { ResourcePort } from '../ports/resource.port.ts';
import { failureToast } from './failure-toast.ts';

/** Resource kind of the member documents in the route registry (`/cgdm-svc/ged`). */
export const MEMBER_DOCUMENTS_RESOURCE = 'documents';

export interface GetMemberDocumentIntent {
  readonly document: EditableDocument;
  /** The picked beneficiary's numPers, or null for the whole contract. */
  readonly numPers: string | null;
  /** export: download under the Content-Disposition name; print: open in a new tab (spec §7). */
  readonly mode: 'export' | 'print';
}

export type GetMemberDocumentOutcome =
  | { readonly kind: 'done' }
  | { readonly kind: 'beneficiary-required' }
  | { readonly kind: 'failed'; readonly toast: CatalogueMessage };

/**
 * Has one document generated for the current contract. The scope decides about the beneficiary (spec §3):
 * Contrat sends none (a picked one is ignored), Benef requires one, Both sends the picked one if any.
 */
export class GetMemberDocument {
  constructor(private readonly resources: Pick<ResourcePort, 'export' | 'print'>) {}

  async execute(intent: GetMemberDocumentIntent): Promise<GetMemberDocumentOutcome> {
    const choice = beneficiaryChoiceOf(intent.document.scope);
    if (choice === 'required' && intent.numPers === null) return { kind: 'beneficiary-required' };
    const numPers = choice === 'none' ? undefined : (intent.numPers ?? undefined);
    const query = { typeDocument: intent.document.typeDocument, numPers };
    const result =
      intent.mode === 'export'
        ? await this.resources.export(MEMBER_DOCUMENTS_RESOURCE, query)
        : await this.resources.print(MEMBER_DOCUMENTS_RESOURCE, { query });
    if (result.ok) return { kind: 'done' };
    return {
      kind: 'failed',
      toast: failureToast(dangerToastCatalogue.dataSourceLoadFailed, result.error, {
        label: intent.document.libelle,
      }),
    };
  }
}
