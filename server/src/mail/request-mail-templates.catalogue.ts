import type { MailTemplateVariable } from '@portail/domain';
import type { MailTemplateDefinition } from './mail-template-definition.ts';

/** « Mes demandes » (issue 25): the acknowledgement of a request sent from the member area. */

const VARIABLES: readonly MailTemplateVariable[] = [
  { name: 'mutuelle', label: 'Nom de la mutuelle', required: false, sample: 'Mutuelle Démo' },
  {
    name: 'demande',
    label: 'Type de la demande',
    required: false,
    sample: 'Demande de prise en charge hospitalière',
  },
  { name: 'reference', label: 'Numéro de la demande', required: false, sample: 'DEM-2026-0000042' },
  { name: 'dateEnvoi', label: "Date d'envoi", required: false, sample: '26/11/2026' },
  { name: 'dateReponse', label: 'Date de réponse attendue', required: false, sample: '28/11/2026' },
  { name: 'contrat', label: 'Numéro du contrat', required: false, sample: '1000001-01' },
];

export const REQUEST_ACKNOWLEDGEMENT_TEMPLATE: MailTemplateDefinition = {
  key: 'request-acknowledgement',
  outboxName: 'request-acknowledgement',
  kind: 'mail',
  label: 'Mes demandes : accusé de réception',
  description:
    'Une demande envoyée depuis « Mes demandes » (prise en charge, remboursement, sinistre, bénéficiaire).',
  html: false,
  variables: VARIABLES,
  defaults: {
    subject: 'Accusé de réception de votre demande {{reference}}',
    body: [
      'Bonjour,',
      '',
      'Nous avons bien reçu votre demande « {{demande}} » du {{dateEnvoi}} pour le contrat {{contrat}}, enregistrée sous le numéro {{reference}}.',
      'Elle sera traitée dans les plus brefs délais : nous vous répondrons au plus tard le {{dateReponse}}.',
      "Vous pouvez suivre son avancement, échanger avec nos services et télécharger l'accusé de réception dans « Mes demandes » de votre espace adhérent.",
      '',
      "L'équipe {{mutuelle}}",
    ].join('\n'),
  },
};
