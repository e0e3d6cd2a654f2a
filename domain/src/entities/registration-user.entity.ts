import type { Consent } from './consent.entity.ts';

/** Account-request form data (spec §3). Dates are typed JJ/MM/AAAA strings. */
export interface RegistrationUser {
  readonly numeroContrat: string;
  readonly nir: string;
  readonly nom: string;
  readonly prenom: string;
  readonly dateNaissance: string;
  readonly codePostal: string;
  readonly email: string;
  /** Last 4 characters of the IBAN. */
  readonly iban: string;
  readonly password: string;
  readonly confirmPassword: string;
  readonly cgu: boolean;
  readonly consentements: readonly Consent[];
  /** E-mail dematerialisation; true by default. */
  readonly dematerialization: boolean;
}

/** A blank registration form: every text empty, terms not accepted, dematerialisation on. */
export function emptyRegistrationUser(consentements: readonly Consent[] = []): RegistrationUser {
  return {
    numeroContrat: '',
    nir: '',
    nom: '',
    prenom: '',
    dateNaissance: '',
    codePostal: '',
    email: '',
    iban: '',
    password: '',
    confirmPassword: '',
    cgu: false,
    consentements,
    dematerialization: true,
  };
}
