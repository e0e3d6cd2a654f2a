import type { PortResult } from './port-error.ts';

/** The member's choice of refund alerts (« Mon compte » › « Alertes remboursement »). */
export interface RefundAlertSetting {
  /** A notification in the notification centre for each refund paid. */
  readonly active: boolean;
  /** A mail too (sent when the member receives documents by e-mail, « Zéro papier »). */
  readonly parMail: boolean;
}

/** Refund alerts of the signed-in account (member API `/api/adherent/alertes-remboursement`). */
export interface RefundAlertsPort {
  getRefundAlerts(): PortResult<RefundAlertSetting>;
  /** Answers the choice saved. */
  saveRefundAlerts(setting: RefundAlertSetting): PortResult<RefundAlertSetting>;
}
