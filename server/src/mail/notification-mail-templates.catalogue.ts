import type { MailTemplateVariable } from '@portail/domain';
import { HELLO, MUTUELLE, NOM, PRENOM, SIGNATURE, paragraphs } from './identity-mail-templates.catalogue.ts';
import type { MailTemplateDefinition } from './mail-template-definition.ts';

/**
 * The mails announcing a notification of the member's notification centre (issue 25 « Notifications »; issue 27
 * targeted notifications and refund alerts): one template per kind, each sent only to a member who chose
 * « Zéro papier » (`server/src/notifications/`). The mail says what changed and links to the member's space; the
 * detail stays behind the sign-in.
 */

const TITRE: MailTemplateVariable = {
  name: 'titre',
  label: 'Titre de la notification',
  required: false,
  sample: 'Votre demande de prise en charge hospitalière a été acceptée',
};
const TEXTE: MailTemplateVariable = {
  name: 'texte',
  label: 'Texte de la notification (peut être vide)',
  required: false,
  sample: 'Le document de prise en charge est disponible dans votre espace.',
};
const LIEN: MailTemplateVariable = {
  name: 'lien',
  label: 'Lien vers votre espace (obligatoire)',
  required: true,
  sample: 'https://portail.exemple.fr/#/espace/demandes/EXEMPLE',
};
const VARIABLES: readonly MailTemplateVariable[] = [PRENOM, NOM, MUTUELLE, TITRE, TEXTE, LIEN];

function notificationTemplate(
  kind: string,
  label: string,
  description: string,
  subject: string,
): MailTemplateDefinition {
  return {
    key: `notification-${kind}`,
    outboxName: 'notification',
    kind: 'mail',
    label,
    description,
    html: true,
    linkLabel: 'Ouvrir mon espace adhérent',
    variables: VARIABLES,
    defaults: {
      subject,
      body: paragraphs(
        HELLO,
        '{{titre}}',
        '{{texte}}',
        'Retrouvez le détail dans votre espace adhérent :',
        '{{lien}}',
        SIGNATURE,
      ),
    },
  };
}

export const NOTIFICATION_REQUEST_STATUS_TEMPLATE = notificationTemplate(
  'demande-statut',
  'Notification : suivi de demande',
  'Le statut d’une demande de l’adhérent a changé (« Mes demandes »).',
  '{{mutuelle}} : votre demande a évolué',
);
export const NOTIFICATION_REQUEST_MESSAGE_TEMPLATE = notificationTemplate(
  'demande-message',
  'Notification : nouveau message',
  'Un gestionnaire a écrit à l’adhérent au sujet d’une demande ou d’un échange.',
  '{{mutuelle}} : vous avez un nouveau message',
);
export const NOTIFICATION_DOCUMENT_TEMPLATE = notificationTemplate(
  'document-disponible',
  'Notification : document disponible',
  'Un document est disponible dans l’espace de l’adhérent.',
  '{{mutuelle}} : un document est disponible',
);
export const NOTIFICATION_INFORMATION_TEMPLATE = notificationTemplate(
  'information',
  'Notification : information de la mutuelle',
  'Une information envoyée par la mutuelle à l’adhérent.',
  '{{mutuelle}} : {{titre}}',
);
export const NOTIFICATION_REFUND_TEMPLATE = notificationTemplate(
  'alerte-remboursement',
  'Notification : alerte remboursement',
  'Un remboursement de l’adhérent a été payé (alerte remboursement).',
  '{{mutuelle}} : un remboursement a été effectué',
);
