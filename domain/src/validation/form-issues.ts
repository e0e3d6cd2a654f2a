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
 * The summary shown after a submission (spec §5): 'Merci de renseigner toutes les données
 * obligatoires.' when any field has an issue, `undefined` when the form is valid.
 */
export function formSummaryMessage(issues: FormIssues<string>): string | undefined {
  return isFormValid(issues) ? undefined : REQUIRED_FIELDS_SUMMARY_MESSAGE;
}
