import { issue, valid, type ValidationIssue, type ValidationResult } from '../result.ts';

/** Marker shown under an empty mandatory field (spec §5 shared rules). */
export const REQUIRED_FIELD_MESSAGE = '* saisie obligatoire';

/** Summary shown after a submission with missing or invalid data (spec §5 shared rules). */
export const REQUIRED_FIELDS_SUMMARY_MESSAGE = 'Merci de renseigner toutes les données obligatoires.';

/** Legend of the registration form (spec §5 registration). */
export const REQUIRED_FIELDS_LEGEND = '* Les champs signalés par un astérisque sont obligatoires';

export const REQUIRED_FIELD_CODE = 'FIELD.REQUIRED';

/** The issue every validator returns for an empty mandatory field. */
export const requiredFieldIssue: ValidationIssue = issue(REQUIRED_FIELD_CODE, REQUIRED_FIELD_MESSAGE);

/**
 * Whether a value counts as "not entered": `null`, `undefined`, a blank string, an empty array,
 * or `false` (an unticked checkbox).
 */
export function isBlankValue(value: unknown): boolean {
  if (value === null || value === undefined || value === false) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (Array.isArray(value)) return value.length === 0;
  return false;
}

/** `[requiredFieldIssue]` when the value is blank (see {@link isBlankValue}), valid otherwise. */
export function validateRequired(value: unknown): ValidationResult {
  return isBlankValue(value) ? [requiredFieldIssue] : valid;
}
