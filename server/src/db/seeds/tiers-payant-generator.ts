import type { TiersPayantProfession } from '@portail/domain';

const KINDS: readonly {
  type: TiersPayantProfession;
  weight: number;
  libelles: readonly string[];
  noms: readonly string[];
  min: number;
  max: number;
}[] = [
  {
    type: 'pharmacie',
    weight: 60,
    libelles: ['Médicaments remboursables', 'Vaccin', 'Dispositif médical'],
    noms: ['Pharmacie du Parc', 'Pharmacie de la Mairie', 'Grande Pharmacie Centrale'],
    min: 4,
    max: 90,
  },
  {
    type: 'laboratoire',
    weight: 12,
    libelles: ['Analyses de biologie médicale', 'Bilan sanguin'],
    noms: ['Laboratoire Biomed', 'Cerballiance Lyon Est'],
    min: 10,
    max: 80,
  },
  {
    type: 'radiologie',
    weight: 8,
    libelles: ['Radiographie', 'Échographie', 'IRM'],
    noms: ['Centre d’imagerie Bellecour', 'Cabinet de radiologie du Rhône'],
    min: 20,
    max: 160,
  },
  {
    type: 'hopital',
    weight: 6,
    libelles: ['Forfait journalier hospitalier', 'Frais de séjour', 'Chambre particulière'],
    noms: ['Hôpital Édouard-Herriot', 'Clinique du Val d’Ouest'],
    min: 20,
    max: 900,
  },
  {
    type: 'opticien',
    weight: 6,
    libelles: ['Monture et verres', 'Verres progressifs', 'Lentilles'],
    noms: ['Optique Bellecour', 'Krys Part-Dieu'],
    min: 60,
    max: 400,
  },
  {
    type: 'dentiste',
    weight: 6,
    libelles: ['Couronne céramique', 'Soins dentaires', 'Détartrage'],
    noms: ['Dr Amel Haddad', 'Centre dentaire Saxe'],
    min: 20,
    max: 500,
  },
  {
    type: 'audioprothesiste',
    weight: 2,
    libelles: ['Aide auditive'],
    noms: ['Audition Conseil'],
    min: 300,
    max: 950,
  },
];
const TOTAL_WEIGHT = KINDS.reduce((sum, kind) => sum + kind.weight, 0);
const DAY_MS = 86_400_000;

/** mulberry32: a small deterministic PRNG (same plan, same payments). */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function pick<T>(items: readonly T[], next: () => number): T {
  const item = items[Math.floor(next() * items.length)];
  if (item === undefined) throw new Error('empty list');
  return item;
}

function kind(next: () => number): (typeof KINDS)[number] {
  let draw = next() * TOTAL_WEIGHT;
  for (const entry of KINDS) {
    draw -= entry.weight;
    if (draw <= 0) return entry;
  }
  return KINDS[0] as (typeof KINDS)[number];
}

export interface TiersPlan {
  readonly contract: string;
  readonly persons: readonly string[];
  readonly count: number;
  readonly days: number;
  readonly seed: number;
}

/** Tiers-payant payments of a contract: care over the `days` days before `today`, paid 1 to 10 days later. */
export function generateTiersPayant(plan: TiersPlan, today: Date): Record<string, unknown>[] {
  const next = random(plan.seed);
  const end = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate());
  return Array.from({ length: plan.count }, (_, index) => {
    const entry = kind(next);
    const care = end - (1 + Math.floor(next() * plan.days)) * DAY_MS;
    const paid = Math.min(care + (1 + Math.floor(next() * 10)) * DAY_MS, end);
    return {
      id: `TP-${plan.contract}-${String(index + 1).padStart(6, '0')}`,
      numero_contrat_individuel: plan.contract,
      num_pers: pick(plan.persons, next),
      date_soins: new Date(care).toISOString().slice(0, 10),
      date_paiement: new Date(paid).toISOString().slice(0, 10),
      type_professionnel: entry.type,
      professionnel: pick(entry.noms, next),
      libelle: pick(entry.libelles, next),
      montant: Math.round((entry.min + next() * (entry.max - entry.min)) * 100),
    };
  });
}
