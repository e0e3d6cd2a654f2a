import type { UploadConstraints } from '@portail/domain';
import {
  ADMISSION_MAX_DAYS_PAST,
  CARE_DATE_MAX_DAYS_PAST,
  CARE_TYPE_LABELS,
  CARE_TYPES,
  HOSPITALISATION_TYPE_LABELS,
  HOSPITALISATION_TYPES,
} from '@portail/domain';
import { addDays } from '../../widgets/date-picker/calendar-dates.ts';
import type { RequestFormKind } from './demandes.paths.ts';
import type {
  ChoiceItem,
  RequestDocumentsSpec,
  RequestFieldSpec,
  RequestFormSpec,
} from './request-form.fields.ts';

const MO = 1024 * 1024;

function documents(key: string, label: string, required: boolean): RequestDocumentsSpec {
  const constraints: UploadConstraints = {
    required,
    queueLimit: 5,
    maxFileSize: 10 * MO,
    maxQueueSize: 25 * MO,
    allowedExtensions: ['pdf', 'jpg', 'jpeg', 'png'],
  };
  return { key, label, inputName: key, constraints };
}

const ONE_YEAR_DAYS = 365; // date pickers: a planned date a year ahead at most (the past: the domain's windows)

const HOSPITALISATION_CHOICES: readonly ChoiceItem[] = HOSPITALISATION_TYPES.map((code) => ({
  code,
  libelle: HOSPITALISATION_TYPE_LABELS[code],
}));

const CARE_TYPE_CHOICES: readonly ChoiceItem[] = CARE_TYPES.map((code) => ({
  code,
  libelle: CARE_TYPE_LABELS[code],
}));

const upper = (max: number) => (text: string) => text.toUpperCase().replace(/\s/g, '').slice(0, max);
const digits = (max: number) => (text: string) => text.replace(/\D/g, '').slice(0, max);
const pastOnly = (today: Date) => ({ maxDate: today });
const beneficiary: RequestFieldSpec = {
  key: 'beneficiaire',
  type: 'select',
  label: 'Bénéficiaire concerné',
  required: true,
  source: 'beneficiaries',
};

const hospital: RequestFormSpec = {
  kind: 'prise-en-charge-hospitaliere',
  title: 'Demande de prise en charge hospitalière',
  intro:
    "Avant une hospitalisation, demandez la prise en charge des frais : elle est envoyée à l'établissement.",
  fields: [
    beneficiary,
    {
      key: 'etablissement.nom',
      type: 'text',
      label: "Nom de l'établissement",
      required: true,
      maxLength: 200,
    },
    {
      key: 'etablissement.finess',
      type: 'text',
      label: 'Numéro FINESS',
      required: true,
      hint: "9 caractères, sur le devis ou auprès de l'établissement.",
      maxLength: 9,
      normalize: upper(9),
    },
    {
      key: 'etablissement.codePostal',
      type: 'text',
      label: "Code postal de l'établissement",
      required: true,
      inputMode: 'numeric',
      maxLength: 5,
      normalize: digits(5),
    },
    {
      key: 'etablissement.fax',
      type: 'text',
      label: "Fax de l'établissement",
      hint: "La prise en charge y est envoyée : indiquez le fax ou l'adresse e-mail (l'un des deux au moins).",
      inputMode: 'numeric',
      maxLength: 14,
    },
    {
      key: 'etablissement.email',
      type: 'text',
      label: "Adresse e-mail de l'établissement",
      inputMode: 'email',
      maxLength: 120,
    },
    {
      key: 'dateAdmission',
      type: 'date',
      label: "Date d'admission",
      required: true,
      limits: (today) => ({
        minDate: addDays(today, -ADMISSION_MAX_DAYS_PAST),
        maxDate: addDays(today, ONE_YEAR_DAYS),
      }),
    },
    {
      key: 'typeHospitalisation',
      type: 'select',
      label: "Type d'hospitalisation",
      required: true,
      source: HOSPITALISATION_CHOICES,
    },
    {
      key: 'codeDmt',
      type: 'text',
      label: 'Code DMT (discipline médico-tarifaire)',
      hint: '3 chiffres, facultatif.',
      inputMode: 'numeric',
      maxLength: 3,
      normalize: digits(3),
    },
  ],
  documents: documents('devis', 'Devis (facultatif)', false),
};

