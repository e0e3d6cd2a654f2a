import { MEMBER_AREA_PATHS } from '../member-area.config.ts';

const base = MEMBER_AREA_PATHS.compte;

/** Hash-route paths of « Mon compte » (under the member area's `compte/*`). */
export const ACCOUNT_PATHS = Object.freeze({
  landing: base,
  informations: `${base}/informations`,
  motDePasse: `${base}/mot-de-passe`,
  consentements: `${base}/consentements`,
  doubleAuthentification: `${base}/double-authentification`,
  supprimer: `${base}/supprimer`,
  identifiant: `${base}/identifiant`,
  zeroPapier: `${base}/zero-papier`,
  alertesRemboursement: `${base}/alertes-remboursement`,
  mesDonnees: `${base}/mes-donnees`,
  coordonneesBancaires: `${base}/coordonnees-bancaires`,
  consultations: `${base}/consultations`,
});

export interface AccountSection {
  readonly title: string;
  readonly description: string;
  /** The section's screen. */
  readonly path: string;
}

/** The eleven sections the landing names (issue 13; issue 27: refund alerts, the consultations), in the order a member looks for them. */
export const ACCOUNT_SECTIONS: readonly AccountSection[] = Object.freeze([
  {
    title: 'Mes informations',
    description: 'Votre identité, vos numéros d’adhérent et de contrat, vos coordonnées.',
    path: ACCOUNT_PATHS.informations,
  },
  {
    title: 'Mot de passe',
    description: 'Changer le mot de passe de votre espace.',
    path: ACCOUNT_PATHS.motDePasse,
  },
  {
    title: 'Identifiant',
    description: 'Changer l’adresse e-mail qui vous sert d’identifiant.',
    path: ACCOUNT_PATHS.identifiant,
  },
  {
    title: 'Double authentification',
    description: 'Recevoir un code de sécurité par SMS à chaque connexion.',
    path: ACCOUNT_PATHS.doubleAuthentification,
  },
  {
    title: 'Mes consentements',
    description: 'Vos réponses aux demandes d’accord de votre mutuelle, modifiables à tout moment.',
    path: ACCOUNT_PATHS.consentements,
  },
  {
    title: 'Mes coordonnées bancaires',
    description: 'Le compte sur lequel vos prestations sont versées, pour chaque contrat.',
    path: ACCOUNT_PATHS.coordonneesBancaires,
  },
  {
    title: 'Zéro papier',
    description: 'Recevoir vos documents par e-mail plutôt que par courrier.',
    path: ACCOUNT_PATHS.zeroPapier,
  },
  {
    title: 'Alertes remboursement',
    description: 'Être prévenu quand un remboursement est payé, dans vos notifications et par e-mail.',
    path: ACCOUNT_PATHS.alertesRemboursement,
  },
  {
    title: 'Supprimer mon espace',
    description: 'Fermer votre espace adhérent en ligne (vos contrats ne sont pas concernés).',
    path: ACCOUNT_PATHS.supprimer,
  },
  {
    title: 'Télécharger mes données',
    description: 'Une copie de vos données de compte, dans un fichier.',
    path: ACCOUNT_PATHS.mesDonnees,
  },
  {
    title: 'Consultations de votre espace',
    description: 'Quand un conseiller de votre mutuelle a consulté votre espace, qui, et pour quel motif.',
    path: ACCOUNT_PATHS.consultations,
  },
]);
