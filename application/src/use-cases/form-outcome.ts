import type { FormIssues, ValidationIssue, ValidationResult } from '@portail/domain';
import { formSummaryMessage, isFormValid } from '@portail/domain';
import type { PortError } from '../ports/port-error.ts';

/** A form that failed client-side validation: the port was not called. */
export interface InvalidFormOutcome<K extends string> {
  readonly kind: 'invalid';
  /** Every field key, with its issues (empty list = valid). */
  readonly issues: FormIssues<K>;
  /** 'Merci de renseigner toutes les données obligatoires.' */
  readonly summary: string;
}

/** The invalid outcome for these issues, or undefined when the form is valid. */
export function invalidFormOutcome<K extends string>(
  issues: FormIssues<K>,
): InvalidFormOutcome<K> | undefined {
  if (isFormValid(issues)) return undefined;
  const summary = formSummaryMessage(issues);
  if (summary === undefined) throw new Error('An invalid form must have a summary message');
  return { kind: 'invalid', issues, summary };
}

/** Field issues reported by the server in its error body, kept only for the form's own fields. */
export type ServerFieldIssues<K extends string> = { readonly [Key in K]?: ValidationResult };

export function serverFieldIssues<K extends string>(
  error: PortError,
  fields: readonly K[],
): ServerFieldIssues<K> {
  const isFormField = (name: string): name is K => (fields as readonly string[]).includes(name);
  const byField: Partial<Record<K, ValidationIssue[]>> = {};
  for (const { field: path, code, message } of error.server?.errors ?? []) {
    // A contract check names the field by its path in the body ('body/data/titulaire'): its last segment.
    const field = path.split(/[/.]/).pop() ?? path;
    if (!isFormField(field)) continue;
    byField[field] = [...(byField[field] ?? []), { code, message }];
  }
  return byField;
}
