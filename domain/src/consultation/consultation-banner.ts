/**
 * The consultation mode's limits and banner (issue 27 §1): a consultation ends 30 minutes after it opens, and every
 * screen of the member's space shows « Consultation de l'espace de Marie Dupont par {prénom} ({rôle}) — lecture
 * seule — fin dans 29 min ».
 */

/** A consultation lasts 30 minutes at most. */
export const CONSULTATION_DURATION_MS = 30 * 60_000;

/** The open consultation as the member UI reads it (`GET /api/identity/current-user`). */
export interface ConsultationBannerFacts {
  /** « Marie Dupont »: the member whose space is consulted. */
  readonly adherent: string;
  readonly agentPrenom: string;
  /** The agent's role label (« Consultant », « Gestionnaire », « Administrateur Digital »). */
  readonly agentRole: string;
  /** When the consultation ends by itself. */
  readonly endsAt: Date;
}

/** Whole minutes left before `endsAt` (rounded down, never negative): 29 a few seconds after opening. */
export function consultationMinutesLeft(endsAt: Date, now: Date): number {
  return Math.max(0, Math.floor((endsAt.getTime() - now.getTime()) / 60_000));
}

/** The banner's text at `now`. */
export function consultationBannerText(facts: ConsultationBannerFacts, now: Date): string {
  const minutes = consultationMinutesLeft(facts.endsAt, now);
  return `Consultation de l'espace de ${facts.adherent} par ${facts.agentPrenom} (${facts.agentRole}) — lecture seule — fin dans ${minutes} min`;
}

/** A consultation's length in whole minutes (at least 1), for « Consultations de votre espace ». */
export function consultationDurationMinutes(startedAt: Date, endedAt: Date): number {
  return Math.max(1, Math.round((endedAt.getTime() - startedAt.getTime()) / 60_000));
}

/** The role shown for an agent: their first staff role other than « BackEndUser », as its French label. */
export function consultationAgentRole(
  roles: readonly string[],
  labels: Readonly<Record<string, string>>,
): string {
  const role = roles.find((code) => code !== 'BackEndUser' && code in labels) ?? roles[0] ?? '';
  return labels[role] ?? role;
}
