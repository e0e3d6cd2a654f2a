import type { PortError, RefundAlertSetting, RefundAlertsPort, Result } from '@portail/application';
import { ScriptedAsyncCall } from '@portail/application/src/use-cases/test-support/scripted-call.ts';

type R<T> = Result<T, PortError>;

/** RefundAlertsPort double: every method a scripted call. */
export class FakeRefundAlerts implements RefundAlertsPort {
  readonly getCall = new ScriptedAsyncCall<[], R<RefundAlertSetting>>('getRefundAlerts');
  readonly saveCall = new ScriptedAsyncCall<[RefundAlertSetting], R<RefundAlertSetting>>('saveRefundAlerts');
  getRefundAlerts = () => this.getCall.invoke();
  saveRefundAlerts = (setting: RefundAlertSetting) => this.saveCall.invoke(setting);
}
