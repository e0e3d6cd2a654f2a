import { REQUEST_KIND_LABELS, REQUEST_KINDS, type RequestKind, isRequestKind } from './request-kind.ts';
import {
  REQUEST_STATUS_LABELS,
  REQUEST_STATUSES,
  type RequestStatus,
  isRequestStatus,
} from './request-status.ts';

/**
 * The back office's names for the requests' statuses and types (issue 25 §2): the requests domain's own lists
 * (`request-status.ts`, `request-kind.ts`), under the names the back-office screens use. The types' labels are
 * the short ones of the queue (« Prise en charge hospitalière » rather than « Demande de prise en charge … »).
 */
export const STAFF_REQUEST_STATUSES = REQUEST_STATUSES;
export type StaffRequestStatus = RequestStatus;

export const STAFF_REQUEST_TYPES = REQUEST_KINDS;
export type StaffRequestType = RequestKind;

export const STAFF_REQUEST_STATUS_LABELS = REQUEST_STATUS_LABELS;

export const STAFF_REQUEST_TYPE_LABELS: Readonly<Record<StaffRequestType, string>> = Object.freeze({
  ...REQUEST_KIND_LABELS,
  'prise-en-charge-hospitaliere': 'Prise en charge hospitalière',
});

export const isStaffRequestStatus = isRequestStatus;
export const isStaffRequestType = isRequestKind;
