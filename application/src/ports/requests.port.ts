import type { MessageTopic, RequestForm, RequestKind, RequestStatus } from '@portail/domain';
import type { PortResult } from './port-error.ts';

/** One line of « Mes demandes ». Dates are ISO 8601 date-times as the server sends them. */
export interface MemberRequestSummary {
  readonly id: string;
  /** `DEM-2026-0000042`. */
  readonly reference: string;
  readonly kind: RequestKind;
  readonly status: RequestStatus;
  readonly submittedAt: string;
  /** Sending time + the kind's target delay. */
  readonly expectedAnswerAt: string;
  /** Waiting on the insurer past the expected answer date. */
  readonly late: boolean;
}

/** A document of a request or of a thread, opened from its own URL (same origin). */
export interface MemberRequestAttachment {
  readonly name: string;
  readonly url: string;
}

export interface MemberRequestMessage {
  readonly id: string;
  readonly from: 'member' | 'staff';
  readonly text: string;
  readonly at: string;
  readonly attachments: readonly MemberRequestAttachment[];
}

/** One step of a request's timeline (« Envoyée », « Complément demandé »…), with its note when there is one. */
export interface MemberRequestEvent {
  readonly at: string;
  readonly label: string;
  readonly note: string | null;
}

export interface MemberRequestDetail extends MemberRequestSummary {
  /** Oldest first. */
  readonly events: readonly MemberRequestEvent[];
  /** Oldest first. */
  readonly messages: readonly MemberRequestMessage[];
  readonly attachments: readonly MemberRequestAttachment[];
  /** « Complément demandé »: the member's answer puts it back « En cours de traitement ». */
  readonly canAnswerComplement: boolean;
  /** Not « Clôturée ». */
  readonly canWrite: boolean;
  /** The accusé de réception PDF (same origin). */
  readonly acknowledgementUrl: string;
}

/** A text and the `remoteFileName`s of its uploaded documents. */
export interface MemberMessageDraft {
  readonly text: string;
  readonly documents: readonly string[];
}

/** The server's answer to a sending: the new request and how the acknowledgement toast reads. */
export interface MemberRequestSent {
  readonly request: MemberRequestSummary;
  readonly isModeGestionManuel: boolean;
  readonly isAccuseReceptionActive: boolean;
}

/** A thread the member started on a topic. */
export interface MemberThreadSummary {
  readonly id: string;
  readonly topic: MessageTopic;
  readonly createdAt: string;
  readonly lastMessageAt: string;
  readonly messageCount: number;
}

export interface MemberThreadDetail extends MemberThreadSummary {
  readonly messages: readonly MemberRequestMessage[];
}

/** Reference data a request form chooses from (`/api/referentiel/{kind}`). */
export type RequestReferenceKind = 'claimType' | 'beneficiaryType' | 'civility';

export interface RequestReferenceItem {
  readonly code: string;
  readonly libelle: string;
}

/**
 * « Mes demandes » (issue 25 §1): the current contract's requests (the contract header selects it), their
 * timeline and thread, the member's threads on a topic, and the sendings.
 */
export interface RequestsPort {
  list(): PortResult<readonly MemberRequestSummary[]>;
  get(id: string): PortResult<MemberRequestDetail>;
  submit(form: RequestForm): PortResult<MemberRequestSent>;
  /** Only while « Complément demandé » (else 409). */
  answerComplement(id: string, draft: MemberMessageDraft): PortResult<MemberRequestDetail>;
  /** A message in a request's thread (409 once closed). */
  writeOnRequest(id: string, draft: MemberMessageDraft): PortResult<MemberRequestMessage>;
  listThreads(): PortResult<readonly MemberThreadSummary[]>;
  getThread(id: string): PortResult<MemberThreadDetail>;
  startThread(topic: MessageTopic, draft: MemberMessageDraft): PortResult<MemberThreadDetail>;
  writeOnThread(id: string, draft: MemberMessageDraft): PortResult<MemberRequestMessage>;
  referenceItems(kind: RequestReferenceKind): PortResult<readonly RequestReferenceItem[]>;
}
