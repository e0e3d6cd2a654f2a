import { describe, expect, it } from 'vitest';
import { NO_CONTRACT_ERROR_CODE } from '../ports/contracts.port.ts';
import type { PortError } from '../ports/port-error.ts';
import { SESSION_STORAGE_KEYS } from '../ports/session-storage.port.ts';
import { err, ok } from '../result.ts';
import { LoadContracts } from './load-contracts.use-case.ts';
import { FakeContractsPort, FakeSessionStorage } from './test-support/fake-member.ports.ts';
import { aContract, aCurrentUser, aPortError } from './test-support/mothers.ts';

const KEY = SESSION_STORAGE_KEYS.currentContract;
const NO_CONTRACT: PortError = { code: NO_CONTRACT_ERROR_CODE, message: '0 contrat', severity: 'danger' };

function setup(stored: Readonly<Record<string, string>> = {}) {
  const contracts = new FakeContractsPort();
  const storage = new FakeSessionStorage(stored);
  return { contracts, storage, useCase: new LoadContracts(contracts, storage) };
}

const FIRST = aContract({ numeroContratIndividuel: 'C-1', nomOffre: 'Santé Plus' });
const CLOSED = aContract({
  numeroContratIndividuel: 'C-2',
  nomOffre: 'Prévoyance',
  etat: 'resilie',
  isActif: false,
});
const OTHER = aContract({ numeroContratIndividuel: 'C-3', nomOffre: 'Santé Jeunes' });

describe('LoadContracts', () => {
  it("labels the contracts 'number - offer name' with the state in brackets when not valide", async () => {
    const { contracts, useCase } = setup();
    contracts.loadContractsCall.answers(ok([FIRST, CLOSED]));

    const outcome = await useCase.execute({ user: aCurrentUser() });

    expect(outcome.kind === 'loaded' && outcome.options.map((option) => option.label)).toEqual([
      'C-1 - Santé Plus',
      'C-2 - Prévoyance [Résilié]',
    ]);
  });

  it('uses the stored choice when that contract is active, and stores it again', async () => {
    const { contracts, storage, useCase } = setup({ [KEY]: 'C-3' });
    contracts.loadContractsCall.answers(ok([FIRST, CLOSED, OTHER]));

    const outcome = await useCase.execute({ user: aCurrentUser() });

    expect(outcome.kind === 'loaded' && outcome.current).toEqual(OTHER);
    storage.expectStored(KEY, 'C-3');
  });

  it('falls back to the first contract when the stored one is inactive among several', async () => {
    const { contracts, storage, useCase } = setup({ [KEY]: 'C-2' });
    contracts.loadContractsCall.answers(ok([FIRST, CLOSED]));

    const outcome = await useCase.execute({ user: aCurrentUser() });

    expect(outcome.kind === 'loaded' && outcome.current).toEqual(FIRST);
    storage.expectStored(KEY, 'C-1');
  });

  it('keeps an inactive stored contract when it is the only one', async () => {
    const { contracts, useCase } = setup({ [KEY]: 'C-2' });
    contracts.loadContractsCall.answers(ok([CLOSED]));

    const outcome = await useCase.execute({ user: aCurrentUser() });

    expect(outcome.kind === 'loaded' && outcome.current).toEqual(CLOSED);
  });

  it("sends a member without contract to the login after logout, with '0 contrat'", async () => {
    const { contracts, storage, useCase } = setup({ [KEY]: 'C-9' });
    contracts.loadContractsCall.answers(err(NO_CONTRACT));

    const outcome = await useCase.execute({ user: aCurrentUser({ roles: ['User'] }) });

    expect(outcome).toEqual({ kind: 'no-contract', message: '0 contrat', destination: 'logout-to-login' });
    storage.expectStored(KEY, undefined);
  });

  it('sends a back-end user without contract to the admin area (also for an empty list)', async () => {
    const { contracts, useCase } = setup();
    contracts.loadContractsCall.answers(ok([]));

    const outcome = await useCase.execute({ user: aCurrentUser({ roles: ['BackEndUser', 'Admin'] }) });

    expect(outcome).toEqual({ kind: 'no-contract', message: '0 contrat', destination: 'admin-area' });
  });

  it('opens the static error modal with the error body on 503', async () => {
    const { contracts, useCase } = setup();
    const failure = aPortError(503, { message: "Maintenance programmée jusqu'à 14 h" });
    contracts.loadContractsCall.answers(err(failure));

    const outcome = await useCase.execute({ user: aCurrentUser() });

    expect(outcome).toEqual({
      kind: 'failed',
      modalMessage: "Maintenance programmée jusqu'à 14 h",
      error: failure,
    });
  });

  it('opens the static error modal with the default text of the status otherwise', async () => {
    const { contracts, useCase } = setup();
    contracts.loadContractsCall.answers(
      err(aPortError(500, { message: 'NullPointerException at ContratService' })),
    );

    const outcome = await useCase.execute({ user: aCurrentUser() });

    expect(outcome.kind === 'failed' && outcome.modalMessage).toBe(
      "Une erreur s'est produite. Si le problème persiste, contactez votre support",
    );
  });
});
