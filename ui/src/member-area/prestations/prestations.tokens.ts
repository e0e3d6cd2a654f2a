import type { PrestationsPort } from '@portail/application';
import { serviceToken } from '../../app/platform/service-token.ts';

/**
 * « Mes prestations »' port, bound by the member area's part of the composition root. Here, not in
 * app/platform/port.tokens.ts: nothing of it belongs to the public pages' first load.
 */
export const PRESTATIONS_PORT = serviceToken<PrestationsPort>('PrestationsPort');
