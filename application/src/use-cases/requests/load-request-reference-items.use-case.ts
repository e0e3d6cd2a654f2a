import type { CatalogueMessage } from '@portail/domain';
import { dangerToastCatalogue } from '@portail/domain';
import type { RequestReferenceItem, RequestReferenceKind, RequestsPort } from '../../ports/requests.port.ts';
import { failureToast } from '../failure-toast.ts';

const LABELS: Readonly<Record<RequestReferenceKind, string>> = {
  claimType: 'types de sinistre',
  beneficiaryType: 'types de bénéficiaire',
  civility: 'civilités',
};

export type LoadRequestReferenceItemsOutcome =
  | { readonly kind: 'loaded'; readonly items: readonly RequestReferenceItem[] }
  | { readonly kind: 'failed'; readonly toast: CatalogueMessage };

/** The choices of a request form's list (claim type, beneficiary type, type of care). */
export class LoadRequestReferenceItems {
  constructor(private readonly requests: Pick<RequestsPort, 'referenceItems'>) {}

  async execute(kind: RequestReferenceKind): Promise<LoadRequestReferenceItemsOutcome> {
    const result = await this.requests.referenceItems(kind);
    if (result.ok) return { kind: 'loaded', items: result.value };
    return {
      kind: 'failed',
      toast: failureToast(dangerToastCatalogue.dataSourceLoadFailed, result.error, { label: LABELS[kind] }),
    };
  }
}
