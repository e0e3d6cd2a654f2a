import { issue, valid, type ValidationResult } from '../result.ts';
import { requiredFieldIssue } from './required.rule.ts';

/** A French mobile number: 06 or 07 then 8 digits, or +33 6/7…, spaces, dots or dashes between pairs. */
const FRENCH_MOBILE = /^(?:0|\+33 ?)[67](?:[ .-]?\d{2}){4}$/;

export const FRENCH_MOBILE_CODE = 'PHONE.FRENCH_MOBILE';

/** Project wording (the spec asks for a mobile phone without giving the message). */
export const FRENCH_MOBILE_MESSAGE =
  'Merci de saisir un numéro de téléphone mobile français (06 ou 07 suivi de 8 chiffres).';

/** The phone of the double authentication (same rule as the security-code routes of the reference server). */
export function validateFrenchMobile(value: string | null | undefined): ValidationResult {
  const phone = (value ?? '').trim();
  if (phone === '') return [requiredFieldIssue];
  return FRENCH_MOBILE.test(phone) ? valid : [issue(FRENCH_MOBILE_CODE, FRENCH_MOBILE_MESSAGE)];
}
