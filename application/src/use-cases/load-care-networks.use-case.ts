import type { CareNetwork, CatalogueMessage } from '@portail/domain';
import { CARE_NETWORK_IMAGE_FORM_COVERS, dangerToastCatalogue } from '@portail/domain';
import type { CareNetworkPort } from '../ports/care-network.port.ts';
import type { CmsPort } from '../ports/cms.port.ts';
import { failureToast } from './failure-toast.ts';

/** Label of the data source in the loading-failure toast. */
export const CARE_NETWORKS_SOURCE_LABEL = 'réseaux de soins';

/** What a card shows above its description: a CMS image (covering the card or not), else an icon. */
export type CareNetworkVisual =
  | { readonly kind: 'image'; readonly url: string; readonly covers: boolean }
  | { readonly kind: 'icon'; readonly icon: string }
  | { readonly kind: 'none' };

export interface CareNetworkCard {
  readonly network: CareNetwork;
  readonly title: string;
  readonly description: string;
  readonly visual: CareNetworkVisual;
}

export type LoadCareNetworksOutcome =
  | { readonly kind: 'loaded'; readonly cards: readonly CareNetworkCard[] }
  /** 'Le chargement d'une source de données à échoué (réseaux de soins)'. */
  | { readonly kind: 'failed'; readonly toast: CatalogueMessage };

/** The cards of the external care networks dialog (spec §2, §3 care network). */
export class LoadCareNetworks {
  constructor(
    private readonly careNetworks: Pick<CareNetworkPort, 'getCareNetworks'>,
    private readonly cms: Pick<CmsPort, 'imageUrl'>,
  ) {}

  async execute(): Promise<LoadCareNetworksOutcome> {
    const result = await this.careNetworks.getCareNetworks();
    if (!result.ok) {
      return {
        kind: 'failed',
        toast: failureToast(dangerToastCatalogue.dataSourceLoadFailed, result.error, {
          label: CARE_NETWORKS_SOURCE_LABEL,
        }),
      };
    }
    return {
      kind: 'loaded',
      cards: result.value.map((network) => ({
        network,
        title: network.libelle,
        description: network.description,
        visual: this.visualOf(network),
      })),
    };
  }

  private visualOf(network: CareNetwork): CareNetworkVisual {
    const imageId = network.imageId.trim();
    if (imageId !== '') {
      return {
        kind: 'image',
        url: this.cms.imageUrl(imageId),
        covers: network.imageForm === CARE_NETWORK_IMAGE_FORM_COVERS,
      };
    }
    const icon = network.icon.trim();
    return icon === '' ? { kind: 'none' } : { kind: 'icon', icon };
  }
}
