import { describe, expect, it } from 'vitest';
import type { SimulatorDomain } from '../entities/simulator-domain.entity.ts';
import { listSimulatorActs, searchSimulatorActs } from './simulator-tree.ts';

function domain(libelle: string, rest: Partial<SimulatorDomain> = {}): SimulatorDomain {
  return {
    libelle,
    tags: [],
    actes: [],
    subDomaines: [],
    options: [],
    children: [],
    mettreEnValeur: false,
    ...rest,
  };
}

const TREE: readonly SimulatorDomain[] = [
  domain('Optique', {
    tags: ['lunettes'],
    mettreEnValeur: true,
    actes: [{ code: 'LUN', libelle: 'Lunettes (monture et verres simples)' }],
    children: [
      domain('Lentilles', { tags: ['lentilles'], actes: [{ code: 'LEN', libelle: 'Lentilles de contact' }] }),
    ],
  }),
  domain('Dentaire', {
    subDomaines: [
      domain('Prothèses', {
        tags: ['couronne'],
        actes: [{ code: 'PDT', libelle: 'Couronne céramo-métallique' }],
      }),
    ],
  }),
  domain('Hospitalisation', { options: [{ code: 'CP', libelle: 'Chambre particulière' }] }),
  domain('Médecines douces', {
    tags: ['ostéopathe'],
    actes: [{ code: 'OST', libelle: 'Séance d’ostéopathie' }, { libelle: 'sans code' }],
  }),
];

describe('simulator tree', () => {
  it('lists every act with its path, the tags of its branch and the highlight of its domain', () => {
    const acts = listSimulatorActs(TREE);
    expect(acts.map((act) => act.code)).toEqual(['LUN', 'LEN', 'PDT', 'CP', 'OST']);
    expect(acts[3]?.option).toBe(true);
    expect(acts[1]).toEqual({
      code: 'LEN',
      libelle: 'Lentilles de contact',
      chemin: ['Optique', 'Lentilles'],
      tags: ['lunettes', 'lentilles'],
      mettreEnValeur: true,
      option: false,
    });
    expect(acts[2]?.mettreEnValeur).toBe(false);
  });

  it('finds acts by tag or word, ignoring accents and case', () => {
    const acts = listSimulatorActs(TREE);
    const codes = (query: string) => searchSimulatorActs(acts, query).map((act) => act.code);
    expect(codes('lunettes')).toEqual(['LUN', 'LEN']);
    expect(codes('Couronne')).toEqual(['PDT']);
    expect(codes('osteopathe')).toEqual(['OST']);
    expect(codes('lentilles contact')).toEqual(['LEN']);
    expect(codes('   ')).toHaveLength(5);
    expect(codes('scanner')).toEqual([]);
  });
});
