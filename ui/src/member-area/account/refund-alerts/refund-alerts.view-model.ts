import type { ChangeRefundAlerts, LoadRefundAlerts, RefundAlertSetting } from '@portail/application';
import type { CatalogueMessage } from '@portail/domain';
import { makeAutoObservable, runInAction } from 'mobx';

export interface RefundAlertsDeps {
  readonly loadRefundAlerts: Pick<LoadRefundAlerts, 'execute'>;
  readonly changeRefundAlerts: Pick<ChangeRefundAlerts, 'execute'>;
  readonly notify: (message: CatalogueMessage) => void;
}

/** « Alertes remboursement »: told when a refund is paid (notification centre), and by mail too if chosen. */
export class RefundAlertsViewModel {
  status: 'loading' | 'loaded' | 'failed' = 'loading';
  setting: RefundAlertSetting = { active: false, parMail: true };
  saving = false;

  constructor(private readonly deps: RefundAlertsDeps) {
    makeAutoObservable<RefundAlertsViewModel, 'deps'>(this, { deps: false });
  }

  async load(): Promise<void> {
    runInAction(() => (this.status = 'loading'));
    const outcome = await this.deps.loadRefundAlerts.execute();
    if (outcome.kind === 'failed') {
      runInAction(() => (this.status = 'failed'));
      this.deps.notify(outcome.toast);
      return;
    }
    runInAction(() => {
      this.setting = outcome.value;
      this.status = 'loaded';
    });
  }

  setActive(active: boolean): Promise<void> {
    return this.save({ ...this.setting, active });
  }

  setParMail(parMail: boolean): Promise<void> {
    return this.save({ ...this.setting, parMail });
  }

  private async save(next: RefundAlertSetting): Promise<void> {
    if (this.saving) return;
    this.saving = true;
    const outcome = await this.deps.changeRefundAlerts.execute(next);
    runInAction(() => {
      this.saving = false;
      if (outcome.kind === 'changed') this.setting = outcome.value;
    });
    this.deps.notify(outcome.toast);
  }
}
