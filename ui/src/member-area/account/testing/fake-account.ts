import type {
  AccountPort,
  ChangePasswordRequest,
  PortError,
  Result,
  SecurityCodeContact,
  SecurityCodePort,
  SecurityCodeSendOutcome,
  SecurityCodeSendRequest,
  SecurityCodeVerifyRequest,
} from '@portail/application';
import { ok } from '@portail/application';
import type { AccountConsent, AccountProfile } from '@portail/domain';
import { ScriptedAsyncCall } from '@portail/application/src/use-cases/test-support/scripted-call.ts';

type R<T> = Result<T, PortError>;

export function aProfile(overrides: Partial<AccountProfile> = {}): AccountProfile {
  return {
    civilite: 'MME',
    nom: 'Dupont',
    prenom: 'Marie',
    dateNaissance: '1985-05-12',
    numeroAdherent: '1000001',
    numerosContrat: ['1000001-01', '1000001-02'],
    email: 'demo@mutuelle.fr',
    telephone: '•• •• •• •• 78',
    adresse: {
      numVoie: '24',
      libelleCourtNatureVoie: 'RUE',
      libelleVoie: 'de la Roquette',
      codePostal: '75011',
      localite: 'Paris',
    },
    dematerialization: true,
    doubleAuthentification: true,
    ...overrides,
  };
}

export function aConsent(overrides: Partial<AccountConsent> = {}): AccountConsent {
  return {
    nom: 'enquetes',
    libelle: "J'accepte d'être sollicité(e) pour des enquêtes de satisfaction.",
    accepted: true,
    answeredAt: '2026-01-02T10:00:00.000Z',
    historique: [{ accepted: true, answeredAt: '2026-01-02T10:00:00.000Z' }],
    ...overrides,
  };
}

/** The account port of « Mon compte » for view-model tests. */
export class FakeAccount implements AccountPort {
  readonly profileCall = new ScriptedAsyncCall<[], R<AccountProfile>>('getProfile', ok(aProfile()));
  readonly consentsCall = new ScriptedAsyncCall<[], R<readonly AccountConsent[]>>(
    'getConsents',
    ok([aConsent()]),
  );
  readonly deleteCall = new ScriptedAsyncCall<[string?], R<void>>('deleteAccount', ok(undefined));
  readonly dematCall = new ScriptedAsyncCall<[boolean], R<void>>('setDematerialization', ok(undefined));
  setDematerialization = (value: boolean) => this.dematCall.invoke(value);
  getProfile = () => this.profileCall.invoke();
  deleteAccount = (password?: string) =>
    password === undefined ? this.deleteCall.invoke() : this.deleteCall.invoke(password);
  getConsents = () => this.consentsCall.invoke();
}

/** The change-password call of the identity port. */
export class FakePasswordChange {
  readonly changeCall = new ScriptedAsyncCall<[ChangePasswordRequest], R<void>>(
    'changePassword',
    ok(undefined),
  );
  changePassword = (request: ChangePasswordRequest) => this.changeCall.invoke(request);
}

/** The security-code calls of « Double authentification ». */
export class FakeSecurityCode implements SecurityCodePort {
  readonly sendCall = new ScriptedAsyncCall<[SecurityCodeSendRequest], R<SecurityCodeSendOutcome>>(
    'send',
    ok({ telephoneForbidden: false }),
  );
  readonly verifyCall = new ScriptedAsyncCall<[SecurityCodeVerifyRequest], R<void>>('verify', ok(undefined));
  readonly contactCall = new ScriptedAsyncCall<[], R<SecurityCodeContact>>(
    'getContact',
    ok({ telephone: '•• •• •• •• 78', email: 'd***@m***.fr' }),
  );
  send = (request: SecurityCodeSendRequest) => this.sendCall.invoke(request);
  verify = (request: SecurityCodeVerifyRequest) => this.verifyCall.invoke(request);
  getContact = () => this.contactCall.invoke();
}
