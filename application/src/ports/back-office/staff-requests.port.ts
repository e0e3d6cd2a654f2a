import type { StaffRequestStatus, StaffRequestType } from '@portail/domain';
import type { PortResult } from '../port-error.ts';

/** A staff member a request is assigned to. */
export interface StaffRequestAgent {
  readonly id: string;
  readonly login: string;
  /** « Prénom Nom ». */
  readonly name: string;
}

/** The filters of the « Demandes » queue (each optional; all given ones apply) and its order. */
export interface StaffRequestQueueFilter {
  readonly type?: StaffRequestType;
  readonly status?: StaffRequestStatus;
  /** Requests sent at least this many days ago. */
  readonly minAgeDays?: number;
  /** Requests sent at most this many days ago. */
  readonly maxAgeDays?: number;
  /** true: past their target delay only; false: not late only. */
  readonly late?: boolean;
  /** The viewer (`moi`), nobody (`personne`) or a staff account id. */
  readonly assignedTo?: string;
  /** The code of the contract's offer, exact. */
  readonly offer?: string;
  /** The member number, exact. */
  readonly memberNumber?: string;
  /** Newest first, oldest first, or the nearest expected answer first. */
  readonly sort: 'recentes' | 'anciennes' | 'echeance';
}

/** One request as the queue lists it. */
export interface StaffRequestSummary {
  readonly id: string;
  /** The reference number the member sees. */
  readonly reference: string;
  readonly type: StaffRequestType;
  readonly status: StaffRequestStatus;
  readonly sentAt: Date;
  /** The expected answer date (sent + the type's target delay). */
  readonly dueAt: Date;
  /** Past its expected answer date and not answered yet. */
  readonly late: boolean;
  readonly memberNumber: string;
  /** « Prénom Nom ». */
  readonly memberName: string;
  readonly contractNumber: string;
  /** The code of the contract's offer. */
  readonly offer: string;
  /** Who took it, null while nobody has. */
  readonly assignedTo: StaffRequestAgent | null;
  /** Sent back with every action (409 when it changed meanwhile). */
  readonly version: number;
}

/** One page of the queue, and every request counted per status (whatever the filters). */
export interface StaffRequestQueuePage {
  readonly items: readonly StaffRequestSummary[];
  readonly next: string | null;
  readonly counts: Readonly<Record<StaffRequestStatus, number>>;
}

/** A file attached to the request or to a message, viewed inline at `url` (never served as HTML). */
export interface StaffRequestAttachment {
  readonly id: string;
  readonly fileName: string;
  readonly contentType: string;
  readonly size: number;
  readonly addedAt: Date;
  /** `gestionnaire` for what the insurer issued (the « prise en charge » PDF). */
  readonly origin: 'adherent' | 'gestionnaire';
  /** The `visionneuse` address. */
  readonly url: string;
}

/** One message of the thread between the member and the insurer. */
export interface StaffRequestMessage {
  readonly id: string;
  readonly at: Date;
  readonly author: 'adherent' | 'gestionnaire';
  readonly authorName: string;
  readonly text: string;
  readonly attachments: readonly StaffRequestAttachment[];
}

/** One change of status: when, who (« Adhérent » or the staff member's name), with what comment. */
export interface StaffRequestEvent {
  readonly at: Date;
  readonly status: StaffRequestStatus;
  readonly by: string;
  readonly note: string | null;
}

/** What a staff member does to a request (each needs `demandes` / update). */
export type StaffRequestAction =
  | { readonly kind: 'take' }
  | { readonly kind: 'ask-complement'; readonly message: string }
  | { readonly kind: 'accept'; readonly comment?: string }
  | { readonly kind: 'refuse'; readonly reason: string }
  | { readonly kind: 'close' };

export type StaffRequestActionKind = StaffRequestAction['kind'];

/** A request as its page shows it. */
export interface StaffRequestDetail extends StaffRequestSummary {
  readonly member: {
    readonly civility: string | null;
    readonly lastName: string;
    readonly firstName: string;
    readonly email: string | null;
    /** « Zéro papier » chosen (mail only). */
    readonly paperless: boolean;
  };
  /** The contract's state (spec §3 codes: valide, eninstance, suspendu, resilie). */
  readonly contract: { readonly state: string };
  /** The form's data as the member sent it (fields of the request type). */
  readonly data: Readonly<Record<string, unknown>>;
  readonly attachments: readonly StaffRequestAttachment[];
  readonly thread: readonly StaffRequestMessage[];
  readonly timeline: readonly StaffRequestEvent[];
  /** What the viewer may do now (habilitations, status, who has it). */
  readonly allowedActions: readonly StaffRequestActionKind[];
}

/** « Demandes » of the back office (openapi `/api/admin/demandes…`, Pact provider back-office-api). */
export interface StaffRequestsPort {
  /** The page of `filter` after `cursor` (the first page when null). */
  queue(filter: StaffRequestQueueFilter, cursor: string | null): PortResult<StaffRequestQueuePage>;
  get(id: string): PortResult<StaffRequestDetail>;
  /** Runs `action` on the request seen at `version`; answers the request as it now is. */
  act(id: string, version: number, action: StaffRequestAction): PortResult<StaffRequestDetail>;
}