const refund: RequestFormSpec = {
  kind: 'remboursement',
  title: 'Demande de remboursement',
  intro: 'Envoyez une facture acquittée pour être remboursé.',
  fields: [
    beneficiary,
    {
      key: 'dateSoins',
      type: 'date',
      label: 'Date des soins',
      required: true,
      limits: (today) => ({ minDate: addDays(today, -CARE_DATE_MAX_DAYS_PAST), maxDate: today }),
    },
    { key: 'typeSoins', type: 'select', label: 'Type de soins', required: true, source: CARE_TYPE_CHOICES },
    {
      key: 'montant',
      type: 'text',
      label: 'Montant payé (en euros)',
      required: true,
      inputMode: 'decimal',
      maxLength: 10,
      numeric: true,
    },
  ],
  documents: documents('factures', 'Facture', true),
};

const claim: RequestFormSpec = {
  kind: 'declaration-sinistre',
  title: 'Déclaration de sinistre',
  intro: 'Déclarez un arrêt de travail, une invalidité ou un décès au titre de votre contrat de prévoyance.',
  fields: [
    { key: 'typeSinistre', type: 'select', label: 'Type de sinistre', required: true, source: 'claimType' },
    { key: 'dateEvenement', type: 'date', label: "Date de l'événement", required: true, limits: pastOnly },
    { ...beneficiary, key: 'personneConcernee', label: 'Personne concernée' },
    { key: 'description', type: 'textarea', label: 'Précisions (facultatif)', maxLength: 2000 },
  ],
  documents: documents('justificatifs', 'Pièces justificatives', true),
};

const addBeneficiary: RequestFormSpec = {
  kind: 'ajout-beneficiaire',
  title: "Ajout d'un bénéficiaire",
  intro: 'Ajoutez un conjoint, un enfant ou un autre ayant droit à votre contrat.',
  fields: [
    { key: 'civilite', type: 'select', label: 'Civilité', required: true, source: 'civility' },
    { key: 'nom', type: 'text', label: 'Nom', required: true, autoComplete: 'off' },
    {
      key: 'prenom',
      type: 'text',
      label: 'Prénom',
      required: true,
      autoComplete: 'off',
      alsoShows: ['nomPrenom'],
    },
    { key: 'dateNaissance', type: 'date', label: 'Date de naissance', required: true, limits: pastOnly },
    {
      key: 'typeBeneficiaire',
      type: 'select',
      label: 'Type de bénéficiaire',
      required: true,
      source: 'beneficiaryType',
    },
    {
      key: 'rattacheNirAdherent',
      type: 'toggle',
      label: 'Enfant rattaché à votre numéro de sécurité sociale',
      required: true,
      alsoShows: ['nir'],
    },
    {
      key: 'nir',
      type: 'nir',
      label: 'Numéro de sécurité sociale (sans clé)',
      required: true,
      visibleWhen: (context) => context.text('rattacheNirAdherent') === 'false',
    },
    { key: 'teletransmission', type: 'toggle', label: 'Télétransmission (NOEMIE)', required: true },
  ],
  documents: documents('justificatifs', 'Livret de famille, attestation de droits', true),
};

const removeBeneficiary: RequestFormSpec = {
  kind: 'radiation-beneficiaire',
  title: "Radiation d'un bénéficiaire",
  intro: 'Retirez une personne de votre contrat à la date de votre choix.',
  fields: [
    { ...beneficiary, label: 'Bénéficiaire à radier' },
    {
      key: 'dateEffet',
      type: 'date',
      label: "Date d'effet",
      required: true,
      limits: (today) => ({
        minDate: addDays(today, -ONE_YEAR_DAYS),
        maxDate: addDays(today, ONE_YEAR_DAYS),
      }),
    },
    { key: 'motif', type: 'textarea', label: 'Motif', required: true, maxLength: 500 },
  ],
  documents: null,
};

export const REQUEST_FORMS: Readonly<Record<RequestFormKind, RequestFormSpec>> = {
  'prise-en-charge-hospitaliere': hospital,
  remboursement: refund,
  'declaration-sinistre': claim,
  'ajout-beneficiaire': addBeneficiary,
  'radiation-beneficiaire': removeBeneficiary,
};

export function isRequestFormKind(value: string | undefined): value is RequestFormKind {
  return value !== undefined && Object.hasOwn(REQUEST_FORMS, value);
}
