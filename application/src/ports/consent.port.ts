import type { Consent, ConsentAnswerPayload } from '@portail/domain';
import type { PortResult } from './port-error.ts';

/** Member consents (spec §7 Consent). */
export interface ConsentPort {
  answer(payload: ConsentAnswerPayload): PortResult<void>;
  getPending(): PortResult<readonly Consent[]>;
}
