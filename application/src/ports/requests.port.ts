import type { UploadedFile } from '@portail/domain';
import type { PortResult } from './port-error.ts';

/*
 * « Mes demandes » (issue 25 §1). The kinds, statuses and their labels belong to the domain
 * (`domain/src/requests/`, branch reqsrv); until it lands these are the port's own minimal names, to be
 * replaced by the domain's — never kept beside them.
 */

/** The typed requests a member sends, and the free message thread (« Nouveau message »). */
export type MemberRequestKind =
  | 'prise-en-charge-hospitaliere'
  | 'remboursement'
  | 'declaration-sinistre'
  | 'ajout-beneficiaire'
  | 'radiation-beneficiaire'
  | 'message';

/** Envoyée → En cours de traitement → Complément demandé → Acceptée / Refusée → Clôturée. */
export type MemberRequestStatus =
  'envoyee' | 'en-cours' | 'complement-demande' | 'acceptee' | 'refusee' | 'cloturee';

/** Topics of a thread the member starts. */
export type MemberThreadTopic = 'contrat' | 'remboursements' | 'cotisations' | 'autre';

/** Reference data the forms choose from. */
export type RequestReferenceKind = 'claimType' | 'beneficiaryType' | 'careType';

export interface RequestReferenceItem {
  readonly code: string;
  readonly libelle: string;
}

/** One line of « Mes demandes ». Dates are ISO 8601 strings as the server sends them. */
export interface MemberRequestSummary {
  readonly id: string;
  readonly reference: string;
  readonly kind: MemberRequestKind;
  readonly status: MemberRequestStatus;
  readonly submittedAt: string;
  /** The answer expected by (submission + the kind's target delay); null once answered. */
  readonly expectedAnswerAt: string | null;
  /** The topic of a free thread (kind `message`). */
  readonly topic?: MemberThreadTopic | undefined;
}

export interface MemberRequestStatusChange {
  readonly status: MemberRequestStatus;
  readonly at: string;
}

export interface MemberRequestAttachment {
  readonly id: string;
  readonly name: string;
  /** Where the member opens it (same origin). */
  readonly url: string;
}

export interface MemberRequestMessage {
  readonly id: string;
  /** The member, or the insurer's staff. */
  readonly from: 'adherent' | 'mutuelle';
  readonly text: string;
  readonly at: string;
  readonly attachments: readonly MemberRequestAttachment[];
}

export interface MemberRequestDetail extends MemberRequestSummary {
  readonly timeline: readonly MemberRequestStatusChange[];
  readonly messages: readonly MemberRequestMessage[];
  /** The accusé de réception PDF (same origin). */
  readonly acknowledgementUrl: string;
  /** Optimistic-concurrency version, sent back with a reply. */
  readonly version: number;
}

/**
 * The data of a typed request as the domain's form rules read it: `type` (the kind), the fields (the
 * establishment nested, dates `yyyy-MM-dd`, amounts in euros), the attachments as the `remoteFileName`s the
 * upload answered.
 */
export type MemberRequestData = Readonly<Record<string, unknown>>;

export interface MemberRequestSubmission {
  readonly kind: Exclude<MemberRequestKind, 'message'>;
  readonly data: MemberRequestData;
}

export interface MemberThreadStart {
  readonly topic: MemberThreadTopic;
  readonly text: string;
  readonly documents: readonly UploadedFile[];
}

export interface MemberRequestReply {
  readonly text: string;
  readonly documents: readonly UploadedFile[];
  readonly version: number;
}

/** The server's answer to a sending: the new request and how the acknowledgement toast reads. */
export interface MemberRequestSent {
  readonly request: MemberRequestSummary;
  readonly isModeGestionManuel: boolean;
  readonly isAccuseReceptionActive: boolean;
}

/** The current contract's requests (the contract header selects it), their threads and new sendings. */
export interface RequestsPort {
  list(): PortResult<readonly MemberRequestSummary[]>;
  get(id: string): PortResult<MemberRequestDetail>;
  submit(submission: MemberRequestSubmission): PortResult<MemberRequestSent>;
  startThread(start: MemberThreadStart): PortResult<MemberRequestSent>;
  /** A message (and documents) in a request's thread; answers « Complément demandé ». */
  reply(id: string, reply: MemberRequestReply): PortResult<MemberRequestDetail>;
  referenceItems(kind: RequestReferenceKind): PortResult<readonly RequestReferenceItem[]>;
}
