/** Object mothers: valid entities by default, each test overriding only what it is about. */
import type {
  CareNetwork,
  ClientConfiguration,
  CmsItem,
  Consent,
  Contract,
  CurrentClient,
  CurrentUser,
  FaqCategory,
  FaqQuestion,
  RegistrationUser,
} from '@portail/domain';
import { httpErrorFor } from '@portail/domain';
import type { PortError, ServerErrorDetails } from '../../ports/port-error.ts';

/** A port error as the HTTP adapters build it: catalogue error of the status, plus the server's body details. */
export function aPortError(status: number, server?: ServerErrorDetails): PortError {
  const error = httpErrorFor(status, server?.message);
  return server === undefined ? error : { ...error, server };
}

export function aClientConfiguration(overrides: Partial<ClientConfiguration> = {}): ClientConfiguration {
  return {
    createAccountAuthMode: 'all',
    tailleMaxPrenomNom: 50,
    registerAttemptNumber: 3,
    registerAttemptNumberMessage: 'Vous avez atteint le nombre maximal de tentatives.',
    isCodePostalVerifiedOnAccountCreation: true,
    isRegisterVerifyEmail: true,
    isRegisterVerifyIban: false,
    isRegisterIbanObligatoire: false,
    registerEmailMessage: '',
    registerIbanMessage: '',
    consentements: [{ nom: 'newsletter', libelle: "Recevoir la lettre d'information" }],
    oidcExternalProvider: null,
    isCheckBirthdayForgotPasswordActivated: false,
    amfSmsActivated: true,
    isAlerteRemboursementSubscribed: true,
    delaiToasts: 5,
    applicationMobile: { lienAndroid: '', lienIphone: '', titre: '', texte: '' },
    fonctionnalites: { dematCreationCompte: true },
    ...overrides,
  };
}

export function aCurrentClient(overrides: Partial<CurrentClient> = {}): CurrentClient {
  return {
    libelle: 'Mutuelle Démo',
    fonctionnalites: { creationCompteAutreActe: { isActivated: true } },
    dataCollectActivated: false,
    autresClients: [],
    oidcExternalProvider: null,
    isDonneesROMonegasquesActivated: false,
    ...overrides,
  };
}

/** A registration form every rule of the default configuration accepts ('all' mode). */
export function aRegistrationUser(overrides: Partial<RegistrationUser> = {}): RegistrationUser {
  return {
    numeroContrat: '123456',
    nir: '1850578006084',
    nom: "D'Artagnan",
    prenom: 'Jean-Éric',
    dateNaissance: '14/07/1985',
    codePostal: '75011',
    email: 'jean.dartagnan@example.fr',
    iban: '',
    password: 'Secret#2024',
    confirmPassword: 'Secret#2024',
    cgu: true,
    consentements: [{ nom: 'newsletter', libelle: "Recevoir la lettre d'information", accepted: true }],
    dematerialization: true,
    ...overrides,
  };
}

export function aConsent(overrides: Partial<Consent> = {}): Consent {
  return { nom: 'partage-donnees', libelle: 'Partage de mes données', accepted: null, ...overrides };
}

export function aContract(overrides: Partial<Contract> = {}): Contract {
  return {
    numeroContratIndividuel: 'C-1001',
    nomOffre: 'Santé Plus',
    etat: 'valide',
    isActif: true,
    IsPrecontentieux: false,
    modalitePaiementPrestation: { rib: null, codeModePaiement: 'VIR', isMissing: false },
    ...overrides,
  };
}

export function aCurrentUser(overrides: Partial<CurrentUser> = {}): CurrentUser {
  return {
    roles: ['User'],
    userName: 'jean.dartagnan@example.fr',
    email: 'jean.dartagnan@example.fr',
    codeCivilite: 'M',
    nom: "D'Artagnan",
    prenom: 'Jean',
    ...overrides,
  };
}

export function aCmsItem(overrides: Partial<CmsItem> = {}): CmsItem {
  return {
    id: 'cms-1',
    title: 'Titre',
    content: '<p>Contenu</p>',
    name: 'Register_Help',
    itemName: '',
    ...overrides,
  };
}

export function aFaqQuestion(overrides: Partial<FaqQuestion> = {}): FaqQuestion {
  return {
    title: 'Comment créer mon espace ?',
    content: '<p>Cliquez sur Créer mon espace.</p>',
    clickCode: 'click-1',
    rateCode: 'rate-1',
    related: [],
    ...overrides,
  };
}

export function aFaqCategory(overrides: Partial<FaqCategory> = {}): FaqCategory {
  return { name: 'Mon compte', order: 1, items: [aFaqQuestion()], ...overrides };
}

export function aCareNetwork(overrides: Partial<CareNetwork> = {}): CareNetwork {
  return {
    reseau: 'optique',
    url: 'https://reseau.example.fr/entree',
    numOmc: 'OMC-42',
    libelle: 'Réseau optique',
    description: 'Des opticiens partenaires',
    icon: 'eye-open',
    imageId: '',
    imageForm: 'covers',
    ...overrides,
  };
}
