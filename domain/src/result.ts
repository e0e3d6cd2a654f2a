/** A validation issue: a stable machine code and the French message shown to the member. */
export interface ValidationIssue {
  readonly code: string;
  readonly message: string;
}

/** Outcome of a validator: an empty list means the value is valid. */
export type ValidationResult = readonly ValidationIssue[];

export const valid: ValidationResult = Object.freeze([]);

export function issue(code: string, message: string): ValidationIssue {
  return Object.freeze({ code, message });
}

export function isValid(result: ValidationResult): boolean {
  return result.length === 0;
}
