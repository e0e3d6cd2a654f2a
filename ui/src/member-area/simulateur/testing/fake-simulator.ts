import type { PortError, RenfortRequestOutcome, Result, SimulatorPort } from '@portail/application';
import type { SimulatorContext, SimulatorDomain, SimulatorRenfortOffer } from '@portail/domain';
import { ScriptedAsyncCall } from '@portail/application/src/use-cases/test-support/scripted-call.ts';

type R<T> = Result<T, PortError>;

/** SimulatorPort double: every method a scripted call. */
export class FakeSimulator implements SimulatorPort {
  readonly domainsCall = new ScriptedAsyncCall<[], R<readonly SimulatorDomain[]>>('getDomains');
  readonly contextCall = new ScriptedAsyncCall<[], R<SimulatorContext>>('getContext');
  readonly renfortsCall = new ScriptedAsyncCall<[], R<readonly SimulatorRenfortOffer[]>>('listRenforts');
  readonly requestCall = new ScriptedAsyncCall<[string, string], R<RenfortRequestOutcome>>('requestRenfort');
  getDomains = () => this.domainsCall.invoke();
  getContext = () => this.contextCall.invoke();
  listRenforts = () => this.renfortsCall.invoke();
  requestRenfort = (code: string, acte: string) => this.requestCall.invoke(code, acte);
}

/** The domains of the seed, cut down: glasses (with the 100 % Santé child), a crown, an osteopath. */
export const DOMAINS: readonly SimulatorDomain[] = [
  {
    libelle: 'Optique',
    tags: ['lunettes'],
    actes: [{ code: 'LUN', libelle: 'Lunettes (monture et verres simples)' }],
    subDomaines: [],
    options: [],
    children: [
      {
        libelle: 'Équipement 100 % Santé',
        tags: ['reste à charge zéro'],
        actes: [],
        subDomaines: [],
        options: [],
        children: [],
        mettreEnValeur: true,
      },
    ],
    mettreEnValeur: true,
  },
  {
    libelle: 'Dentaire',
    tags: ['couronne'],
    actes: [{ code: 'PDT', libelle: 'Couronne céramo-métallique' }],
    subDomaines: [],
    options: [],
    children: [],
    mettreEnValeur: false,
  },
  {
    libelle: 'Soins courants',
    tags: ['consultation'],
    actes: [{ code: 'CSP', libelle: 'Consultation de médecin spécialiste' }],
    subDomaines: [],
    options: [],
    children: [
      {
        libelle: 'Médecines douces',
        tags: ['ostéopathe'],
        actes: [{ code: 'OST', libelle: 'Séance d’ostéopathie' }],
        subDomaines: [],
        options: [],
        children: [],
        mettreEnValeur: false,
      },
    ],
    mettreEnValeur: false,
  },
];

export const CONTEXT: SimulatorContext = {
  nomOffre: 'Santé Essentielle Famille',
  dateCalcul: '2026-11-26',
  garanties: [
    {
      garantie: 'optique-lunettes',
      libelle: 'Lunettes à tarifs libres (monture + verres)',
      pourcentageBR: null,
      forfait: 10_000,
      fraisReels: false,
      plafond: { montant: 10_000, periodeAnnees: 2 },
    },
    {
      garantie: 'optique-100-sante',
      libelle: 'Lunettes du panier 100 % Santé',
      pourcentageBR: null,
      forfait: null,
      fraisReels: true,
      plafond: null,
    },
    {
      garantie: 'soins-consultations',
      libelle: 'Consultations de généralistes et spécialistes',
      pourcentageBR: 100,
      forfait: null,
      fraisReels: false,
      plafond: null,
    },
  ],
  consommations: [{ numPers: 'P0010002', garantie: 'optique-lunettes', montant: 10_000 }],
  beneficiaires: [
    { numPers: 'P0010001', nom: 'Dupont', prenom: 'Marie', dateNaissance: '1985-05-12' },
    { numPers: 'P0010002', nom: 'Dupont', prenom: 'Thomas', dateNaissance: '1983-09-30' },
    { numPers: 'P0010003', nom: 'Dupont', prenom: 'Léa', dateNaissance: '2014-02-11' },
  ],
};
