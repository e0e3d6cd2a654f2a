/** Hand-written fake of the « Mes demandes » port, and object mothers of its values. */
import type { PortError } from '../../ports/port-error.ts';
import type {
  MemberRequestDetail,
  MemberRequestReply,
  MemberRequestSent,
  MemberRequestSubmission,
  MemberRequestSummary,
  MemberThreadStart,
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
    reference: 'DEM-2026-000001',
    kind: 'prise-en-charge-hospitaliere',
    status: 'envoyee',
    submittedAt: '2026-11-20T09:30:00.000Z',
    expectedAnswerAt: '2026-11-22T09:30:00.000Z',
    ...overrides,
  };
}

export function aMemberRequestDetail(overrides: Partial<MemberRequestDetail> = {}): MemberRequestDetail {
  return {
    ...aMemberRequest(),
    timeline: [{ status: 'envoyee', at: '2026-11-20T09:30:00.000Z' }],
    messages: [],
    acknowledgementUrl: '/api/adherent/demandes/dem-1/accuse-reception',
    version: 1,
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
  readonly submitCall = new ScriptedCall<[MemberRequestSubmission], Answer<MemberRequestSent>>(
    'submit',
    ok(aSentRequest()),
  );
  readonly startThreadCall = new ScriptedCall<[MemberThreadStart], Answer<MemberRequestSent>>(
    'startThread',
    ok(aSentRequest({ request: aMemberRequest({ kind: 'message', topic: 'autre' }) })),
  );
  readonly replyCall = new ScriptedCall<[string, MemberRequestReply], Answer<MemberRequestDetail>>(
    'reply',
    ok(aMemberRequestDetail()),
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
  submit(submission: MemberRequestSubmission) {
    return Promise.resolve(this.submitCall.invoke(submission));
  }
  startThread(start: MemberThreadStart) {
    return Promise.resolve(this.startThreadCall.invoke(start));
  }
  reply(id: string, reply: MemberRequestReply) {
    return Promise.resolve(this.replyCall.invoke(id, reply));
  }
  referenceItems(kind: RequestReferenceKind) {
    return Promise.resolve(this.referenceItemsCall.invoke(kind));
  }
}
