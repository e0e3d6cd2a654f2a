import type { NotificationsPort } from '@portail/application';
import { serviceToken } from '../../app/platform/service-token.ts';

/**
 * The member's notification centre port (issue 25), bound by the member area's deferred bindings: kept out of
 * `app/platform/port.tokens.ts`, which every public page loads.
 */
export const NOTIFICATIONS_PORT = serviceToken<NotificationsPort>('NotificationsPort');
