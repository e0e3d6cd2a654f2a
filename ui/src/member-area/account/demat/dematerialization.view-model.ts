import type { ChangeDematerialization, LoadAccountProfile } from '@portail/application';
import type { CatalogueMessage } from '@portail/domain';
import { makeAutoObservable, runInAction } from 'mobx';
import type { CmsBlockState } from '../../cms-block.state.ts';

export interface DematerializationDeps {
  readonly loadProfile: Pick<LoadAccountProfile, 'execute'>;
  readonly changeDematerialization: Pick<ChangeDematerialization, 'execute'>;
  /** The dematerialisation popup's CMS block (its text explains the choice). */
  readonly cms: CmsBlockState;
  readonly notify: (message: CatalogueMessage) => void;
}

/** « Zéro papier »: the dematerialisation preference (default true), changeable at any time. */
export class DematerializationViewModel {
  status: 'loading' | 'loaded' | 'failed' = 'loading';
  dematerialization = true;
  saving = false;

  constructor(private readonly deps: DematerializationDeps) {
    makeAutoObservable<DematerializationViewModel, 'deps'>(this, { deps: false });
  }

  get cms(): CmsBlockState {
    return this.deps.cms;
  }

  async load(): Promise<void> {
    void this.deps.cms.load();
    const outcome = await this.deps.loadProfile.execute();
    if (outcome.kind === 'failed') {
      runInAction(() => (this.status = 'failed'));
      this.deps.notify(outcome.toast);
      return;
    }
    runInAction(() => {
      this.dematerialization = outcome.value.dematerialization;
      this.status = 'loaded';
    });
  }

  async change(dematerialization: boolean): Promise<void> {
    if (this.saving || dematerialization === this.dematerialization) return;
    this.saving = true;
    const outcome = await this.deps.changeDematerialization.execute(dematerialization);
    runInAction(() => {
      this.saving = false;
      if (outcome.kind === 'changed') this.dematerialization = dematerialization;
    });
    this.deps.notify(outcome.toast);
  }
}
