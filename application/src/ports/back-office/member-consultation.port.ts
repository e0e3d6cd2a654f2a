import type { ConsultationReason } from '@portail/domain';
import type { PortResult } from '../port-error.ts';

/** A consultation just opened: the member's name and when it ends by itself. */
export interface OpenedConsultation {
  readonly adherent: string;
  readonly fin: Date;
}

/** « Voir l'espace de l'adhérent » in the back office (openapi `POST /api/admin/adherents/{id}/consultations`). */
export interface MemberConsultationPort {
  /** `member`: the member's id or member number. */
  open(member: string, reason: ConsultationReason): PortResult<OpenedConsultation>;
}
