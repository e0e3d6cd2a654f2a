import type { SimulatorDomain } from '../entities/simulator-domain.entity.ts';

/** An act of the simulator's domains, with where it sits in the tree and the tags of its branch. */
export interface SimulatorTreeAct {
  readonly code: string;
  readonly libelle: string;
  /** Libellés from the top domain down to the act's own domain. */
  readonly chemin: readonly string[];
  readonly tags: readonly string[];
  /** True when the act's domain or one above it is to be highlighted (`mettreEnValeur`). */
  readonly mettreEnValeur: boolean;
  /** True for an option of the domain (« Chambre particulière ») rather than one of its acts. */
  readonly option: boolean;
}

/** `{ code, libelle }` of a free-form act of the wire, or null when it has not both as strings. */
function actOf(value: unknown): { code: string; libelle: string } | null {
  if (typeof value !== 'object' || value === null) return null;
  const code: unknown = Reflect.get(value, 'code');
  const libelle: unknown = Reflect.get(value, 'libelle');
  return typeof code === 'string' && typeof libelle === 'string' ? { code, libelle } : null;
}

/** Every act and option of the domains, depth first (sub-domains, then children), in the tree's order. */
export function listSimulatorActs(domains: readonly SimulatorDomain[]): readonly SimulatorTreeAct[] {
  const acts: SimulatorTreeAct[] = [];
  const walk = (
    domain: SimulatorDomain,
    chemin: readonly string[],
    tags: readonly string[],
    highlighted: boolean,
  ) => {
    const path = [...chemin, domain.libelle];
    const branchTags = [...tags, ...domain.tags.filter((tag) => !tags.includes(tag))];
    const mettreEnValeur = highlighted || domain.mettreEnValeur;
    for (const [items, option] of [
      [domain.actes, false],
      [domain.options, true],
    ] as const) {
      for (const item of items) {
        const act = actOf(item);
        if (act !== null) acts.push({ ...act, chemin: path, tags: branchTags, mettreEnValeur, option });
      }
    }
    for (const child of [...domain.subDomaines, ...domain.children])
      walk(child, path, branchTags, mettreEnValeur);
  };
  for (const domain of domains) walk(domain, [], [], false);
  return acts;
}

/** Lower case, without accents nor punctuation: « Ostéopathe » and « osteopathe » match. */
export function normaliseSearchText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLocaleLowerCase('fr-FR')
    .replace(/[^\p{L}\p{N}%]+/gu, ' ')
    .trim();
}

/**
 * The acts matching a search by word or tag: every word of the query is found at the start of a word of the
 * act's libellé, its path or its tags (accents and case ignored). A blank query keeps every act.
 */
export function searchSimulatorActs(
  acts: readonly SimulatorTreeAct[],
  query: string,
): readonly SimulatorTreeAct[] {
  const words = normaliseSearchText(query)
    .split(' ')
    .filter((word) => word !== '');
  if (words.length === 0) return acts;
  return acts.filter((act) => {
    const haystack = normaliseSearchText([act.libelle, ...act.chemin, ...act.tags].join(' ')).split(' ');
    return words.every((word) => haystack.some((candidate) => candidate.startsWith(word)));
  });
}
