import type { MailTemplateVariable } from '@portail/domain';
import type { MailTemplateDefinition } from './mail-template-definition.ts';

/** The account mails (registration, activation, password, login), with today's wording as their defaults. */

export const PRENOM: MailTemplateVariable = {
  name: 'prenom',
  label: 'Prénom',
  required: false,
  sample: 'Marie',
};
export const NOM: MailTemplateVariable = { name: 'nom', label: 'Nom', required: false, sample: 'Dupont' };
export const MUTUELLE: MailTemplateVariable = {
  name: 'mutuelle',
  label: 'Nom de la mutuelle',
  required: false,
  sample: 'Mutuelle Démo',
};
export const lien = (route: string): MailTemplateVariable => ({
  name: 'lien',
  label: 'Lien à ouvrir (obligatoire)',
  required: true,
  sample: `https://portail.exemple.fr/#/${route}?code=EXEMPLE&userId=EXEMPLE`,
});

export const HELLO = 'Bonjour {{prenom}} {{nom}},';
export const SIGNATURE = "L'équipe {{mutuelle}}";
export const NOT_YOU = "Si vous n'êtes pas à l'origine de cette demande, ignorez ce message.";
export const paragraphs = (...list: string[]): string => list.join('\n\n');

export const ACTIVATION_TEMPLATE: MailTemplateDefinition = {
  key: 'activation',
  outboxName: 'activation',
  kind: 'mail',
  label: 'Activation du compte (mot de passe choisi)',
  description:
    "Après « Créer mon espace » : le lien d'activation, le mot de passe ayant été choisi par l'adhérent.",
  html: true,
  linkLabel: 'Activer mon espace adhérent',
  variables: [PRENOM, NOM, MUTUELLE, lien('activate-user')],
  defaults: {
    subject: 'Activez votre espace adhérent {{mutuelle}}',
    body: paragraphs(
      HELLO,
      "Votre demande de création d'espace adhérent {{mutuelle}} a bien été enregistrée.",
      'Pour activer votre espace, ouvrez le lien ci-dessous (valable 24 heures).',
      'Vous vous connecterez ensuite avec cette adresse e-mail et le mot de passe choisi lors de votre demande :',
      '{{lien}}',
      NOT_YOU,
      SIGNATURE,
    ),
  },
};

export const ACTIVATION_ADMIN_TEMPLATE: MailTemplateDefinition = {
  key: 'activation-admin',
  outboxName: 'activation',
  kind: 'mail',
  label: 'Activation du compte (créé par la mutuelle)',
  description:
    "Un espace créé par un administrateur : le lien d'activation, qui fait choisir le mot de passe.",
  html: true,
  linkLabel: 'Activer mon espace adhérent',
  variables: [PRENOM, NOM, MUTUELLE, lien('activate-user')],
  defaults: {
    subject: 'Activez votre espace adhérent {{mutuelle}}',
    body: paragraphs(
      HELLO,
      'Votre espace adhérent {{mutuelle}} a été créé pour vous.',
      'Pour l’activer et choisir votre mot de passe, ouvrez le lien ci-dessous (valable 24 heures) :',
      '{{lien}}',
      NOT_YOU,
      SIGNATURE,
    ),
  },
};

export const CONFIRM_EMAIL_TEMPLATE: MailTemplateDefinition = {
  key: 'confirm-email',
  outboxName: 'confirm-email',
  kind: 'mail',
  label: "Confirmation de l'adresse e-mail",
  description: 'Changement d’identifiant : le lien qui confirme la nouvelle adresse.',
  html: true,
  linkLabel: 'Confirmer mon adresse e-mail',
  variables: [PRENOM, NOM, MUTUELLE, lien('confirm-email')],
  defaults: {
    subject: 'Confirmez votre adresse e-mail',
    body: paragraphs(
      HELLO,
      'Vous avez demandé que cette adresse e-mail devienne votre identifiant de connexion.',
      "Elle le deviendra dès que vous l'aurez confirmée en ouvrant le lien ci-dessous (valable 24 heures) ; d'ici là, votre identifiant actuel reste valable :",
      '{{lien}}',
      NOT_YOU,
      SIGNATURE,
    ),
  },
};

export const RESET_PASSWORD_TEMPLATE: MailTemplateDefinition = {
  key: 'reset-password',
  outboxName: 'reset-password',
  kind: 'mail',
  label: 'Réinitialisation du mot de passe',
  description: '« Mot de passe oublié » : le lien pour choisir un nouveau mot de passe.',
  html: true,
  linkLabel: 'Choisir un nouveau mot de passe',
  variables: [PRENOM, NOM, MUTUELLE, lien('reset-password')],
  defaults: {
    subject: 'Réinitialisation de votre mot de passe',
    body: paragraphs(
      HELLO,
      'Vous avez demandé la réinitialisation du mot de passe de votre espace adhérent.',
      'Pour choisir un nouveau mot de passe, ouvrez le lien ci-dessous (valable 1 heure, utilisable une seule fois) :',
      '{{lien}}',
      NOT_YOU,
      SIGNATURE,
    ),
  },
};

