import type { ConsultationPort } from '@portail/application';
import { serviceToken } from '../../app/platform/service-token.ts';

/**
 * The consultation mode's port (issue 27 §1), bound by the member area's deferred bindings: kept out of
 * `app/platform/port.tokens.ts`, which every public page loads.
 */
export const CONSULTATION_PORT = serviceToken<ConsultationPort>('ConsultationPort');
