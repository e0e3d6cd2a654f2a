/** Fakes of the member-area ports (contracts, bank details, security code) and of the browser storage / cache. */
import type { BankDetailsPopupData, Contract } from '@portail/domain';
import { expect } from 'vitest';
import type { BankDetailsPort, BankDetailsUpdateOutcome } from '../../ports/bank-details.port.ts';
import type { ContractsPort } from '../../ports/contracts.port.ts';
import type { PortError } from '../../ports/port-error.ts';
import type { RequestCachePort } from '../../ports/request-cache.port.ts';
import type {
  SecurityCodeContact,
  SecurityCodePort,
  SecurityCodeSendOutcome,
  SecurityCodeSendRequest,
  SecurityCodeVerifyRequest,
} from '../../ports/security-code.port.ts';
import type { SessionStoragePort } from '../../ports/session-storage.port.ts';
import type { Result } from '../../result.ts';
import { ok } from '../../result.ts';
import { aContract } from './mothers.ts';
import { ScriptedCall } from './scripted-call.ts';

type Answer<T> = Result<T, PortError>;

export class FakeContractsPort implements ContractsPort {
  readonly loadContractsCall = new ScriptedCall<[], Answer<readonly Contract[]>>(
    'loadContracts',
    ok([aContract()]),
  );

  loadContracts(): Promise<Answer<readonly Contract[]>> {
    return Promise.resolve(this.loadContractsCall.invoke());
  }
}

export class FakeBankDetailsPort implements BankDetailsPort {
  readonly updateCall = new ScriptedCall<[BankDetailsPopupData], Answer<BankDetailsUpdateOutcome>>(
    'update',
    ok({ isModeGestionManuel: false }),
  );

  update(popup: BankDetailsPopupData): Promise<Answer<BankDetailsUpdateOutcome>> {
    return Promise.resolve(this.updateCall.invoke(popup));
  }
}

export class FakeSecurityCodePort implements SecurityCodePort {
  readonly sendCall = new ScriptedCall<[SecurityCodeSendRequest], Answer<SecurityCodeSendOutcome>>(
    'send',
    ok({ telephoneForbidden: false }),
  );
  readonly verifyCall = new ScriptedCall<[SecurityCodeVerifyRequest], Answer<void>>('verify', ok(undefined));
  readonly getContactCall = new ScriptedCall<[], Answer<SecurityCodeContact>>(
    'getContact',
    ok({ telephone: '06******12', email: 'j***@example.fr' }),
  );

  send(request: SecurityCodeSendRequest): Promise<Answer<SecurityCodeSendOutcome>> {
    return Promise.resolve(this.sendCall.invoke(request));
  }
  verify(request: SecurityCodeVerifyRequest): Promise<Answer<void>> {
    return Promise.resolve(this.verifyCall.invoke(request));
  }
  getContact(): Promise<Answer<SecurityCodeContact>> {
    return Promise.resolve(this.getContactCall.invoke());
  }
}

/** In-memory browser storage. */
export class FakeSessionStorage implements SessionStoragePort {
  private readonly values = new Map<string, string>();

  constructor(initial: Readonly<Record<string, string>> = {}) {
    for (const [key, value] of Object.entries(initial)) this.values.set(key, value);
  }

  get(key: string): string | undefined {
    return this.values.get(key);
  }
  set(key: string, value: string): void {
    this.values.set(key, value);
  }
  remove(key: string): void {
    this.values.delete(key);
  }
  removeStartingWith(prefix: string): void {
    for (const key of [...this.values.keys()]) if (key.startsWith(prefix)) this.values.delete(key);
  }

  expectStored(key: string, value: string | undefined): void {
    expect(this.values.get(key), `stored ${key}`).toBe(value);
  }
}

export class FakeRequestCache implements RequestCachePort {
  clearCount = 0;

  clear(): void {
    this.clearCount += 1;
  }

  expectCleared(times = 1): void {
    expect(this.clearCount, 'request cache clears').toBe(times);
  }
}
