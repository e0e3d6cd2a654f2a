import { makeAutoObservable } from 'mobx';
import type { MemberServiceTab } from './member-services.config.ts';
import {
  MEMBER_SERVICE_FEATURES,
  MEMBER_SERVICE_TAB_LABELS,
  MEMBER_SERVICES_PATHS,
} from './member-services.config.ts';

/** What the tabs read of the member area's shell (observable): feature visibility for the current contract. */
export interface FeatureVisibility {
  isFeatureVisible(featureKey: string): boolean;
}

export interface MemberServiceTabLink {
  readonly tab: MemberServiceTab;
  readonly path: string;
  readonly label: string;
}

const ORDER: readonly MemberServiceTab[] = ['documents', 'guarantees', 'beneficiaries'];

/**
 * The member services' tabs: a tab whose feature is off for the current contract is hidden (and its route
 * sends back to the area's home); switching contract re-evaluates them.
 */
export class MemberServicesTabsViewModel {
  constructor(private readonly shell: FeatureVisibility) {
    makeAutoObservable<MemberServicesTabsViewModel, 'shell'>(this, { shell: false });
  }

  isVisible(tab: MemberServiceTab): boolean {
    return this.shell.isFeatureVisible(MEMBER_SERVICE_FEATURES[tab]);
  }

  get links(): readonly MemberServiceTabLink[] {
    return ORDER.filter((tab) => this.isVisible(tab)).map((tab) => ({
      tab,
      path: MEMBER_SERVICES_PATHS[tab],
      label: MEMBER_SERVICE_TAB_LABELS[tab],
    }));
  }
}
