import type { PortError } from '../../ports/port-error.ts';
import type {
  StaffTopicThread,
  StaffTopicThreadAction,
  StaffTopicThreadDetail,
  StaffTopicThreadFilter,
  StaffTopicThreadPage,
  StaffTopicThreadsPort,
} from '../../ports/back-office/staff-topic-threads.port.ts';
import type { Result } from '../../result.ts';
import { ok } from '../../result.ts';
import { ScriptedCall } from './scripted-call.ts';

type Answer<T> = Result<T, PortError>;

export function aStaffTopicThread(overrides: Partial<StaffTopicThread> = {}): StaffTopicThread {
  return {
    id: 'fil-1',
    topic: 'cotisations',
    topicLabel: 'Cotisations',
    memberNumber: '1000001',
    memberName: 'Marie Dupont',
    contractNumber: '1000001-01',
    startedAt: new Date('2026-11-24T09:00:00.000Z'),
    lastMessageAt: new Date('2026-11-24T09:00:00.000Z'),
    awaitingAnswer: true,
    messageCount: 1,
    closedAt: null,
    version: 2,
    ...overrides,
  };
}

export function aStaffTopicThreadDetail(
  overrides: Partial<StaffTopicThreadDetail> = {},
): StaffTopicThreadDetail {
  return {
    ...aStaffTopicThread(),
    messages: [
      {
        id: 'msg-1',
        at: new Date('2026-11-24T09:00:00.000Z'),
        author: 'adherent',
        authorName: 'Adhérent',
        text: 'Pourquoi ma cotisation a-t-elle augmenté ?',
        attachments: [],
      },
    ],
    allowedActions: ['answer', 'close'],
    ...overrides,
  };
}

/** Hand-written fake of the « Messages » port: every call succeeds unless the test scripts otherwise. */
export class FakeStaffTopicThreadsPort implements StaffTopicThreadsPort {
  readonly listCall = new ScriptedCall<[StaffTopicThreadFilter, string | null], Answer<StaffTopicThreadPage>>(
    'list',
    ok({ items: [aStaffTopicThread()], next: null }),
  );
  readonly getCall = new ScriptedCall<[string], Answer<StaffTopicThreadDetail>>(
    'get',
    ok(aStaffTopicThreadDetail()),
  );
  readonly actCall = new ScriptedCall<
    [string, number, StaffTopicThreadAction],
    Answer<StaffTopicThreadDetail>
  >('act', ok(aStaffTopicThreadDetail({ version: 3, awaitingAnswer: false })));

  list(filter: StaffTopicThreadFilter, cursor: string | null) {
    return Promise.resolve(this.listCall.invoke(filter, cursor));
  }

  get(id: string) {
    return Promise.resolve(this.getCall.invoke(id));
  }

  act(id: string, version: number, action: StaffTopicThreadAction) {
    return Promise.resolve(this.actCall.invoke(id, version, action));
  }
}
