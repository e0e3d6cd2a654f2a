import { DEMO_MEMBER_LOGIN } from '../../../server/src/db/seeds/core.seed.ts';
import { JEAN } from '../../../server/src/testing/identity-fixtures.ts';

/** Identity forms of the seeded members (server/src/db/seeds/core.seed.ts) and of nobody, for the enumeration suite. */
export const DEMO_REGISTRATION = {
  ...JEAN,
  numeroContrat: '1000001',
  nom: 'DUPONT',
  prenom: 'marie',
  dateNaissance: '1985-05-12',
  codePostal: '75011',
  iban: '0189',
  email: DEMO_MEMBER_LOGIN,
};
export const UNKNOWN_REGISTRATION = {
  ...JEAN,
  numeroContrat: '1999999',
  nom: 'INCONNU',
  prenom: 'personne',
  email: 'personne@example.fr',
};
/** A masked login as the server shows it (`d**o@m*******.fr`). */
export const MASKED_LOGIN = /"currentUserName":"[^"*]\*+[^"*]?@[^"*]\*+\.[a-z]+"/;

export const DEMO_FORM = {
  numeroContrat: '1000001',
  nom: 'DUPONT',
  prenom: 'marie',
  dateNaissance: '1985-05-12',
  codePostal: '75011',
  email: 'nouvel.identifiant@example.fr',
};
export const MAIL_MEMBER_FORM = {
  numeroContrat: '1000004',
  nom: "N'GUYEN-CASANOVA",
  prenom: 'Pierre Antoine',
  dateNaissance: '1968-07-21',
  codePostal: '20000',
  email: 'nouvel.identifiant@example.fr',
};
export const UNKNOWN_FORM = { ...DEMO_FORM, numeroContrat: '1999999', nom: 'INCONNU', prenom: 'personne' };
/** M003 (phone confirmed) gets an account for the SMS send scenario. */
export const SMS_LOGIN = 'elodie.lefevre@example.fr';
export const SMS_PHONE = '0611223344';
