import type { LoadGuarantees } from '@portail/application';
import type { CatalogueMessage, ContractFamily, GuaranteeDomain } from '@portail/domain';
import { GUARANTEE_GLOSSARY } from '@portail/domain';
import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import { LatestLoad } from '../../../app/platform/latest-load.ts';

export type GuaranteesStatus = 'loading' | 'loaded' | 'failed';

/**
 * « Mes garanties »: what the current contract covers, one accordion per domain (a group: opening one closes
 * the others, the first open at start), each line with its formula; the BR / reste à charge glossary for a
 * santé contract only (a prévoyance one pays indemnités, rentes and capitaux: no BR, no reste à charge).
 */
export class GuaranteesViewModel {
  status: GuaranteesStatus = 'loading';
  nomOffre = '';
  domains: readonly GuaranteeDomain[] = [];
  /** Changes at every successful load: the accordion group is rebuilt for the new contract. */
  version = 0;
  private readonly loads = new LatestLoad();

  constructor(
    private readonly deps: {
      readonly loadGuarantees: Pick<LoadGuarantees, 'execute'>;
      readonly notify: (message: CatalogueMessage) => void;
      /** The current contract's family, read at each use (it follows contract switches). */
      readonly contractFamily: () => ContractFamily;
    },
  ) {
    makeAutoObservable<GuaranteesViewModel, 'deps' | 'loads'>(this, {
      deps: false,
      loads: false,
      domains: observableRef,
    });
  }

  /** The health glossary (BR, reste à charge), or null for a prévoyance contract. */
  get glossary(): typeof GUARANTEE_GLOSSARY | null {
    return this.deps.contractFamily() === 'sante' ? GUARANTEE_GLOSSARY : null;
  }

  /** The accordion sections: id, title and whether it opens at start (the first one only). */
  get sections(): readonly { readonly domain: GuaranteeDomain; readonly openAtStart: boolean }[] {
    return this.domains.map((domain, index) => ({ domain, openAtStart: index === 0 }));
  }

  async load(): Promise<void> {
    const isLatest = this.loads.start();
    this.status = 'loading';
    const outcome = await this.deps.loadGuarantees.execute();
    if (!isLatest()) return;
    if (outcome.kind === 'failed') {
      runInAction(() => (this.status = 'failed'));
      this.deps.notify(outcome.toast);
      return;
    }
    runInAction(() => {
      this.nomOffre = outcome.guarantees.nomOffre;
      this.domains = outcome.guarantees.domaines;
      this.version += 1;
      this.status = 'loaded';
    });
  }
}
