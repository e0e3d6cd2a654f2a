import type { AccountConsent, AccountProfile } from '@portail/domain';
import type { AccountPort } from '../../ports/account.port.ts';
import type { PortError } from '../../ports/port-error.ts';
import type { Result } from '../../result.ts';
import { ok } from '../../result.ts';
import { ScriptedCall } from './scripted-call.ts';

type Answer<T> = Result<T, PortError>;

export function anAccountProfile(overrides: Partial<AccountProfile> = {}): AccountProfile {
  return {
    civilite: 'MME',
    nom: 'Dupont',
    prenom: 'Marie',
    dateNaissance: '1985-05-12',
    numeroAdherent: '1000001',
    numerosContrat: ['1000001-01'],
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
    doubleAuthentification: false,
    ...overrides,
  };
}

export function anAccountConsent(overrides: Partial<AccountConsent> = {}): AccountConsent {
  return {
    nom: 'newsletter',
    libelle: 'Actualités',
    accepted: null,
    answeredAt: null,
    historique: [],
    ...overrides,
  };
}

/** Hand-written fake of the account port: every call succeeds unless the test scripts otherwise. */
export class FakeAccountPort implements AccountPort {
  readonly getProfileCall = new ScriptedCall<[], Answer<AccountProfile>>(
    'getProfile',
    ok(anAccountProfile()),
  );
  readonly getConsentsCall = new ScriptedCall<[], Answer<readonly AccountConsent[]>>(
    'getConsents',
    ok([anAccountConsent()]),
  );

  readonly deleteAccountCall = new ScriptedCall<[string?], Answer<void>>('deleteAccount', ok(undefined));

  deleteAccount(password?: string): Promise<Answer<void>> {
    return Promise.resolve(this.deleteAccountCall.invoke(...(password === undefined ? [] : [password])));
  }
  readonly setDematerializationCall = new ScriptedCall<[boolean], Answer<void>>(
    'setDematerialization',
    ok(undefined),
  );

  setDematerialization(value: boolean): Promise<Answer<void>> {
    return Promise.resolve(this.setDematerializationCall.invoke(value));
  }
  getProfile(): Promise<Answer<AccountProfile>> {
    return Promise.resolve(this.getProfileCall.invoke());
  }
  getConsents(): Promise<Answer<readonly AccountConsent[]>> {
    return Promise.resolve(this.getConsentsCall.invoke());
  }
}
