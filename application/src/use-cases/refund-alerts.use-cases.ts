import type { CatalogueMessage } from '@portail/domain';
import { catalogueMessage, dangerToastCatalogue, successToastCatalogue } from '@portail/domain';
import type { RefundAlertSetting, RefundAlertsPort } from '../ports/refund-alerts.port.ts';
import { failureToast } from './failure-toast.ts';

export type LoadRefundAlertsOutcome =
  | { readonly kind: 'loaded'; readonly value: RefundAlertSetting }
  | { readonly kind: 'failed'; readonly toast: CatalogueMessage };

/** « Alertes remboursement »: the account's current choice. */
export class LoadRefundAlerts {
  constructor(private readonly alerts: Pick<RefundAlertsPort, 'getRefundAlerts'>) {}

  async execute(): Promise<LoadRefundAlertsOutcome> {
    const result = await this.alerts.getRefundAlerts();
    return result.ok
      ? { kind: 'loaded', value: result.value }
      : {
          kind: 'failed',
          toast: failureToast(dangerToastCatalogue.dataSourceLoadFailed, result.error, {
            label: 'Alertes remboursement',
          }),
        };
  }
}

export type ChangeRefundAlertsOutcome =
  /** 'Demande réalisée', with the choice the server kept. */
  | { readonly kind: 'changed'; readonly value: RefundAlertSetting; readonly toast: CatalogueMessage }
  /** 'Un problème est survenu' with the server's detail; the previous choice stands. */
  | { readonly kind: 'failed'; readonly toast: CatalogueMessage };

/** « Alertes remboursement »: turns them on or off, with or without a mail. */
export class ChangeRefundAlerts {
  constructor(private readonly alerts: Pick<RefundAlertsPort, 'saveRefundAlerts'>) {}

  async execute(setting: RefundAlertSetting): Promise<ChangeRefundAlertsOutcome> {
    const result = await this.alerts.saveRefundAlerts(setting);
    return result.ok
      ? { kind: 'changed', value: result.value, toast: catalogueMessage(successToastCatalogue.requestDone) }
      : { kind: 'failed', toast: failureToast(dangerToastCatalogue.optionalUpdateFailed, result.error) };
  }
}
