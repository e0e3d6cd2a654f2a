/**
 * The forgot-login form (spec §2 forgot-username): the registration form's identity fields, the e-mail
 * being the new identifier. Validated with the registration rules (same mode, name-length and postal-code
 * configuration); the password, terms and IBAN fields of registration are not part of it.
 */
import type { ClientConfiguration, FormIssues, RegisterFormIssueKey } from '@portail/domain';
import { registerFormLayout, validateRegisterForm } from '@portail/domain';
import type { ForgotUsernameForm } from '../ports/identity.port.ts';

export const FORGOT_LOGIN_FORM_FIELDS = [
  'numeroContrat',
  'nir',
  'nom',
  'prenom',
  'nomPrenom',
  'dateNaissance',
  'codePostal',
  'email',
] as const satisfies readonly RegisterFormIssueKey[];

export type ForgotLoginFormIssueKey = (typeof FORGOT_LOGIN_FORM_FIELDS)[number];

export type ForgotLoginSettings = Pick<
  ClientConfiguration,
  'createAccountAuthMode' | 'tailleMaxPrenomNom' | 'isCodePostalVerifiedOnAccountCreation'
>;

function registerConfig(settings: ForgotLoginSettings) {
  return { ...settings, isRegisterVerifyIban: false, isRegisterIbanObligatoire: false };
}

export function validateForgotLoginForm(
  form: ForgotUsernameForm,
  settings: ForgotLoginSettings,
  today: Date,
): FormIssues<ForgotLoginFormIssueKey> {
  const issues = validateRegisterForm(form, registerConfig(settings), { today });
  return {
    numeroContrat: issues.numeroContrat,
    nir: issues.nir,
    nom: issues.nom,
    prenom: issues.prenom,
    nomPrenom: issues.nomPrenom,
    dateNaissance: issues.dateNaissance,
    codePostal: issues.codePostal,
    email: issues.email,
  };
}

/** What is sent: trimmed texts; the identifier and postal-code fields hidden by the configuration left out. */
export function forgotLoginPayload(
  form: ForgotUsernameForm,
  settings: ForgotLoginSettings,
): ForgotUsernameForm {
  const { fields } = registerFormLayout(form, registerConfig(settings));
  const kept = (name: 'numeroContrat' | 'nir' | 'codePostal', value: string | undefined) => {
    const text = value?.trim() ?? '';
    return fields[name].visible && text !== '' ? text : undefined;
  };
  const numeroContrat = kept('numeroContrat', form.numeroContrat);
  const nir = kept('nir', form.nir)?.toUpperCase();
  const codePostal = kept('codePostal', form.codePostal);
  return {
    ...(numeroContrat === undefined ? {} : { numeroContrat }),
    ...(nir === undefined ? {} : { nir }),
    nom: form.nom.trim(),
    prenom: form.prenom.trim(),
    dateNaissance: form.dateNaissance.trim(),
    ...(codePostal === undefined ? {} : { codePostal }),
    email: form.email.trim(),
  };
}
