import type { MailTemplateVariable } from '@portail/domain';
import { MUTUELLE, SIGNATURE, paragraphs } from './identity-mail-templates.catalogue.ts';
import type { MailTemplateDefinition } from './mail-template-definition.ts';

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
