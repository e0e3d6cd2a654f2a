import type { ValidationResult } from '../result.ts';
import { REQUIRED_FIELDS_SUMMARY_MESSAGE } from './required.rule.ts';

/**
 * Outcome of a form-level rule: one {@link ValidationResult} per field key (an empty list = the field
 * is valid). Hidden or unchecked fields are present with an empty list, so a view-model can bind
 * every field without optional chaining and a server can map keys to its response.
 */
export type FormIssues<K extends string> = { readonly [Key in K]: ValidationResult };

/** Whether no field of the form has an issue. */
export function isFormValid(issues: FormIssues<string>): boolean {
  return Object.values(issues).every((result) => result.length === 0);
}

/** The keys of the fields that have at least one issue, in the record's order. */
export function invalidFormFields<K extends string>(issues: FormIssues<K>): readonly K[] {
  return (Object.keys(issues) as K[]).filter((key) => issues[key].length > 0);
}

/**
 * Project wording (issue 22 #15): the summary when every required field is filled but some are invalid — the
 * spec's « renseigner toutes les données obligatoires » would send the member looking for an empty field.
 */
export const INVALID_FIELDS_SUMMARY_MESSAGE = 'Merci de corriger les données signalées.';

/** A missing value (FIELD.REQUIRED, UPLOAD.REQUIRED, ACTIVATION.TERMS_REQUIRED…), not a wrong one. */
function isMissingValue(code: string): boolean {
  return code.endsWith('REQUIRED') || code.endsWith('NOT_ACCEPTED');
}

/**
 * The summary shown after a submission: 'Merci de renseigner toutes les données obligatoires.' (spec §5) when a
 * required field is empty, 'Merci de corriger les données signalées.' when every one is filled but some are
 * invalid, `undefined` when the form is valid.
 */
export function formSummaryMessage(issues: FormIssues<string>): string | undefined {
  if (isFormValid(issues)) return undefined;
  const missing = Object.values(issues).some((result) => result.some((found) => isMissingValue(found.code)));
  return missing ? REQUIRED_FIELDS_SUMMARY_MESSAGE : INVALID_FIELDS_SUMMARY_MESSAGE;
}
