import { addDays } from '../../widgets/date-picker/calendar-dates.ts';
import type { UploadConstraints } from '@portail/domain';
import type { RequestFormKind } from './demandes.paths.ts';
import type { ChoiceItem, RequestFieldSpec, RequestFormSpec } from './request-form.fields.ts';
import {
  amountRule,
  dmtRule,
  faxOrEmailRule,
  finessRule,
  firstNameRule,
  lastNameRule,
  postalCodeRule,
} from './request-field.rules.ts';

const MO = 1024 * 1024;
const EXTENSIONS = ['pdf', 'jpg', 'jpeg', 'png'];

function documents(required: boolean, queueLimit: number): UploadConstraints {
  return { required, queueLimit, maxFileSize: 10 * MO, maxQueueSize: 25 * MO, allowedExtensions: EXTENSIONS };
}

/** Admission date: not in the past beyond 30 days, at most a year ahead. */
const ADMISSION_PAST_DAYS = 30;
const ONE_YEAR_DAYS = 365;

export const HOSPITALISATION_TYPES: readonly ChoiceItem[] = [
  { code: 'COMPLETE', libelle: 'Hospitalisation complète' },
  { code: 'AMBULATOIRE', libelle: 'Ambulatoire' },
  { code: 'MATERNITE', libelle: 'Maternité' },
  { code: 'PSYCHIATRIE', libelle: 'Psychiatrie' },
  { code: 'SSR', libelle: 'Soins de suite' },
];

const CIVILITIES: readonly ChoiceItem[] = [
  { code: 'M', libelle: 'Monsieur' },
  { code: 'MME', libelle: 'Madame' },
];

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
    { key: 'etablissement', type: 'text', label: "Nom de l'établissement", required: true, maxLength: 120 },
    {
      key: 'finess',
      type: 'text',
      label: 'Numéro FINESS',
      required: true,
      hint: "9 caractères, sur le devis ou auprès de l'établissement.",
      maxLength: 9,
      normalize: upper(9),
      validate: finessRule,
    },
    {
      key: 'codePostal',
      type: 'text',
      label: "Code postal de l'établissement",
      required: true,
      inputMode: 'numeric',
      maxLength: 5,
      normalize: digits(5),
      validate: postalCodeRule,
    },
    {
      key: 'contactEtablissement',
      type: 'text',
      label: "Fax ou adresse e-mail de l'établissement",
      required: true,
      hint: 'La prise en charge y sera envoyée.',
      maxLength: 120,
      validate: faxOrEmailRule,
    },
    {
      key: 'dateAdmission',
      type: 'date',
      label: "Date d'admission",
      required: true,
      limits: (today) => ({
        minDate: addDays(today, -ADMISSION_PAST_DAYS),
        maxDate: addDays(today, ONE_YEAR_DAYS),
      }),
    },
    {
      key: 'typeHospitalisation',
      type: 'select',
      label: "Type d'hospitalisation",
      required: true,
      source: HOSPITALISATION_TYPES,
    },
    {
      key: 'codeDmt',
      type: 'text',
      label: 'Code DMT (discipline médico-tarifaire)',
      hint: '3 chiffres, facultatif.',
      inputMode: 'numeric',
      maxLength: 3,
      normalize: digits(3),
      validate: dmtRule,
    },
  ],
  documents: { label: 'Devis (facultatif)', inputName: 'devis', constraints: documents(false, 3) },
};

const refund: RequestFormSpec = {
  kind: 'remboursement',
  title: 'Demande de remboursement',
  intro: 'Envoyez une facture acquittée pour être remboursé.',
  fields: [
    beneficiary,
    { key: 'dateSoins', type: 'date', label: 'Date des soins', required: true, limits: pastOnly },
    { key: 'typeSoins', type: 'select', label: 'Type de soins', required: true, source: 'careType' },
    {
      key: 'montant',
      type: 'text',
      label: 'Montant payé (en euros)',
      required: true,
      inputMode: 'decimal',
      maxLength: 10,
      validate: amountRule,
      numeric: true,
    },
  ],
  documents: { label: 'Facture', inputName: 'facture', constraints: documents(true, 3) },
};

const claim: RequestFormSpec = {
  kind: 'declaration-sinistre',
  title: 'Déclaration de sinistre',
  intro: 'Déclarez un arrêt de travail, une invalidité ou un décès au titre de votre contrat de prévoyance.',
  fields: [
    { key: 'typeSinistre', type: 'select', label: 'Type de sinistre', required: true, source: 'claimType' },
    { key: 'dateEvenement', type: 'date', label: "Date de l'événement", required: true, limits: pastOnly },
    { ...beneficiary, label: 'Personne concernée' },
  ],
  documents: { label: 'Pièces justificatives', inputName: 'justificatifs', constraints: documents(true, 5) },
};

const addBeneficiary: RequestFormSpec = {
  kind: 'ajout-beneficiaire',
  title: "Ajout d'un bénéficiaire",
  intro: 'Ajoutez un conjoint, un enfant ou un autre ayant droit à votre contrat.',
  fields: [
    { key: 'civilite', type: 'select', label: 'Civilité', required: true, source: CIVILITIES },
    { key: 'nom', type: 'text', label: 'Nom', required: true, autoComplete: 'off', validate: lastNameRule },
    {
      key: 'prenom',
      type: 'text',
      label: 'Prénom',
      required: true,
      autoComplete: 'off',
      validate: firstNameRule,
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
      key: 'rattachementAssure',
      type: 'toggle',
      label: 'Enfant rattaché à votre numéro de sécurité sociale',
      required: true,
    },
    {
      key: 'nir',
      type: 'nir',
      label: 'Numéro de sécurité sociale (sans clé)',
      required: true,
      visibleWhen: (context) => context.text('rattachementAssure') === 'false',
    },
    { key: 'teletransmission', type: 'toggle', label: 'Télétransmission (NOEMIE)', required: true },
  ],
  documents: {
    label: 'Livret de famille, attestation de droits',
    inputName: 'pieces',
    constraints: documents(true, 5),
  },
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
      limits: (today) => ({ minDate: today, maxDate: addDays(today, ONE_YEAR_DAYS) }),
    },
    { key: 'motif', type: 'textarea', label: 'Motif', required: true, maxLength: 500 },
  ],
  documents: {
    label: 'Justificatifs (facultatif)',
    inputName: 'justificatifs',
    constraints: documents(false, 3),
  },
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
