import type { CareNetworkCard, LoadCareNetworks, OpenCareNetwork } from '@portail/application';
import type { CatalogueMessage } from '@portail/domain';
import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import type { CmsBlockState } from '../../cms-block.state.ts';
import type { MemberBrowser } from '../../member-browser.ts';

export const CARE_NETWORKS_TITLE = 'Nos réseaux de soins';

export type CareNetworksStatus = 'loading' | 'loaded' | 'failed';

export interface CareNetworksDialogDeps {
  readonly loadCareNetworks: Pick<LoadCareNetworks, 'execute'>;
  readonly openCareNetwork: Pick<OpenCareNetwork, 'execute'>;
  readonly notify: (message: CatalogueMessage) => void;
  readonly cms: CmsBlockState;
  readonly browser: Pick<MemberBrowser, 'openUrl' | 'postForm'>;
  readonly onClose: () => void;
}

/**
 * External care networks dialog (spec §2, §7): cards with an image (covering the card or not) or an icon,
 * and a description; a CMS block; Close. Opening a network gets a fresh sctoken and, for networks that
 * identify the member, auto-submits a form POST (API_KEY, NUM_OMC) to the network in a new tab.
 */
export class CareNetworksDialogViewModel {
  status: CareNetworksStatus = 'loading';
  cards: readonly CareNetworkCard[] = [];
  /** The network being opened (its button is busy). */
  opening: string | null = null;

  constructor(private readonly deps: CareNetworksDialogDeps) {
    makeAutoObservable<CareNetworksDialogViewModel, 'deps'>(this, { deps: false, cards: observableRef });
  }

  get cms(): CmsBlockState {
    return this.deps.cms;
  }

  get title(): string {
    return this.deps.cms.titleOr(CARE_NETWORKS_TITLE);
  }

  async open(): Promise<void> {
    this.status = 'loading';
    const [outcome] = await Promise.all([this.deps.loadCareNetworks.execute(), this.deps.cms.load()]);
    if (outcome.kind === 'failed') {
      runInAction(() => (this.status = 'failed'));
      this.deps.notify(outcome.toast);
      return;
    }
    runInAction(() => {
      this.cards = outcome.cards;
      this.status = 'loaded';
    });
  }

  async openNetwork(card: CareNetworkCard): Promise<void> {
    if (this.opening !== null) return;
    this.opening = card.network.reseau;
    const outcome = await this.deps.openCareNetwork.execute({ network: card.network });
    runInAction(() => (this.opening = null));
    if (outcome.kind === 'failed') {
      this.deps.notify(outcome.toast);
      return;
    }
    const { intent } = outcome;
    if (intent.kind === 'post-form') this.deps.browser.postForm(intent.url, intent.fields);
    else this.deps.browser.openUrl(intent.url);
  }

  close(): void {
    this.deps.onClose();
  }
}
