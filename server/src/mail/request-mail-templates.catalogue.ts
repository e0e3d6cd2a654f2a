import type { MailTemplateDefinition } from './mail-template-definition.ts';
import type { MailTemplateVariable } from '@portail/domain';
import { MUTUELLE, SIGNATURE, paragraphs } from './identity-mail-templates.catalogue.ts';

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

/**
 * The mails of the staff's answers to members' requests (issue 25 §2): the « prise en charge » agreement sent to the
 * hospital's address given in the request (the member gets the PDF in their space and a notification).
 */
const variable = (name: string, label: string, sample: string): MailTemplateVariable => ({
  name,
  label,
  required: true,
  sample,
});

export const PRISE_EN_CHARGE_ESTABLISHMENT_TEMPLATE: MailTemplateDefinition = {
  key: 'prise-en-charge-etablissement',
  outboxName: 'prise-en-charge',
  kind: 'mail',
  label: 'Prise en charge hospitalière (établissement)',
  description:
    'Envoyé à l’établissement de santé quand un gestionnaire accepte une demande de prise en charge hospitalière.',
  html: true,
  variables: [
    MUTUELLE,
    variable('etablissement', "Nom de l'établissement", 'Clinique du Parc'),
    variable('reference', "Numéro de l'accord", 'DEM-2026-0000042'),
    variable('patient', 'Patient', 'Léa DUPONT'),
    variable('adherent', "Numéro d'adhérent", '1000001'),
    variable('dateAdmission', "Date d'admission", '03/12/2026'),
    variable('typeSejour', 'Type de séjour', 'Hospitalisation complète'),
    variable('garanties', 'Montants pris en charge (une ligne par garantie)', 'Frais de séjour : 100 % BR'),
  ],
  defaults: {
    subject: '{{mutuelle}} : prise en charge hospitalière n° {{reference}}',
    body: paragraphs(
      'Madame, Monsieur,',
      '{{mutuelle}} accorde sa prise en charge pour le séjour de {{patient}} (adhérent n° {{adherent}}) à {{etablissement}} : admission le {{dateAdmission}}, {{typeSejour}}.',
      'Montants pris en charge :\n{{garanties}}',
      'Accord n° {{reference}}, dans la limite des garanties du contrat et des frais réels.',
      SIGNATURE,
    ),
  },
};
