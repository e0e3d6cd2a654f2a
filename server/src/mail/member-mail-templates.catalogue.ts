import type { MailTemplateVariable } from '@portail/domain';
import type { MailTemplateDefinition } from './mail-template-definition.ts';

/** The security code and the member services' notices, with today's wording as their defaults. */

const MUTUELLE: MailTemplateVariable = {
  name: 'mutuelle',
  label: 'Nom de la mutuelle',
  required: false,
  sample: 'Mutuelle Démo',
};
const CODE: MailTemplateVariable = {
  name: 'code',
  label: 'Code de sécurité à 6 chiffres (obligatoire)',
  required: true,
  sample: '123456',
};
const SECURITY_CODE_TEXT =
  "{{mutuelle}} : votre code de sécurité est {{code}}. Il est valable 10 minutes et ne peut servir qu'une fois. Ne le communiquez à personne.";

export const SECURITY_CODE_MAIL_TEMPLATE: MailTemplateDefinition = {
  key: 'security-code',
  outboxName: 'security-code',
  kind: 'mail',
  label: 'Code de sécurité (e-mail)',
  description: 'Double authentification, changement de téléphone, identifiant oublié : le code par e-mail.',
  html: false,
  variables: [MUTUELLE, CODE],
  defaults: { subject: 'Votre code de sécurité', body: SECURITY_CODE_TEXT },
};

export const SECURITY_CODE_SMS_TEMPLATE: MailTemplateDefinition = {
  key: 'security-code-sms',
  outboxName: 'security-code',
  kind: 'sms',
  label: 'Code de sécurité (SMS)',
  description: 'Le même code par SMS, au mobile confirmé (l’objet ne sert que de libellé).',
  html: false,
  variables: [MUTUELLE, CODE],
  defaults: { subject: 'Code de sécurité', body: SECURITY_CODE_TEXT },
};

const deleted = (login: string, again: string): string =>
  [
    'Bonjour,',
    '',
    `Votre espace adhérent en ligne a été supprimé à votre demande : ${login}`,
    `Vos contrats et vos garanties ne sont pas concernés. ${again}`,
    "Si vous n'êtes pas à l'origine de cette suppression, contactez votre mutuelle.",
  ].join('\n');

export const ACCOUNT_DELETED_TEMPLATE: MailTemplateDefinition = {
  key: 'account-deleted',
  outboxName: 'account-deleted',
  kind: 'mail',
  label: 'Espace supprimé',
  description: '« Supprimer mon espace » (connexion par identifiant et mot de passe).',
  html: false,
  variables: [MUTUELLE],
  defaults: {
    subject: 'Votre espace adhérent a été supprimé',
    body: deleted(
      'vos identifiant et mot de passe ne sont plus utilisables.',
      'Vous pouvez créer un nouvel espace à tout moment.',
    ),
  },
};

export const ACCOUNT_DELETED_OIDC_TEMPLATE: MailTemplateDefinition = {
  key: 'account-deleted-oidc',
  outboxName: 'account-deleted',
  kind: 'mail',
  label: 'Espace supprimé (connexion externe)',
  description:
    '« Supprimer mon espace » quand les adhérents se connectent par un fournisseur d’identité externe.',
  html: false,
  variables: [MUTUELLE],
  defaults: {
    subject: 'Votre espace adhérent a été supprimé',
    body: deleted(
      'votre compte de connexion ne donne plus accès à cet espace.',
      'Pour retrouver un espace en ligne, contactez votre mutuelle.',
    ),
  },
};

const BANK_VARIABLES: readonly MailTemplateVariable[] = [
  MUTUELLE,
  { name: 'contrat', label: 'Numéro du contrat', required: false, sample: '1000001-01' },
  { name: 'offre', label: "Nom de l'offre", required: false, sample: 'Santé Essentielle' },
  { name: 'iban', label: 'IBAN masqué', required: false, sample: 'FR76 •••• •••• •••• •••• •••0 189' },
  { name: 'titulaire', label: 'Titulaire du compte', required: false, sample: 'Marie Dupont' },
];
const bankBody = (outcome: string): string =>
  [
    'Bonjour,',
    '',
    'Nous avons bien reçu votre demande de modification des coordonnées bancaires utilisées pour le versement de vos prestations (contrat {{contrat}} - {{offre}}).',
    'Nouveau compte : {{iban}}, titulaire {{titulaire}}.',
    outcome,
    '',
    "Si vous n'êtes pas à l'origine de cette demande, contactez immédiatement votre mutuelle.",
  ].join('\n');

export const BANK_DETAILS_MANUAL_TEMPLATE: MailTemplateDefinition = {
  key: 'bank-details-request',
  outboxName: 'bank-details-request',
  kind: 'mail',
  label: 'Coordonnées bancaires : demande reçue',
  description: 'Nouvelles coordonnées bancaires de prestations, traitées par un gestionnaire (mode manuel).',
  html: false,
  variables: BANK_VARIABLES,
  defaults: {
    subject: 'Votre demande de modification de coordonnées bancaires',
    body: bankBody('Votre demande sera traitée dans les plus brefs délais.'),
  },
};

export const BANK_DETAILS_APPLIED_TEMPLATE: MailTemplateDefinition = {
  key: 'bank-details-applied',
  outboxName: 'bank-details-request',
  kind: 'mail',
  label: 'Coordonnées bancaires : prises en compte',
  description: 'Nouvelles coordonnées bancaires de prestations, appliquées aussitôt (mode automatique).',
  html: false,
  variables: BANK_VARIABLES,
  defaults: {
    subject: 'Votre demande de modification de coordonnées bancaires',
    body: bankBody('Ces coordonnées sont prises en compte dès maintenant.'),
  },
};

const SIGNATURE_LINE = "L'équipe {{mutuelle}}";
const ACT_VARIABLES: readonly MailTemplateVariable[] = [
  MUTUELLE,
  { name: 'demande', label: 'La demande', required: false, sample: 'votre demande de changement d’adresse' },
  { name: 'reference', label: 'Référence de la demande', required: false, sample: 'A1B2C3D4' },
];
const actBody = (outcome: string): string =>
  [
    'Bonjour,',
    '',
    'Nous avons bien reçu {{demande}} (référence {{reference}}).',
    outcome,
    '',
    SIGNATURE_LINE,
  ].join('\n');
export const ACT_MANUAL_TEMPLATE: MailTemplateDefinition = {
  key: 'act-acknowledgement',
  outboxName: 'act-acknowledgement',
  kind: 'mail',
  label: 'Accusé de réception de demande',
  description: 'Une demande (acte de gestion) traitée par nos services.',
  html: false,
  variables: ACT_VARIABLES,
  defaults: {
    subject: 'Accusé de réception de votre demande',
    body: actBody('Elle sera traitée dans les plus brefs délais par nos services.'),
  },
};

export const ACT_APPLIED_TEMPLATE: MailTemplateDefinition = {
  key: 'act-acknowledgement-applied',
  outboxName: 'act-acknowledgement',
  kind: 'mail',
  label: 'Accusé de réception de demande (prise en compte)',
  description: 'Une demande (acte de gestion) prise en compte aussitôt (mode automatique).',
  html: false,
  variables: ACT_VARIABLES,
  defaults: {
    subject: 'Accusé de réception de votre demande',
    body: actBody('Elle a été prise en compte.'),
  },
};
