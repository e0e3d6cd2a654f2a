/** A registration request matching seeded member M002 Jean Martin (no account yet) in the demo tenant. */
export const JEAN = {
  numeroContrat: '1000002',
  nir: '',
  nom: 'MARTIN',
  prenom: 'jean',
  dateNaissance: '1979-02-14',
  codePostal: '69003',
  email: 'jean.martin@example.fr',
  iban: '4521',
  password: 'Motdepasse#1',
  confirmPassword: 'Motdepasse#1',
  cgu: true,
  consentements: [],
  dematerialization: true,
};
