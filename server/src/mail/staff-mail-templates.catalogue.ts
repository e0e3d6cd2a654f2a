import type { MailTemplateDefinition } from './mail-template-definition.ts';
import {
  HELLO,
  MUTUELLE,
  NOM,
  NOT_YOU,
  PRENOM,
  SIGNATURE,
  lien,
  paragraphs,
} from './identity-mail-templates.catalogue.ts';

/** The back office's own mails (issue 24), with their wording as defaults. */

export const STAFF_ACTIVATION_TEMPLATE: MailTemplateDefinition = {
  key: 'staff-activation',
  outboxName: 'staff-activation',
  kind: 'mail',
  label: 'Activation d’un compte du back-office',
  description:
    "Un compte du back-office créé par un Administrateur Digital (« Habilitations ») : le lien d'activation, qui fait choisir le mot de passe.",
  html: true,
  linkLabel: 'Activer mon compte',
  variables: [PRENOM, NOM, MUTUELLE, lien('activate-user')],
  defaults: {
    subject: 'Votre compte du back-office {{mutuelle}}',
    body: paragraphs(
      HELLO,
      'Un compte du back-office du portail {{mutuelle}} a été créé pour vous.',
      'Pour l’activer et choisir votre mot de passe, ouvrez le lien ci-dessous (valable 24 heures) :',
      '{{lien}}',
      NOT_YOU,
      SIGNATURE,
    ),
  },
};
