import { validateIBAN, ValidationErrorsIBAN } from 'ibantools';
import { issue, valid, type ValidationIssue, type ValidationResult } from '../result.ts';
import { requiredFieldIssue } from './required.rule.ts';
import { fieldText, isBlankText } from './text-input.ts';

/** Maximum length of the IBAN field (spec §9; the ISO 13616 maximum is 34). */
export const IBAN_FIELD_MAX_LENGTH = 27;
export const IBAN_STANDARD_MAX_LENGTH = 34;
export const FRENCH_IBAN_LENGTH = 27;

/** Hint under the IBAN field (spec §5 bank-details popup, verbatim). */
export const IBAN_INPUT_HINT = "Merci de saisir entièrement les 27 caractères de l'IBAN.";
/** Explanation following the hint (project wording of the spec's "max 34, fixed by country, France 27"). */
export const IBAN_LENGTH_EXPLANATION =
  'Un IBAN comporte au maximum 34 caractères ; sa longueur est fixée par chaque pays (27 caractères pour la France).';

/** Project wordings: the spec gives no message for these cases. */
export const IBAN_MESSAGES = {
  maxLength: "L'IBAN ne doit pas dépasser 27 caractères.",
  uppercase: "L'IBAN doit être saisi en majuscules.",
  format: "Le format de l'IBAN est incorrect.",
  country: "Le code pays de l'IBAN n'est pas reconnu.",
  length: "La longueur de l'IBAN ne correspond pas à celle attendue pour ce pays.",
  checksum: "La clé de contrôle de l'IBAN est incorrecte. Merci de vérifier votre saisie.",
  ribKey: "La clé RIB contenue dans l'IBAN est incorrecte. Merci de vérifier votre saisie.",
  nationalCheck: "Le contrôle national de l'IBAN a échoué. Merci de vérifier votre saisie.",
} as const;

export const IBAN_MAX_LENGTH_ISSUE: ValidationIssue = issue('IBAN.MAX_LENGTH', IBAN_MESSAGES.maxLength);
export const IBAN_UPPERCASE_ISSUE: ValidationIssue = issue('IBAN.UPPERCASE', IBAN_MESSAGES.uppercase);
/** A French IBAN that is not FR + 25 alphanumerics: the member has not typed all 27 characters. */
export const IBAN_FRENCH_INCOMPLETE_ISSUE: ValidationIssue = issue('IBAN.FORMAT', IBAN_INPUT_HINT);
export const IBAN_FORMAT_ISSUE: ValidationIssue = issue('IBAN.FORMAT', IBAN_MESSAGES.format);
export const IBAN_COUNTRY_ISSUE: ValidationIssue = issue('IBAN.COUNTRY', IBAN_MESSAGES.country);
export const IBAN_LENGTH_ISSUE: ValidationIssue = issue('IBAN.LENGTH', IBAN_MESSAGES.length);
/** ISO 13616 mod-97 check digits (positions 3-4) do not match. */
export const IBAN_CHECKSUM_ISSUE: ValidationIssue = issue('IBAN.CHECKSUM', IBAN_MESSAGES.checksum);
/** French / Monegasque RIB key (last 2 digits of the BBAN) does not match bank, branch and account. */
export const IBAN_RIB_KEY_ISSUE: ValidationIssue = issue('IBAN.RIB_KEY', IBAN_MESSAGES.ribKey);
/** Another country's national check digits (as implemented by ibantools) do not match. */
export const IBAN_NATIONAL_CHECK_ISSUE: ValidationIssue = issue(
  'IBAN.NATIONAL_CHECK',
  IBAN_MESSAGES.nationalCheck,
);

/** The spec's field pattern: FR + 25 alphanumerics, or any other country code + alphanumerics. */
const FRENCH_PATTERN = /^FR[A-Z0-9]{25}$/;
const OTHER_COUNTRY_PATTERN = /^(?!FR)[A-Z]{2}[A-Z0-9]+$/;
const RIB_COUNTRIES: ReadonlySet<string> = new Set(['FR', 'MC']);

export interface IbanValidationOptions {
  /** Default true (the bank-details popup requires the IBAN). */
  readonly required?: boolean | undefined;
}

/**
 * Validates the IBAN typed in the bank-details popup: required, at most 27 characters, uppercase, the
 * spec's pattern; then, beyond the spec, the ISO 13616 checksum and (FR, MC) the RIB key through
 * ibantools, with distinct codes. Structural issues stop the check; checksum and RIB key may both be
 * reported (a typo in the account number usually breaks both).
 */
export function validateIban(value: unknown, options: IbanValidationOptions = {}): ValidationResult {
  if (isBlankText(value)) {
    return options.required === false ? valid : [requiredFieldIssue];
  }
  const iban = fieldText(value);
  if (iban === undefined) return [IBAN_FORMAT_ISSUE];
  if (iban.length > IBAN_FIELD_MAX_LENGTH) return [IBAN_MAX_LENGTH_ISSUE];
  if (iban !== iban.toUpperCase()) return [IBAN_UPPERCASE_ISSUE];
  if (iban.startsWith('FR')) {
    if (!FRENCH_PATTERN.test(iban)) return [IBAN_FRENCH_INCOMPLETE_ISSUE];
  } else if (!OTHER_COUNTRY_PATTERN.test(iban)) {
    return [IBAN_FORMAT_ISSUE];
  }
  return checkWithIbantools(iban);
}

function checkWithIbantools(iban: string): ValidationResult {
  const errors = new Set(validateIBAN(iban, { allowQRIBAN: true }).errorCodes);
  if (errors.size === 0) return valid;
  if (errors.has(ValidationErrorsIBAN.NoIBANCountry)) return [IBAN_COUNTRY_ISSUE];
  if (errors.has(ValidationErrorsIBAN.WrongBBANLength)) return [IBAN_LENGTH_ISSUE];
  if (
    errors.has(ValidationErrorsIBAN.WrongBBANFormat) ||
    errors.has(ValidationErrorsIBAN.ChecksumNotNumber)
  ) {
    return [IBAN_FORMAT_ISSUE];
  }
  const issues: ValidationIssue[] = [];
  if (errors.has(ValidationErrorsIBAN.WrongIBANChecksum)) issues.push(IBAN_CHECKSUM_ISSUE);
  if (errors.has(ValidationErrorsIBAN.WrongAccountBankBranchChecksum)) {
    issues.push(RIB_COUNTRIES.has(iban.slice(0, 2)) ? IBAN_RIB_KEY_ISSUE : IBAN_NATIONAL_CHECK_ISSUE);
  }
  // An ibantools error this version does not know about still makes the IBAN invalid.
  return issues.length > 0 ? issues : [IBAN_FORMAT_ISSUE];
}