export const PASSWORD_CHANGED_TEMPLATE: MailTemplateDefinition = {
  key: 'password-changed',
  outboxName: 'password-changed',
  kind: 'mail',
  label: 'Mot de passe modifié',
  description: 'Après un changement ou une réinitialisation du mot de passe.',
  html: true,
  variables: [PRENOM, NOM, MUTUELLE],
  defaults: {
    subject: 'Votre mot de passe a été modifié',
    body: paragraphs(
      HELLO,
      "Le mot de passe de votre espace adhérent vient d'être modifié.",
      "Si vous n'êtes pas à l'origine de cette modification, réinitialisez votre mot de passe et contactez votre mutuelle.",
      SIGNATURE,
    ),
  },
};

export const ACCOUNT_EXISTS_TEMPLATE: MailTemplateDefinition = {
  key: 'account-exists',
  outboxName: 'account-exists',
  kind: 'mail',
  label: 'Espace déjà existant',
  description: '« Créer mon espace » demandé pour un adhérent qui a déjà un compte (envoyé à ce compte).',
  html: true,
  variables: [PRENOM, NOM, MUTUELLE],
  defaults: {
    subject: 'Vous avez déjà un espace adhérent',
    body: paragraphs(
      HELLO,
      "Une demande de création d'espace adhérent a été faite avec vos informations, mais vous possédez déjà un compte.",
      "Connectez-vous avec votre identifiant habituel ; en cas d'oubli, utilisez « Mot de passe oublié ».",
      NOT_YOU,
      SIGNATURE,
    ),
  },
};

export const EMAIL_IN_USE_TEMPLATE: MailTemplateDefinition = {
  key: 'email-in-use',
  outboxName: 'email-in-use',
  kind: 'mail',
  label: 'Adresse déjà utilisée (inscription)',
  description: "« Créer mon espace » avec une adresse qui est déjà l'identifiant d'un compte.",
  html: true,
  variables: [MUTUELLE],
  defaults: {
    subject: 'Adresse e-mail déjà utilisée',
    body: paragraphs(
      'Bonjour,',
      "Une demande de création d'espace adhérent a été faite avec cette adresse e-mail, qui est déjà l'identifiant d'un compte.",
      "Aucun nouveau compte n'a été créé. Connectez-vous avec cette adresse ou utilisez « Mot de passe oublié ».",
      NOT_YOU,
      SIGNATURE,
    ),
  },
};

export const LOGIN_CHANGED_TEMPLATE: MailTemplateDefinition = {
  key: 'login-changed',
  outboxName: 'login-changed',
  kind: 'mail',
  label: 'Identifiant modifié (ancienne adresse)',
  description: "« Identifiant oublié » : l'ancienne adresse est prévenue du changement d'identifiant.",
  html: true,
  variables: [PRENOM, NOM, MUTUELLE],
  defaults: {
    subject: 'Votre identifiant de connexion a été modifié',
    body: paragraphs(
      HELLO,
      "L'identifiant de connexion de votre espace adhérent {{mutuelle}} vient d'être remplacé par une nouvelle adresse e-mail.",
      'Votre compte doit être réactivé depuis le lien envoyé à cette nouvelle adresse.',
      "Si vous n'êtes pas à l'origine de ce changement, contactez immédiatement votre mutuelle.",
      SIGNATURE,
    ),
  },
};

export const LOGIN_CHANGE_ASKED_TEMPLATE: MailTemplateDefinition = {
  key: 'login-change-asked',
  outboxName: 'login-change-asked',
  kind: 'mail',
  label: "Changement d'identifiant demandé (adresse actuelle)",
  description: "« Mon compte › Identifiant » : l'adresse actuelle est prévenue de la demande.",
  html: true,
  variables: [PRENOM, NOM, MUTUELLE],
  defaults: {
    subject: 'Demande de changement de votre identifiant de connexion',
    body: paragraphs(
      HELLO,
      "Un changement de l'identifiant de connexion de votre espace adhérent {{mutuelle}} vient d'être demandé.",
      "La nouvelle adresse deviendra votre identifiant dès qu'elle aura été confirmée par le lien qui lui a été envoyé ; d'ici là, votre identifiant actuel reste valable.",
      "Si vous n'êtes pas à l'origine de cette demande, changez votre mot de passe et contactez votre mutuelle.",
      SIGNATURE,
    ),
  },
};

export const LOGIN_UNAVAILABLE_TEMPLATE: MailTemplateDefinition = {
  key: 'login-unavailable',
  outboxName: 'login-unavailable',
  kind: 'mail',
  label: 'Adresse déjà utilisée (identifiant)',
  description: "Un changement d'identifiant vers une adresse qui est déjà l'identifiant d'un compte.",
  html: false,
  variables: [MUTUELLE],
  defaults: {
    subject: 'Adresse e-mail déjà utilisée',
    body: [
      'Bonjour,',
      '',
      "Une demande de changement d'identifiant de connexion {{mutuelle}} a désigné cette adresse e-mail, qui est déjà l'identifiant d'un compte.",
      "Aucun identifiant n'a été modifié. Si vous n'êtes pas à l'origine de cette demande, ignorez ce message.",
      '',
      SIGNATURE,
    ].join('\n'),
  },
};
