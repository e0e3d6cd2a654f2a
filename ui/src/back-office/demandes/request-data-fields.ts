/** The French labels of the fields members' forms send (reqsrv's `request-forms.ts`), and of their values. */
const LABELS: Readonly<Record<string, string>> = {
  beneficiaire: 'Bénéficiaire',
  etablissement: 'Établissement',
  nom: 'Nom',
  prenom: 'Prénom',
  finess: 'N° FINESS',
  codePostal: 'Code postal',
  fax: 'Fax',
  email: 'E-mail',
  dateAdmission: "Date d'admission",
  typeHospitalisation: "Type d'hospitalisation",
  codeDmt: 'Code DMT / discipline',
  dateSoins: 'Date des soins',
  typeSoins: 'Type de soins',
  montant: 'Montant payé',
  typeSinistre: 'Type de sinistre',
  dateEvenement: "Date de l'événement",
  personneConcernee: 'Personne concernée',
  description: 'Description',
  civilite: 'Civilité',
  dateNaissance: 'Date de naissance',
  nir: 'N° de sécurité sociale',
  cleNir: 'Clé',
  nirMonaco: 'Affiliation monégasque',
  rattacheNirAdherent: "Rattaché au n° de sécurité sociale de l'adhérent",
  typeBeneficiaire: 'Type de bénéficiaire',
  teletransmission: 'Télétransmission',
  dateEffet: "Date d'effet",
  motif: 'Motif',
  objet: 'Objet',
  acte: "Code de l'acte",
  libelleActe: 'Acte',
  prixDevis: 'Prix du devis',
  praticien: 'Praticien',
  commentaire: 'Commentaire',
};

const VALUES: Readonly<Record<string, string>> = {
  complete: 'Hospitalisation complète',
  ambulatoire: 'Ambulatoire',
  maternite: 'Maternité',
  psychiatrie: 'Psychiatrie',
  'soins-de-suite': 'Soins de suite et de réadaptation',
};

/** Keys whose numbers are amounts in euros. */
const AMOUNTS = new Set(['montant', 'prixDevis']);

/** Keys not shown as data: the type (the page's title says it) and the attachments (listed with their viewer). */
const HIDDEN = new Set(['type', 'devis', 'factures', 'justificatifs', 'pieces']);

const MONEY = new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR' });

export interface DataField {
  readonly label: string;
  readonly value: string;
}

/** « dateNaissance » → « Date naissance » for a key the table does not know. */
function labelOf(key: string): string {
  const known = LABELS[key];
  if (known !== undefined) return known;
  const words = key.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

function valueOf(key: string, value: unknown): string {
  if (typeof value === 'boolean') return value ? 'Oui' : 'Non';
  if (typeof value === 'number') return AMOUNTS.has(key) ? MONEY.format(value) : String(value);
  if (typeof value === 'string') {
    const day = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
    if (day !== null) return `${day[3] ?? ''}/${day[2] ?? ''}/${day[1] ?? ''}`;
    return VALUES[value] ?? value;
  }
  if (Array.isArray(value)) return value.map((item) => valueOf(key, item)).join(', ');
  return value === null || value === undefined ? '—' : JSON.stringify(value);
}

/** The form's data as label / value lines, in the form's order; a nested object gives « Parent — Field » lines. */
export function requestDataFields(
  data: Readonly<Record<string, unknown>>,
  prefix = '',
): readonly DataField[] {
  return Object.entries(data).flatMap(([key, value]): DataField[] => {
    if (HIDDEN.has(key) || value === undefined || value === '') return [];
    const label = prefix === '' ? labelOf(key) : `${prefix} — ${labelOf(key)}`;
    if (typeof value === 'object' && value !== null && !Array.isArray(value))
      return [...requestDataFields(Object.fromEntries(Object.entries(value)), label)];
    return [{ label, value: valueOf(key, value) }];
  });
}
