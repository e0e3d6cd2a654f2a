import { describe, expect, it } from 'vitest';
import { err, ok } from '../../../result.ts';
import {
  FakeRequestDelaysPort,
  FakeStaffRequestsPort,
  aStaffRequest,
  someDelays,
} from '../../test-support/fake-staff-requests.port.ts';
import { aPortError } from '../../test-support/mothers.ts';
import { ProcessStaffRequest } from './process-staff-request.use-case.ts';
import { SaveRequestDelays } from './save-request-delays.use-case.ts';

describe('ProcessStaffRequest', () => {
  it('takes the request at the version shown and says so with its reference', async () => {
    const port = new FakeStaffRequestsPort();
    const outcome = await new ProcessStaffRequest(port).execute(aStaffRequest(), { kind: 'take' });
    port.actCall.expectCalledOnceWith('dem-1', 1, { kind: 'take' });
    expect(outcome).toMatchObject({
      kind: 'done',
      message: {
        code: 'SUCCESS.BO_REQUEST_TAKEN',
        message: 'Vous avez pris en charge la demande D-2026-000001.',
      },
    });
  });

  it('sends the complement message and the refusal reason trimmed, and refuses them empty before any call', async () => {
    const port = new FakeStaffRequestsPort();
    const process = new ProcessStaffRequest(port);
    expect(await process.execute(aStaffRequest(), { kind: 'refuse', reason: '  ' })).toEqual({
      kind: 'invalid',
      issue: {
        code: 'FLOW.DEMANDE_MOTIF_OBLIGATOIRE',
        message: "Indiquez le motif du refus : il est envoyé à l'adhérent.",
      },
    });
    expect(await process.execute(aStaffRequest(), { kind: 'ask-complement', message: '' })).toMatchObject({
      kind: 'invalid',
      issue: { code: 'FLOW.DEMANDE_MESSAGE_OBLIGATOIRE' },
    });
    port.actCall.expectNotCalled();
    await process.execute(aStaffRequest(), { kind: 'ask-complement', message: ' Le devis signé. ' });
    expect(port.actCall.lastCall()[2]).toEqual({ kind: 'ask-complement', message: 'Le devis signé.' });
  });

  it('on 409 gives the server’s French message (who has it) and the request as it now is', async () => {
    const port = new FakeStaffRequestsPort();
    const message = 'Cette demande est déjà prise en charge par gestionnaire2@mutuelle.fr.';
    port.actCall.answers(err(aPortError(409, { code: 'FLOW.DEMANDE_DEJA_PRISE', message })));
    port.getCall.answers(
      ok(aStaffRequest({ version: 2, assignedTo: { id: 's2', login: 'g2@mutuelle.fr', name: 'Ga' } })),
    );
    const outcome = await new ProcessStaffRequest(port).execute(aStaffRequest(), { kind: 'take' });
    expect(outcome).toMatchObject({ kind: 'stale', message: { message }, current: { version: 2 } });
  });

  it('on 409 without a server text gives the catalogue’s; other failures their message', async () => {
    const port = new FakeStaffRequestsPort();
    port.actCall.answersOnce(err(aPortError(409)), err(aPortError(403, { message: 'Refusé.' })));
    port.getCall.answers(err(aPortError(500)));
    const process = new ProcessStaffRequest(port);
    expect(await process.execute(aStaffRequest(), { kind: 'close' })).toMatchObject({
      kind: 'stale',
      message: { code: 'FLOW.DEMANDE_VERSION_PERIMEE' },
      current: null,
    });
    expect(await process.execute(aStaffRequest(), { kind: 'accept' })).toMatchObject({
      kind: 'failed',
      message: { message: 'Refusé.' },
    });
  });
});

describe('SaveRequestDelays', () => {
  it('saves every typed delay as hours, with the version read', async () => {
    const port = new FakeRequestDelaysPort();
    const typed = new Map([
      ['prise-en-charge-hospitaliere', '48'],
      ['remboursement', ' 120 '],
    ] as const);
    const outcome = await new SaveRequestDelays(port).execute(typed, 3);
    port.saveCall.expectCalledOnceWith(
      [
        { type: 'prise-en-charge-hospitaliere', hours: 48 },
        { type: 'remboursement', hours: 120 },
      ],
      3,
    );
    expect(outcome).toMatchObject({ kind: 'saved', message: { code: 'SUCCESS.BO_REQUEST_DELAYS_SAVED' } });
  });

  it('refuses a wrong field before any call, naming it', async () => {
    const port = new FakeRequestDelaysPort();
    const outcome = await new SaveRequestDelays(port).execute(new Map([['remboursement', '0']] as const), 3);
    expect(outcome.kind).toBe('invalid');
    if (outcome.kind === 'invalid') expect([...outcome.issues.keys()]).toEqual(['remboursement']);
    port.saveCall.expectNotCalled();
  });

  it('on 409 gives the current delays to save over', async () => {
    const port = new FakeRequestDelaysPort();
    port.saveCall.answers(err(aPortError(409)));
    port.getCall.answers(ok(someDelays({ version: 7 })));
    const outcome = await new SaveRequestDelays(port).execute(new Map([['remboursement', '72']] as const), 3);
    expect(outcome).toMatchObject({
      kind: 'stale',
      message: { code: 'FLOW.BO_REQUEST_DELAYS_STALE' },
      current: { version: 7 },
    });
  });
});
