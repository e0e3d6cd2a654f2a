import { describe, expect, it } from 'vitest';
import { err } from '../result.ts';
import { ChangeDematerialization } from './change-dematerialization.use-case.ts';
import { FakeAccountPort } from './test-support/fake-account.port.ts';
import { aPortError } from './test-support/mothers.ts';

describe('ChangeDematerialization', () => {
  it('sends the preference and answers « Demande réalisée »', async () => {
    const account = new FakeAccountPort();
    const outcome = await new ChangeDematerialization(account).execute(false);
    account.setDematerializationCall.expectCalledOnceWith(false);
    expect(outcome.kind === 'changed' && outcome.toast.message).toBe('Demande réalisée');
  });

  it('reports a refusal as « Un problème est survenu » with the server detail', async () => {
    const account = new FakeAccountPort();
    account.setDematerializationCall.answers(err(aPortError(500, { message: 'Panne' })));
    const outcome = await new ChangeDematerialization(account).execute(true);
    expect(outcome.kind === 'failed' && [outcome.toast.message, outcome.toast.detail]).toEqual([
      'Un problème est survenu',
      'Panne',
    ]);
  });
});
