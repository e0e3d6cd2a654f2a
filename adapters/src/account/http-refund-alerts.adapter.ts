import type { PortResult, RefundAlertSetting, RefundAlertsPort } from '@portail/application';
import type { components } from '../generated/portal-api.ts';
import type { HttpAdapterOptions } from '../http/http-adapter-options.ts';
import type { PortalHttp } from '../http/http-client.factory.ts';
import { createPortalHttp } from '../http/http-client.factory.ts';

function setting(wire: components['schemas']['AlerteRemboursementSetting']): RefundAlertSetting {
  return { active: wire.active, parMail: wire.parMail };
}

/** RefundAlertsPort on HTTP (`/api/adherent/alertes-remboursement`, Pact provider account-api). */
export class HttpRefundAlertsAdapter implements RefundAlertsPort {
  private readonly http: PortalHttp;

  constructor(options: HttpAdapterOptions) {
    this.http = createPortalHttp(options);
  }

  getRefundAlerts(): PortResult<RefundAlertSetting> {
    const { api, runner } = this.http;
    return runner.body(() => api.GET('/api/adherent/alertes-remboursement'), setting);
  }

  saveRefundAlerts(choice: RefundAlertSetting): PortResult<RefundAlertSetting> {
    const { api, runner } = this.http;
    const body = { active: choice.active, parMail: choice.parMail };
    return runner.body(() => api.PUT('/api/adherent/alertes-remboursement', { body }), setting);
  }
}
