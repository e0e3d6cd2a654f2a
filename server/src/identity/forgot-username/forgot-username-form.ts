import { type RegisterFormIssueKey, validateRegisterForm } from '@portail/domain';
import { assertValid } from '../../http/http-error.ts';
import type { MemberIdentity } from '../member-matching.ts';
import { isoToTypedDate, textField } from '../wire-values.ts';
import type { ServerDeps } from '../../server-deps.ts';

/**
 * The registration fields (the domain's issue keys) the forgot-username form reuses, in the order their issues
 * are answered ('email' is the new identifier; no IBAN, password or terms).
 */
const FORM_FIELDS = [
  'numeroContrat',
  'nir',
  'nom',
  'prenom',
  'nomPrenom',
  'dateNaissance',
  'codePostal',
  'email',
] as const satisfies readonly RegisterFormIssueKey[];

/**
 * Validates the forgot-username form with the domain registration rules (identifiers per
 * createAccountAuthMode, names, birth date, postal code, e-mail), without the password and terms fields the
 * form does not have. Throws the 400 answer (domain code and French message) on the first issue.
 */
export function validateForgotUsernameForm(
  deps: ServerDeps,
  body: unknown,
): MemberIdentity & { readonly email: string } {
  const identity = {
    numeroContrat: textField(body, 'numeroContrat'),
    nir: textField(body, 'nir'),
    nom: textField(body, 'nom'),
    prenom: textField(body, 'prenom'),
    dateNaissance: textField(body, 'dateNaissance'),
    codePostal: textField(body, 'codePostal'),
    email: textField(body, 'email').trim(),
  };
  const issues = validateRegisterForm(
    { ...identity, dateNaissance: isoToTypedDate(identity.dateNaissance) },
    {
      ...deps.tenant.client,
      isRegisterVerifyIban: false,
      passwordRequiredLength: deps.tenant.portal.passwordRequiredLength,
    },
    { today: deps.clock.now() },
  );
  assertValid(FORM_FIELDS.map((field) => [field, issues[field]] as const));
  return identity;
}
