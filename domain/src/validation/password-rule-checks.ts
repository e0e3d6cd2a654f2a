import { effectivePasswordMinLength } from './password.validator.ts';
import { codePointLength } from './text-input.ts';

/** One part of the password rule and whether the typed value meets it (live hint of a new-password field). */
export interface PasswordRuleCheck {
  readonly label: string;
  readonly met: boolean;
}

/**
 * The password rule (spec §5 shared rules) split into its parts, with the classes counted as
 * `validatePassword` counts them: ASCII lowercase, ASCII uppercase, ASCII digit, any other character.
 */
export function passwordRuleChecks(value: string, minLength?: number): readonly PasswordRuleCheck[] {
  const length = effectivePasswordMinLength(minLength);
  return [
    { label: `${length} caractères minimum`, met: codePointLength(value) >= length },
    { label: 'une minuscule', met: /[a-z]/.test(value) },
    { label: 'une majuscule', met: /[A-Z]/.test(value) },
    { label: 'un chiffre', met: /[0-9]/.test(value) },
    { label: 'un caractère spécial', met: /[^a-zA-Z0-9]/.test(value) },
  ];
}
