import type { CareType } from '@portail/domain';

/** One kind of act the seed draws from: its amount range (euros) and the shares paid by Sécu and mutuelle. */
export interface CatalogueAct {
  readonly type: CareType;
  readonly libelle: string;
  readonly professionnels: readonly string[];
  readonly min: number;
  readonly max: number;
  readonly secu: number;
  readonly mutuelle: number;
  /** Relative frequency. */
  readonly weight: number;
}

const GP = ['Dr Claire Moreau', 'Dr Julien Petit', 'Dr Nadia Benali'];

export const CATALOGUE: readonly CatalogueAct[] = [
  {
    type: 'consultation',
    libelle: 'Consultation médecin généraliste',
    professionnels: GP,
    min: 26.5,
    max: 30,
    secu: 0.63,
    mutuelle: 0.3,
    weight: 22,
  },
  {
    type: 'consultation',
    libelle: 'Consultation médecin spécialiste',
    professionnels: ['Dr Hugo Lambert, dermatologue', 'Dr Sarah Cohen, cardiologue'],
    min: 50,
    max: 90,
    secu: 0.35,
    mutuelle: 0.4,
    weight: 7,
  },
  {
    type: 'consultation',
    libelle: 'Consultation pédiatre',
    professionnels: ['Dr Anne Roux, pédiatre'],
    min: 35,
    max: 45,
    secu: 0.55,
    mutuelle: 0.35,
    weight: 5,
  },
  {
    type: 'pharmacie',
    libelle: 'Médicaments remboursés à 65 %',
    professionnels: ['Pharmacie du Marché', 'Pharmacie de la Gare'],
    min: 4,
    max: 60,
    secu: 0.65,
    mutuelle: 0.35,
    weight: 24,
  },
  {
    type: 'pharmacie',
    libelle: 'Médicaments remboursés à 30 %',
    professionnels: ['Pharmacie du Marché'],
    min: 3,
    max: 25,
    secu: 0.3,
    mutuelle: 0.6,
    weight: 6,
  },
  {
    type: 'analyses',
    libelle: 'Analyses de biologie médicale',
    professionnels: ['Laboratoire BioSanté'],
    min: 12,
    max: 85,
    secu: 0.6,
    mutuelle: 0.4,
    weight: 8,
  },
  {
    type: 'radiologie',
    libelle: 'Radiographie',
    professionnels: ['Centre d’imagerie Voltaire'],
    min: 25,
    max: 60,
    secu: 0.7,
    mutuelle: 0.3,
    weight: 4,
  },
  {
    type: 'radiologie',
    libelle: 'Échographie',
    professionnels: ['Centre d’imagerie Voltaire'],
    min: 55,
    max: 95,
    secu: 0.6,
    mutuelle: 0.3,
    weight: 2,
  },
  {
    type: 'kinesitherapie',
    libelle: 'Séance de kinésithérapie',
    professionnels: ['Cabinet de kinésithérapie Oberkampf'],
    min: 16,
    max: 25,
    secu: 0.6,
    mutuelle: 0.4,
    weight: 8,
  },
  {
    type: 'dentaire',
    libelle: 'Détartrage',
    professionnels: ['Dr Paul Garnier, chirurgien-dentiste'],
    min: 28.92,
    max: 28.92,
    secu: 0.7,
    mutuelle: 0.3,
    weight: 4,
  },
  {
    type: 'dentaire',
    libelle: 'Couronne céramo-métallique',
    professionnels: ['Dr Paul Garnier, chirurgien-dentiste'],
    min: 450,
    max: 650,
    secu: 0.17,
    mutuelle: 0.45,
    weight: 1,
  },
  {
    type: 'optique',
    libelle: 'Lunettes (monture et verres)',
    professionnels: ['Optique Lumière'],
    min: 180,
    max: 520,
    secu: 0.02,
    mutuelle: 0.6,
    weight: 2,
  },
  {
    type: 'optique',
    libelle: 'Lentilles de contact',
    professionnels: ['Optique Lumière'],
    min: 90,
    max: 220,
    secu: 0.02,
    mutuelle: 0.5,
    weight: 1,
  },
  {
    type: 'audition',
    libelle: 'Aide auditive (par oreille)',
    professionnels: ['Audition Conseil'],
    min: 950,
    max: 1700,
    secu: 0.2,
    mutuelle: 0.5,
    weight: 0.3,
  },
  {
    type: 'hospitalisation',
    libelle: 'Forfait journalier hospitalier',
    professionnels: ['Hôpital Saint-Antoine'],
    min: 20,
    max: 100,
    secu: 0,
    mutuelle: 1,
    weight: 1.5,
  },
  {
    type: 'hospitalisation',
    libelle: 'Chambre particulière',
    professionnels: ['Clinique des Lilas'],
    min: 65,
    max: 240,
    secu: 0,
    mutuelle: 0.7,
    weight: 1,
  },
];

/** Reasons of a rejected act (« Rejeté »). */
export const REJECTION_REASONS: readonly string[] = [
  'Bénéficiaire non couvert à la date des soins',
  'Doublon d’une demande déjà traitée',
  'Facture détaillée manquante',
  'Acte non pris en charge par votre contrat',
  'Prescription médicale absente',
];
