import type { Beneficiary, CatalogueMessage } from '@portail/domain';
import { dangerToastCatalogue } from '@portail/domain';
import type { MemberServicesPort } from '../ports/member-services.port.ts';
import { failureToast } from './failure-toast.ts';

export const BENEFICIARIES_SOURCE_LABEL = 'bénéficiaires';

export type LoadBeneficiariesOutcome =
  | { readonly kind: 'loaded'; readonly beneficiaries: readonly Beneficiary[] }
  | { readonly kind: 'failed'; readonly toast: CatalogueMessage };

/** The people covered by the current contract, in rank order. */
export class LoadBeneficiaries {
  constructor(private readonly services: Pick<MemberServicesPort, 'listBeneficiaries'>) {}

  async execute(): Promise<LoadBeneficiariesOutcome> {
    const result = await this.services.listBeneficiaries();
    if (!result.ok) {
      return {
        kind: 'failed',
        toast: failureToast(dangerToastCatalogue.dataSourceLoadFailed, result.error, {
          label: BENEFICIARIES_SOURCE_LABEL,
        }),
      };
    }
    return { kind: 'loaded', beneficiaries: [...result.value].sort((a, b) => a.rang - b.rang) };
  }
}
