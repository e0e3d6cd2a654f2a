import type { MemberConsultationEntry } from '@portail/domain';
import type { PortResult } from './port-error.ts';

/**
 * The consultation mode (issue 27 §1): the member's list of consultations of their space, and, for the agent
 * consulting it, each screen viewed (history) and « Terminer ».
 */
export interface ConsultationPort {
  listMine(): PortResult<readonly MemberConsultationEntry[]>;
  recordScreen(ecran: string): PortResult<void>;
  end(): PortResult<void>;
}
