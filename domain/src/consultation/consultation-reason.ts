/**
 * The reason a staff member gives before « Voir l'espace de l'adhérent » (issue 27 §1): a category, shown to the
 * member in « Mon compte », and either a free text of at least 10 characters or a ticket number, both kept in the
 * back office only.
 */

export const CONSULTATION_REASON_CATEGORIES = [
  'appel-adherent',
  'activation-compte',
  'acces-compte',
  'remboursement',
  'demande',
  'autre',
] as const;

export type ConsultationReasonCategory = (typeof CONSULTATION_REASON_CATEGORIES)[number];

/** French labels of the categories: what the agent picks and what the member reads. */
export const CONSULTATION_REASON_CATEGORY_LABELS: Readonly<Record<ConsultationReasonCategory, string>> =
  Object.freeze({
    'appel-adherent': 'Appel de votre part',
    'activation-compte': "Activation de l'espace",
    'acces-compte': "Accès à l'espace (compte bloqué, mot de passe)",
    remboursement: 'Question sur un remboursement',
    demande: "Suivi d'une demande",
    autre: 'Autre assistance',
  });

export function isConsultationReasonCategory(value: unknown): value is ConsultationReasonCategory {
  return typeof value === 'string' && (CONSULTATION_REASON_CATEGORIES as readonly string[]).includes(value);
}

/** Shortest free-text reason (characters, after trimming). */
export const CONSULTATION_REASON_MIN_LENGTH = 10;
/** Longest free-text reason. */
export const CONSULTATION_REASON_MAX_LENGTH = 500;
/** A ticket number: 3 to 40 letters, digits, `-`, `_` or `/`, with at least one digit (« INC-20431 »). */
const TICKET = /^(?=.*\d)[A-Za-z0-9_/-]{3,40}$/;

/** The reason as typed in the dialog. */
export interface ConsultationReasonInput {
  readonly categorie: string;
  readonly motif?: string | null;
  readonly ticket?: string | null;
}

/** A valid reason: its category, and its trimmed text and/or ticket (at least one of them). */
export interface ConsultationReason {
  readonly categorie: ConsultationReasonCategory;
  readonly motif: string | null;
  readonly ticket: string | null;
}

export type ConsultationReasonField = 'categorie' | 'motif';

/** Why a reason is refused, per field (French messages of the dialog and of the server's 400). */
export type ConsultationReasonCheck =
  | { readonly ok: true; readonly value: ConsultationReason }
  | { readonly ok: false; readonly errors: Readonly<Partial<Record<ConsultationReasonField, string>>> };

export const CONSULTATION_REASON_MESSAGES = Object.freeze({
  categorie: 'Choisissez la catégorie du motif.',
  motif: `Indiquez le motif (au moins ${CONSULTATION_REASON_MIN_LENGTH} caractères) ou un numéro de ticket.`,
  motifTooLong: `Le motif ne peut dépasser ${CONSULTATION_REASON_MAX_LENGTH} caractères.`,
  ticket: 'Le numéro de ticket contient de 3 à 40 lettres, chiffres ou tirets, dont au moins un chiffre.',
});

/** Checks the reason: a known category, and a text of ≥ 10 characters or a well-formed ticket number. */
export function checkConsultationReason(input: ConsultationReasonInput): ConsultationReasonCheck {
  const errors: Partial<Record<ConsultationReasonField, string>> = {};
  if (!isConsultationReasonCategory(input.categorie))
    errors.categorie = CONSULTATION_REASON_MESSAGES.categorie;
  const motif = (input.motif ?? '').trim();
  const ticket = (input.ticket ?? '').trim();
  if (motif.length > CONSULTATION_REASON_MAX_LENGTH) errors.motif = CONSULTATION_REASON_MESSAGES.motifTooLong;
  else if (ticket.length > 0 && !TICKET.test(ticket)) errors.motif = CONSULTATION_REASON_MESSAGES.ticket;
  else if (ticket.length === 0 && motif.length < CONSULTATION_REASON_MIN_LENGTH)
    errors.motif = CONSULTATION_REASON_MESSAGES.motif;
  if (Object.keys(errors).length > 0 || !isConsultationReasonCategory(input.categorie))
    return { ok: false, errors };
  return {
    ok: true,
    value: {
      categorie: input.categorie,
      motif: motif.length > 0 ? motif : null,
      ticket: ticket.length > 0 ? ticket : null,
    },
  };
}
