/** Hand-written fake of the « Mes demandes » port, and object mothers of its values. */
import type { MessageTopic, RequestForm } from '@portail/domain';
import type { PortError } from '../../ports/port-error.ts';
import type {
  MemberMessageDraft,
  MemberRequestDetail,
  MemberRequestMessage,
  MemberRequestSent,
  MemberRequestSummary,
  MemberThreadDetail,
  MemberThreadSummary,
  RequestReferenceItem,
  RequestReferenceKind,
  RequestsPort,
} from '../../ports/requests.port.ts';
import type { Result } from '../../result.ts';
import { ok } from '../../result.ts';
import { ScriptedCall } from './scripted-call.ts';

type Answer<T> = Result<T, PortError>;

export function aMemberRequest(overrides: Partial<MemberRequestSummary> = {}): MemberRequestSummary {
  return {
    id: 'dem-1',
    reference: 'DEM-2026-0000001',
    kind: 'prise-en-charge-hospitaliere',
    status: 'envoyee',
    submittedAt: '2026-11-20T09:30:00.000Z',
    expectedAnswerAt: '2026-11-22T09:30:00.000Z',
    late: false,
    ...overrides,
  };
}

export function aMemberRequestDetail(overrides: Partial<MemberRequestDetail> = {}): MemberRequestDetail {
  return {
    ...aMemberRequest(),
    events: [{ at: '2026-11-20T09:30:00.000Z', label: 'Envoyée', note: null }],
    messages: [],
    attachments: [],
    canAnswerComplement: false,
    canWrite: true,
    acknowledgementUrl: '/api/adherent/demandes/dem-1/accuse-reception',
    ...overrides,
  };
}

export function aMessage(overrides: Partial<MemberRequestMessage> = {}): MemberRequestMessage {
  return {
    id: 'msg-1',
    from: 'member',
    text: 'Bonjour',
    at: '2026-11-21T08:00:00.000Z',
    attachments: [],
    ...overrides,
  };
}

export function aThread(overrides: Partial<MemberThreadDetail> = {}): MemberThreadDetail {
  return {
    id: 'fil-1',
    topic: 'autre',
    createdAt: '2026-11-21T08:00:00.000Z',
    lastMessageAt: '2026-11-21T08:00:00.000Z',
    messageCount: 1,
    messages: [aMessage()],
    ...overrides,
  };
}

export function aSentRequest(overrides: Partial<MemberRequestSent> = {}): MemberRequestSent {
  return {
    request: aMemberRequest(),
    isModeGestionManuel: false,
    isAccuseReceptionActive: false,
    ...overrides,
  };
}

export class FakeRequestsPort implements RequestsPort {
  readonly listCall = new ScriptedCall<[], Answer<readonly MemberRequestSummary[]>>('list', ok([]));
  readonly getCall = new ScriptedCall<[string], Answer<MemberRequestDetail>>(
    'get',
    ok(aMemberRequestDetail()),
  );
  readonly submitCall = new ScriptedCall<[RequestForm], Answer<MemberRequestSent>>(
    'submit',
    ok(aSentRequest()),
  );
  readonly answerComplementCall = new ScriptedCall<[string, MemberMessageDraft], Answer<MemberRequestDetail>>(
    'answerComplement',
    ok(aMemberRequestDetail({ status: 'en-cours' })),
  );
  readonly writeOnRequestCall = new ScriptedCall<[string, MemberMessageDraft], Answer<MemberRequestMessage>>(
    'writeOnRequest',
    ok(aMessage()),
  );
  readonly listThreadsCall = new ScriptedCall<[], Answer<readonly MemberThreadSummary[]>>(
    'listThreads',
    ok([]),
  );
  readonly getThreadCall = new ScriptedCall<[string], Answer<MemberThreadDetail>>('getThread', ok(aThread()));
  readonly startThreadCall = new ScriptedCall<[MessageTopic, MemberMessageDraft], Answer<MemberThreadDetail>>(
    'startThread',
    ok(aThread()),
  );
  readonly writeOnThreadCall = new ScriptedCall<[string, MemberMessageDraft], Answer<MemberRequestMessage>>(
    'writeOnThread',
    ok(aMessage()),
  );
  readonly referenceItemsCall = new ScriptedCall<
    [RequestReferenceKind],
    Answer<readonly RequestReferenceItem[]>
  >('referenceItems', ok([{ code: 'ARRET', libelle: 'Arrêt de travail' }]));

  list() {
    return Promise.resolve(this.listCall.invoke());
  }
  get(id: string) {
    return Promise.resolve(this.getCall.invoke(id));
  }
  submit(form: RequestForm) {
    return Promise.resolve(this.submitCall.invoke(form));
  }
  answerComplement(id: string, draft: MemberMessageDraft) {
    return Promise.resolve(this.answerComplementCall.invoke(id, draft));
  }
  writeOnRequest(id: string, draft: MemberMessageDraft) {
    return Promise.resolve(this.writeOnRequestCall.invoke(id, draft));
  }
  listThreads() {
    return Promise.resolve(this.listThreadsCall.invoke());
  }
  getThread(id: string) {
    return Promise.resolve(this.getThreadCall.invoke(id));
  }
  startThread(topic: MessageTopic, draft: MemberMessageDraft) {
    return Promise.resolve(this.startThreadCall.invoke(topic, draft));
  }
  writeOnThread(id: string, draft: MemberMessageDraft) {
    return Promise.resolve(this.writeOnThreadCall.invoke(id, draft));
  }
  referenceItems(kind: RequestReferenceKind) {
    return Promise.resolve(this.referenceItemsCall.invoke(kind));
  }
}
