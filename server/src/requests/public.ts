/**
 * The public file of `requests/` (« Mes demandes », issue 25): all another feature — the staff's « Demandes »
 * (`back-office/requests/`), notifications — may import from it (docs/architecture.md).
 *
 * - Read: `findRequest` (any request by id), `findRequestEvents` (timeline), `findRequestThread` +
 *   `findThreadMessages` (thread with documents), `findRequestAttachments` (the form's documents),
 *   `findAttachmentContent` (a document's bytes, filed under that request).
 * - Write (in a transaction, with the version read): `updateRequestStatus` (optimistic concurrency: null = changed
 *   meanwhile → 409), `assignRequest` (exclusive), `appendRequestEvent`, `postStaffMessage`, `insertThreadMessage`
 *   (a message in any thread, e.g. a manager's answer to a member's topic thread).
 * - Wire: `requestSummaryWire` / `requestDetailWire` give the JSON of `DemandeResume` / `DemandeDetail`.
 */
export type { AttachmentContent, AttachmentInfo } from './request-attachments.repository.ts';
export { findAttachmentContent, findRequestAttachments } from './request-attachments.repository.ts';
export type { AssignOutcome, RequestStatusUpdate } from './request-changes.repository.ts';
export { assignRequest, updateRequestStatus } from './request-changes.repository.ts';
export type { ThreadMessage, ThreadRecord } from './request-threads.repository.ts';
export { findRequestThread, findThreadMessages, insertThreadMessage } from './request-threads.repository.ts';
export type { RequestEvent, RequestRecord } from './requests.repository.ts';
export { appendRequestEvent, findRequest, findRequestEvents } from './requests.repository.ts';
export { type StaffMessageOutcome, postStaffMessage } from './staff-message.ts';
export { messageWire, requestDetailWire, requestSummaryWire } from './request-wire.ts';
