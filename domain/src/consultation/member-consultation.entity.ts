import type { ConsultationReasonCategory } from './consultation-reason.ts';

/** One consultation of the member's space, as « Mon compte › Consultations de votre espace » lists it. */
export interface MemberConsultationEntry {
  readonly debut: Date;
  /** Null while the consultation lasts. */
  readonly fin: Date | null;
  readonly dureeMinutes: number;
  readonly agentPrenom: string;
  readonly agentRole: string;
  readonly categorie: ConsultationReasonCategory;
  readonly categorieLibelle: string;
}
