import type { Habilitation, NewStaffAccount, StaffAccount, StaffHabilitationsMatrix } from '@portail/domain';
import { DEFAULT_HABILITATIONS } from '@portail/domain';
import type { PortError } from '../../ports/port-error.ts';
import type { StaffAccountsPort } from '../../ports/back-office/staff-accounts.port.ts';
import type { Result } from '../../result.ts';
import { ok } from '../../result.ts';
import { ScriptedCall } from './scripted-call.ts';

type Answer<T> = Result<T, PortError>;

export function aStaffAccount(overrides: Partial<StaffAccount> = {}): StaffAccount {
  return {
    id: 'staff-c',
    login: 'consultant@mutuelle.fr',
    nom: 'Durand',
    prenom: 'Claire',
    roles: ['Consultant', 'BackEndUser'],
    state: 'active',
    lastSignInAt: '2026-01-10T09:30:00.000Z',
    ...overrides,
  };
}

export function aStaffMatrix(overrides: Partial<StaffHabilitationsMatrix> = {}): StaffHabilitationsMatrix {
  return {
    account: aStaffAccount(),
    version: 0,
    habilitations: DEFAULT_HABILITATIONS.Consultant,
    ...overrides,
  };
}

/** Hand-written fake of the staff accounts port: every call succeeds unless the test scripts otherwise. */
export class FakeStaffAccountsPort implements StaffAccountsPort {
  readonly listCall = new ScriptedCall<[], Answer<readonly StaffAccount[]>>('list', ok([aStaffAccount()]));
  readonly createCall = new ScriptedCall<[NewStaffAccount], Answer<StaffAccount>>(
    'create',
    ok(
      aStaffAccount({
        id: 'staff-new',
        login: 'nina.roche@mutuelle.fr',
        state: 'pending',
        lastSignInAt: null,
      }),
    ),
  );
  readonly disableCall = new ScriptedCall<[string], Answer<StaffAccount>>(
    'disable',
    ok(aStaffAccount({ state: 'disabled' })),
  );
  readonly enableCall = new ScriptedCall<[string], Answer<StaffAccount>>('enable', ok(aStaffAccount()));
  readonly habilitationsCall = new ScriptedCall<[string], Answer<StaffHabilitationsMatrix>>(
    'habilitations',
    ok(aStaffMatrix()),
  );
  readonly saveHabilitationsCall = new ScriptedCall<
    [string, number, readonly Habilitation[]],
    Answer<StaffHabilitationsMatrix>
  >('saveHabilitations', ok(aStaffMatrix({ version: 1 })));

  list() {
    return Promise.resolve(this.listCall.invoke());
  }
  create(account: NewStaffAccount) {
    return Promise.resolve(this.createCall.invoke(account));
  }
  disable(accountId: string) {
    return Promise.resolve(this.disableCall.invoke(accountId));
  }
  enable(accountId: string) {
    return Promise.resolve(this.enableCall.invoke(accountId));
  }
  habilitations(accountId: string) {
    return Promise.resolve(this.habilitationsCall.invoke(accountId));
  }
  saveHabilitations(accountId: string, version: number, habilitations: readonly Habilitation[]) {
    return Promise.resolve(this.saveHabilitationsCall.invoke(accountId, version, habilitations));
  }
}
