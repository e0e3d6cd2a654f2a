import { describe, expect, it } from 'vitest';
import { err, ok } from '../../../result.ts';
import {
  FakeStaffTopicThreadsPort,
  aStaffTopicThreadDetail,
} from '../../test-support/fake-staff-topic-threads.port.ts';
import { aPortError } from '../../test-support/mothers.ts';
import { ProcessStaffTopicThread } from './process-staff-topic-thread.use-case.ts';

describe('ProcessStaffTopicThread', () => {
  it('sends the answer trimmed at the version shown and says it is sent', async () => {
    const port = new FakeStaffTopicThreadsPort();
    const outcome = await new ProcessStaffTopicThread(port).execute(aStaffTopicThreadDetail(), {
      kind: 'answer',
      text: '  Votre cotisation suit l’indice.  ',
    });
    port.actCall.expectCalledOnceWith('fil-1', 2, {
      kind: 'answer',
      text: 'Votre cotisation suit l’indice.',
    });
    expect(outcome).toMatchObject({
      kind: 'done',
      thread: { version: 3 },
      message: { code: 'SUCCESS.BO_THREAD_ANSWERED' },
    });
  });

  it('refuses an empty answer before any call', async () => {
    const port = new FakeStaffTopicThreadsPort();
    const outcome = await new ProcessStaffTopicThread(port).execute(aStaffTopicThreadDetail(), {
      kind: 'answer',
      text: ' ',
    });
    expect(outcome).toMatchObject({ kind: 'invalid', issue: { code: 'FLOW.DEMANDE_MESSAGE_OBLIGATOIRE' } });
    port.actCall.expectNotCalled();
  });

  it('closes, and on 409 gives the server’s message and the thread as it now is', async () => {
    const port = new FakeStaffTopicThreadsPort();
    const process = new ProcessStaffTopicThread(port);
    expect(await process.execute(aStaffTopicThreadDetail(), { kind: 'close' })).toMatchObject({
      kind: 'done',
      message: { code: 'SUCCESS.BO_THREAD_CLOSED' },
    });
    const message = 'Cette discussion a reçu un nouveau message.';
    port.actCall.answers(err(aPortError(409, { code: 'FLOW.DISCUSSION_VERSION_PERIMEE', message })));
    port.getCall.answers(ok(aStaffTopicThreadDetail({ version: 4 })));
    expect(await process.execute(aStaffTopicThreadDetail(), { kind: 'close' })).toMatchObject({
      kind: 'stale',
      message: { message },
      current: { version: 4 },
    });
  });

  it('on 409 without a server text gives the catalogue’s; other failures their message', async () => {
    const port = new FakeStaffTopicThreadsPort();
    port.actCall.answersOnce(err(aPortError(409)), err(aPortError(403, { message: 'Refusé.' })));
    port.getCall.answers(err(aPortError(500)));
    const process = new ProcessStaffTopicThread(port);
    expect(await process.execute(aStaffTopicThreadDetail(), { kind: 'close' })).toMatchObject({
      kind: 'stale',
      message: { code: 'FLOW.DISCUSSION_VERSION_PERIMEE' },
      current: null,
    });
    expect(await process.execute(aStaffTopicThreadDetail(), { kind: 'close' })).toMatchObject({
      kind: 'failed',
      message: { message: 'Refusé.' },
    });
  });
});
