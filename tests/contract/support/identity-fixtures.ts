import { MatchersV3 } from '@pact-foundation/pact';
import type { RegistrationUser } from '@portail/domain';

const { fromProviderState } = MatchersV3;

/** Shared data of the identity-api consumer tests (two files, one pact). */
export const USER_ID = '5b0e8f4e-3f7a-4d51-9a39-2d1c6f0d8a11';
export const CODE = 'Yq3vJ0m3n1Rk0c4VnS2pQe8wLx5tZa7b';
export const PASSWORD = 'Mutuelle#2026';
export const ACCEPTED = { ok: true };

export const consents = [
  {
    nom: 'newsletter',
    libelle: "J'accepte de recevoir par e-mail les actualités et conseils santé de ma mutuelle.",
    accepted: true,
  },
  {
    nom: 'enquetes',
    libelle: "J'accepte d'être sollicité(e) pour des enquêtes de satisfaction.",
    accepted: false,
  },
] as const;

/** Jean Martin (member 1000002), as typed in the registration form. */
export const registration: RegistrationUser = {
  numeroContrat: '1000002',
  nir: '',
  nom: 'Martin',
  prenom: 'Jean',
  dateNaissance: '14/02/1979',
  codePostal: '69003',
  email: 'jean.martin@example.fr',
  iban: '4521',
  password: PASSWORD,
  confirmPassword: PASSWORD,
  cgu: true,
  consentements: consents,
  dematerialization: true,
};

/** The registration as it travels: ISO birth date, blank NIR left out. */
export const registrationWire = {
  numeroContrat: '1000002',
  nom: 'Martin',
  prenom: 'Jean',
  dateNaissance: '1979-02-14',
  codePostal: '69003',
  email: 'jean.martin@example.fr',
  iban: '4521',
  password: PASSWORD,
  confirmPassword: PASSWORD,
  cgu: true,
  consentements: consents,
  dematerialization: true,
};

export const SECURITY_CODE = '482916';

/** Marie Dupont (member 1000001) lost her login and gives a new e-mail address. */
export const lostLogin = {
  numeroContrat: '1000001',
  nom: 'Dupont',
  prenom: 'Marie',
  dateNaissance: '12/05/1985',
  codePostal: '75011',
  email: 'marie.dupont@nouvelle-adresse.fr',
};
export const lostLoginWire = { ...lostLogin, dateNaissance: '1985-05-12' };

export const injectedUserId = () => fromProviderState('${userId}', USER_ID);
export const injectedCode = () => fromProviderState('${code}', CODE);
