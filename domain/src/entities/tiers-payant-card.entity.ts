import type { ContractGuarantees, GuaranteeDomain } from './guarantee.entity.ts';

/**
 * The tiers-payant card (« carte de tiers payant ») as professionals read it at the counter: the insurer's AMC
 * number, the validity, each covered person with their rank, and per domain of care the tiers-payant convention
 * and the coverage taken from the contract's guarantees; the number professionals call.
 */
export interface TiersPayantCard {
  readonly issuer: string;
  /** Organisation number of the insurer as a complementary health body (AMC). */
  readonly numeroAmc: string;
  readonly numeroContrat: string;
  readonly nomOffre: string;
  /** yyyy-MM-dd. */
  readonly valableDu: string;
  /** yyyy-MM-dd. */
  readonly valableAu: string;
  readonly beneficiaires: readonly TiersPayantCardPerson[];
  readonly domaines: readonly TiersPayantCardDomain[];
  /** The number a professional calls to check rights (« Ligne professionnels de santé »). */
  readonly telephoneProfessionnels: string;
}

export interface TiersPayantCardPerson {
  readonly rang: number;
  readonly nom: string;
  readonly prenom: string;
  /** yyyy-MM-dd. */
  readonly dateNaissance: string;
}

export interface TiersPayantCardDomain {
  /** Standard abbreviation printed on cards: PHAR, LABO, RADL, HOSP, OPTI, DENT, AUDI. */
  readonly code: string;
  readonly libelle: string;
  /** The tiers-payant convention the professional applies, or null when the domain is not covered. */
  readonly convention: string | null;
  /** The coverage (« 100 % BR »), or « Non couvert ». */
  readonly couverture: string;
}

/** Coverage shown for a domain the contract does not cover (no tiers payant there). */
export const NOT_COVERED = 'Non couvert';

/**
 * The domains of the card, in the order printed on French tiers-payant cards, each with the convention code and
 * the guarantee line whose formula is the coverage (domain code of the guarantees + a word of the line).
 */
export const TIERS_PAYANT_DOMAINS: readonly {
  readonly code: string;
  readonly libelle: string;
  readonly convention: string;
  readonly guarantee: { readonly domaine: string; readonly ligne: RegExp };
}[] = Object.freeze([
  {
    code: 'PHAR',
    libelle: 'Pharmacie',
    convention: 'TP-PH',
    guarantee: { domaine: 'soins-courants', ligne: /pharmacie/iu },
  },
  {
    code: 'LABO',
    libelle: 'Laboratoire',
    convention: 'TP-LA',
    guarantee: { domaine: 'soins-courants', ligne: /laboratoire/iu },
  },
  {
    code: 'RADL',
    libelle: 'Radiologie',
    convention: 'TP-RA',
    guarantee: { domaine: 'soins-courants', ligne: /spécialistes/iu },
  },
  {
    code: 'HOSP',
    libelle: 'Hospitalisation',
    convention: 'TP-HO',
    guarantee: { domaine: 'hospitalisation', ligne: /frais de séjour/iu },
  },
  {
    code: 'OPTI',
    libelle: 'Optique',
    convention: 'TP-OP',
    guarantee: { domaine: 'optique', ligne: /tarifs libres/iu },
  },
  {
    code: 'DENT',
    libelle: 'Dentaire',
    convention: 'TP-DE',
    guarantee: { domaine: 'dentaire', ligne: /soins dentaires/iu },
  },
  {
    code: 'AUDI',
    libelle: 'Audioprothèse',
    convention: 'TP-AU',
    guarantee: { domaine: 'aides-auditives', ligne: /tarifs libres/iu },
  },
]);

function coverage(domains: readonly GuaranteeDomain[], domaine: string, ligne: RegExp): string | null {
  const line = domains.find((domain) => domain.code === domaine)?.lignes.find((l) => ligne.test(l.libelle));
  return line === undefined ? null : line.formule;
}

/** Per card domain, the convention and coverage of the contract's guarantees (« Non couvert » without one). */
export function tiersPayantDomains(guarantees: ContractGuarantees): readonly TiersPayantCardDomain[] {
  return TIERS_PAYANT_DOMAINS.map((domain) => {
    const formule = coverage(guarantees.domaines, domain.guarantee.domaine, domain.guarantee.ligne);
    return {
      code: domain.code,
      libelle: domain.libelle,
      convention: formule === null ? null : domain.convention,
      couverture: formule ?? NOT_COVERED,
    };
  });
}

/** The card and the attestation run for the calendar year of `today` (yyyy-MM-dd). */
export function tiersPayantValidity(today: string): {
  readonly valableDu: string;
  readonly valableAu: string;
} {
  const year = today.slice(0, 4);
  return { valableDu: `${year}-01-01`, valableAu: `${year}-12-31` };
}

function record(value: unknown): Readonly<Record<string, unknown>> | null {
  return typeof value === 'object' && value !== null ? Object.fromEntries(Object.entries(value)) : null;
}

function strings<K extends string>(value: Readonly<Record<string, unknown>>, keys: readonly K[]) {
  const out: Partial<Record<K, string>> = {};
  for (const key of keys) {
    const field = value[key];
    if (typeof field !== 'string') return null;
    out[key] = field;
  }
  return out as Record<K, string>;
}

function personOf(value: unknown): TiersPayantCardPerson | null {
  const fields = record(value);
  const text = fields === null ? null : strings(fields, ['nom', 'prenom', 'dateNaissance']);
  if (fields === null || text === null || typeof fields['rang'] !== 'number') return null;
  return { rang: fields['rang'], ...text };
}

function domainOf(value: unknown): TiersPayantCardDomain | null {
  const fields = record(value);
  const text = fields === null ? null : strings(fields, ['code', 'libelle', 'couverture']);
  const convention = fields?.['convention'];
  if (text === null || (convention !== null && typeof convention !== 'string')) return null;
  return { ...text, convention };
}

function listOf<T>(value: unknown, item: (entry: unknown) => T | null): readonly T[] | null {
  if (!Array.isArray(value)) return null;
  const items = value.map(item);
  return items.every((entry) => entry !== null) ? (items as T[]) : null;
}

/** A card read back from the browser's storage, or null when the stored value is not a card. */
export function tiersPayantCardOf(value: unknown): TiersPayantCard | null {
  const fields = record(value);
  if (fields === null) return null;
  const text = strings(fields, [
    'issuer',
    'numeroAmc',
    'numeroContrat',
    'nomOffre',
    'valableDu',
    'valableAu',
    'telephoneProfessionnels',
  ]);
  const beneficiaires = listOf(fields['beneficiaires'], personOf);
  const domaines = listOf(fields['domaines'], domainOf);
  if (text === null || beneficiaires === null || domaines === null) return null;
  return { ...text, beneficiaires, domaines };
}
