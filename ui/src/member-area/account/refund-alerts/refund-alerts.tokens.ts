import type { RefundAlertsPort } from '@portail/application';
import { serviceToken } from '../../../app/platform/service-token.ts';

/**
 * « Alertes remboursement » of « Mon compte » (issue 27), bound by the member area's deferred bindings: kept out of
 * `app/platform/port.tokens.ts`, which every public page loads.
 */
export const REFUND_ALERTS_PORT = serviceToken<RefundAlertsPort>('RefundAlertsPort');
