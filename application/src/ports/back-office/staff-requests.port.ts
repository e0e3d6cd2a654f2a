import type { StaffRequestStatus, StaffRequestType } from '@portail/domain';
import type { PortResult } from '../port-error.ts';

/** Who the request is assigned to, as a filter: anyone, the viewer, nobody, or a staff login. */
export type StaffRequestAssignee = 'moi' | 'personne' | { readonly login: string };

/** The filters of the « Demandes » queue (each optional; all given ones apply) and its order. */
export interface StaffRequestQueueFilter {
  readonly type?: StaffRequestType;
  readonly status?: StaffRequestStatus;
  /** Requests sent at least this many days ago. */
  readonly minAgeDays?: number;
  /** true: past their target delay only; false: not late only. */
  readonly late?: boolean;
  readonly assignedTo?: StaffRequestAssignee;
  /** The contract's offer (« Santé Essentielle »…), exact. */
  readonly offer?: string;
  /** The member number, exact. */
  readonly memberNumber?: string;
  /** Oldest first (`age`) or the nearest expected answer first (`echeance`). */
  readonly sort: 'age' | 'echeance';
}

/** One request as the queue lists it. */
export interface StaffRequestSummary {
  readonly id: string;
  /** The reference number the member sees (« D-2026-000123 »). */
  readonly reference: string;
  readonly type: StaffRequestType;
  readonly status: StaffRequestStatus;
  readonly sentAt: Date;
  /** The expected answer date (sent + the type's target delay); null once answered. */
  readonly dueAt: Date | null;
  /** Past its target delay and not answered yet. */
  readonly late: boolean;
  readonly memberNumber: string;
  readonly memberName: string;
  readonly offer: string;
  /** The staff login that took it, null while nobody has. */
  readonly assignedTo: string | null;
}

/** One page of the queue; `counts` (requests per status, for the filter without status) on the first page. */
export interface StaffRequestQueuePage {
  readonly items: readonly StaffRequestSummary[];
  readonly next: string | null;
  readonly counts: Readonly<Record<StaffRequestStatus, number>> | null;
}

/** A file attached to the request or to a message: viewed inline (`viewerUrl`) or downloaded. */
export interface StaffRequestAttachment {
  readonly id: string;
  readonly fileName: string;
  readonly contentType: string;
  readonly size: number;
  /** The `visionneuse` address (never served as HTML): an iframe for a PDF, an image otherwise. */
  readonly viewerUrl: string;
  readonly downloadUrl: string;
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

/** One change of status, with who made it. */
export interface StaffRequestEvent {
  readonly at: Date;
  readonly status: StaffRequestStatus;
  readonly by: string | null;
  readonly note: string | null;
}

/** A request as its page shows it; `version` is sent back with every action (409 when it changed meanwhile). */
export interface StaffRequestDetail extends StaffRequestSummary {
  readonly version: number;
  readonly member: { readonly email: string | null; readonly birthDate: string | null };
  readonly contract: { readonly number: string; readonly offer: string; readonly state: string };
  /** The form's data, labelled in French, in the form's order. */
  readonly fields: readonly { readonly label: string; readonly value: string }[];
  readonly attachments: readonly StaffRequestAttachment[];
  readonly thread: readonly StaffRequestMessage[];
  readonly timeline: readonly StaffRequestEvent[];
  /** The prise en charge PDF once a hospital coverage is accepted. */
  readonly coverageDocumentUrl: string | null;
}

/** What a staff member does to a request (each needs `demandes` / update). */
export type StaffRequestAction =
  | { readonly kind: 'take' }
  | { readonly kind: 'ask-complement'; readonly message: string }
  | { readonly kind: 'accept' }
  | { readonly kind: 'refuse'; readonly reason: string }
  | { readonly kind: 'close' };

/** « Demandes » of the back office (openapi `/api/admin/demandes…`, Pact provider back-office-api). */
export interface StaffRequestsPort {
  /** The page of `filter` after `cursor` (the first page when null). */
  queue(filter: StaffRequestQueueFilter, cursor: string | null): PortResult<StaffRequestQueuePage>;
  get(id: string): PortResult<StaffRequestDetail>;
  /** Runs `action` on the request seen at `version`; answers the request as it now is. */
  act(id: string, version: number, action: StaffRequestAction): PortResult<StaffRequestDetail>;
}
