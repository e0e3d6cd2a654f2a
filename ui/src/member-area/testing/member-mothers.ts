import type { PortError } from '@portail/application';
import type { CareNetwork, CmsItem, Consent, Contract, CurrentUser } from '@portail/domain';
import { httpErrorFor } from '@portail/domain';

export function aMember(overrides: Partial<CurrentUser> = {}): CurrentUser {
  return {
    roles: ['User'],
    userName: 'demo@mutuelle.fr',
    email: 'demo@mutuelle.fr',
    codeCivilite: 'MME',
    nom: 'Dupont',
    prenom: 'Marie',
    ...overrides,
  };
}

export function aContract(overrides: Partial<Contract> = {}): Contract {
  return {
    numeroContratIndividuel: '1000001-01',
    nomOffre: 'Santé Essentielle Famille',
    etat: 'valide',
    isActif: true,
    IsPrecontentieux: false,
    modalitePaiementPrestation: { rib: null, codeModePaiement: 'VIR', isMissing: false },
    ...overrides,
  };
}

export function withMissingPayment(contract: Contract): Contract {
  return {
    ...contract,
    modalitePaiementPrestation: { ...contract.modalitePaiementPrestation, isMissing: true },
  };
}

export function aConsent(nom: string, libelle = `Consentement ${nom}`): Consent {
  return { nom, libelle, accepted: null };
}

export function aCmsItem(overrides: Partial<CmsItem> = {}): CmsItem {
  return {
    id: 'cms-1',
    title: 'Titre CMS',
    content: '<p>Contenu</p>',
    name: 'Bloc',
    itemName: '',
    ...overrides,
  };
}

export function aCareNetwork(overrides: Partial<CareNetwork> = {}): CareNetwork {
  return {
    reseau: 'optique',
    url: '/dev/reseaux-soins/accueil',
    numOmc: 'OMC-1',
    libelle: 'Optique Horizon',
    description: 'Lunettes à tarifs négociés',
    icon: 'eye-open',
    imageId: '',
    imageForm: 'icon',
    ...overrides,
  };
}

/** The error a port returns for an HTTP status, with the server's message when given. */
export function aPortError(status: number, serverMessage?: string): PortError {
  const error = httpErrorFor(status, serverMessage);
  return serverMessage === undefined ? error : { ...error, server: { message: serverMessage } };
}
