import type { AdherentAction } from '@portail/domain';
import type {
  AdherentActionInput,
  AdherentDetail,
  AdherentHit,
  AdherentSearchResult,
  AdherentsPort,
} from '../../ports/back-office/adherents.port.ts';
import type { PortError } from '../../ports/port-error.ts';
import type { Result } from '../../result.ts';
import { ok } from '../../result.ts';
import { ScriptedCall } from './scripted-call.ts';

type Answer<T> = Result<T, PortError>;

export function anAdherentHit(overrides: Partial<AdherentHit> = {}): AdherentHit {
  return {
    id: 'M001',
    number: '1000001',
    civility: 'MME',
    lastName: 'Dupont',
    firstName: 'Marie',
    birthDate: '1985-05-12',
    postalCode: '75011',
    account: 'actif',
    ...overrides,
  };
}

export function anAdherent(overrides: Partial<AdherentDetail> = {}): AdherentDetail {
  const { account: _account, ...hit } = anAdherentHit();
  return {
    ...hit,
    email: 'demo@mutuelle.fr',
    phone: '0612345678',
    nir: '2850575123456',
    contracts: [{ number: '1000001-01', offer: 'Santé Essentielle Famille', state: 'valide', active: true }],
    account: {
      state: 'actif',
      since: new Date('2025-01-10T09:00:00.000Z'),
      until: null,
      login: 'demo@mutuelle.fr',
      doubleAuthentication: false,
      createdByStaff: false,
    },
    signIns: { source: 'sessions', lines: [] },
    consents: [],
    mails: [],
    requests: { counts: [], last: [] },
    allowedActions: ['reinitialisation-mot-de-passe'],
    ...overrides,
  };
}

/** Hand-written fake of the « Adhérents » port: every call succeeds unless the test scripts otherwise. */
export class FakeAdherentsPort implements AdherentsPort {
  readonly searchCall = new ScriptedCall<[string], Answer<AdherentSearchResult>>(
    'search',
    ok({ hits: [anAdherentHit()], more: false }),
  );
  readonly getCall = new ScriptedCall<[string], Answer<AdherentDetail>>('get', ok(anAdherent()));
  readonly actCall = new ScriptedCall<[string, AdherentAction, AdherentActionInput], Answer<AdherentDetail>>(
    'act',
    ok(anAdherent()),
  );

  search(query: string) {
    return Promise.resolve(this.searchCall.invoke(query));
  }

  get(id: string) {
    return Promise.resolve(this.getCall.invoke(id));
  }

  act(id: string, action: AdherentAction, input: AdherentActionInput) {
    return Promise.resolve(this.actCall.invoke(id, action, input));
  }
}
