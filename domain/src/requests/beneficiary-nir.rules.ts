import { issue, valid, type ValidationIssue, type ValidationResult } from '../result.ts';
import { validateNir } from '../validation/nir.validator.ts';
import { calendarDaysBetween, parseRequestDate } from './request-date.validator.ts';

/** The beneficiary type of a child (reference data `beneficiaryType`). */
export const CHILD_BENEFICIARY_TYPE = 'ENFANT';
/**
 * A child is attached to the member's NIR while a minor (project decision: since the 2016 universal health
 * protection a child of 16 may have a card of their own, an adult always has their own NIR).
 */
export const ATTACHED_CHILD_MAX_AGE = 18;

export const ATTACHED_NOT_A_CHILD_ISSUE: ValidationIssue = issue(
  'BENEFICIARY_NIR.ATTACHED_NOT_CHILD',
  "Seul un enfant peut être rattaché au numéro de sécurité sociale de l'adhérent",
);
export const ATTACHED_TOO_OLD_ISSUE: ValidationIssue = issue(
  'BENEFICIARY_NIR.ATTACHED_TOO_OLD',
  `Un enfant de ${ATTACHED_CHILD_MAX_AGE} ans ou plus a son propre numéro de sécurité sociale`,
);
export const MEMBER_NIR_MISSING_ISSUE: ValidationIssue = issue(
  'BENEFICIARY_NIR.MEMBER_NIR_MISSING',
  "Votre numéro de sécurité sociale n'est pas connu de la mutuelle : saisissez celui de l'enfant",
);
export const NIR_SAME_AS_MEMBER_ISSUE: ValidationIssue = issue(
  'BENEFICIARY_NIR.SAME_AS_MEMBER',
  "Le numéro de sécurité sociale du bénéficiaire ne peut pas être celui de l'adhérent",
);
export const NIR_BIRTH_MISMATCH_ISSUE: ValidationIssue = issue(
  'BENEFICIARY_NIR.BIRTH_MISMATCH',
  "L'année et le mois de naissance du numéro de sécurité sociale ne correspondent pas à la date de naissance",
);

export interface BeneficiaryNirInput {
  readonly nir?: unknown;
  readonly cleNir?: unknown;
  /** The NIR is a Monaco number (spec §5): up to 11 digits after `98`, no NIR pattern nor birth check. */
  readonly nirMonaco?: unknown;
  /** The child is attached to the member's NIR instead of giving one. */
  readonly rattacheNirAdherent?: unknown;
  readonly typeBeneficiaire?: unknown;
  /** `yyyy-MM-dd` or `JJ/MM/AAAA`. */
  readonly dateNaissance?: unknown;
}

export interface BeneficiaryNirContext {
  readonly today: Date;
  /** The member's own NIR (13 characters, no key), null when the insurer does not know it. */
  readonly memberNir: string | null;
}

/** Age in whole years on `today` of someone born on `birth`. */
export function ageOn(birth: Date, today: Date): number {
  let age = today.getFullYear() - birth.getFullYear();
  const birthdayPassed =
    today.getMonth() > birth.getMonth() ||
    (today.getMonth() === birth.getMonth() && today.getDate() >= birth.getDate());
  if (!birthdayPassed) age -= 1;
  return age;
}

/**
 * Whether a French NIR's year (characters 2-3) and month (4-5) agree with a birth date. Months 20-99 (unknown or
 * provisional registration, spec §5) agree with any month.
 */
export function nirMatchesBirthDate(nir: string, birth: Date): boolean {
  const year = Number(nir.slice(1, 3));
  const month = Number(nir.slice(3, 5));
  if (year !== birth.getFullYear() % 100) return false;
  return month >= 20 || month === birth.getMonth() + 1;
}

function attachedIssues(input: BeneficiaryNirInput, context: BeneficiaryNirContext): ValidationResult {
  if (input.typeBeneficiaire !== CHILD_BENEFICIARY_TYPE) return [ATTACHED_NOT_A_CHILD_ISSUE];
  if (context.memberNir === null || context.memberNir.trim() === '') return [MEMBER_NIR_MISSING_ISSUE];
  const birth = typeof input.dateNaissance === 'string' ? parseRequestDate(input.dateNaissance) : undefined;
  if (birth !== undefined && calendarDaysBetween(birth, context.today) >= 0) {
    if (ageOn(birth, context.today) >= ATTACHED_CHILD_MAX_AGE) return [ATTACHED_TOO_OLD_ISSUE];
  }
  return valid;
}

/**
 * The NIR of a new beneficiary: either attached to the member's NIR (a minor child only, the member's NIR known),
 * or the beneficiary's own NIR with its key (Monaco option), different from the member's and, for a French NIR,
 * agreeing with the birth date. Total: any input gives a result.
 */
export function validateBeneficiaryNir(
  input: BeneficiaryNirInput,
  context: BeneficiaryNirContext,
): ValidationResult {
  if (input.rattacheNirAdherent === true) return attachedIssues(input, context);
  const monaco = input.nirMonaco === true;
  const nirIssues = validateNir(input.nir, input.cleNir, { required: true, keyRequired: true, monaco });
  if (nirIssues.length > 0 || monaco || typeof input.nir !== 'string') return nirIssues;
  if (context.memberNir !== null && input.nir === context.memberNir) return [NIR_SAME_AS_MEMBER_ISSUE];
  const birth = typeof input.dateNaissance === 'string' ? parseRequestDate(input.dateNaissance) : undefined;
  if (birth !== undefined && !nirMatchesBirthDate(input.nir, birth)) return [NIR_BIRTH_MISMATCH_ISSUE];
  return valid;
}
