import type { CatalogueMessage, ContractGuarantees } from '@portail/domain';
import { dangerToastCatalogue } from '@portail/domain';
import type { MemberServicesPort } from '../ports/member-services.port.ts';
import { failureToast } from './failure-toast.ts';

export const GUARANTEES_SOURCE_LABEL = 'garanties';

export type LoadGuaranteesOutcome =
  | { readonly kind: 'loaded'; readonly guarantees: ContractGuarantees }
  | { readonly kind: 'failed'; readonly toast: CatalogueMessage };

/** What the current contract covers; domains without any line are left out. */
export class LoadGuarantees {
  constructor(private readonly services: Pick<MemberServicesPort, 'getGuarantees'>) {}

  async execute(): Promise<LoadGuaranteesOutcome> {
    const result = await this.services.getGuarantees();
    if (!result.ok) {
      return {
        kind: 'failed',
        toast: failureToast(dangerToastCatalogue.dataSourceLoadFailed, result.error, {
          label: GUARANTEES_SOURCE_LABEL,
        }),
      };
    }
    const { nomOffre, domaines } = result.value;
    return {
      kind: 'loaded',
      guarantees: { nomOffre, domaines: domaines.filter((domain) => domain.lignes.length > 0) },
    };
  }
}
