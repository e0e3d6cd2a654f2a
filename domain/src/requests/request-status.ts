import { issue, type ValidationIssue } from '../result.ts';

/**
 * The life of a request (issue 25): Envoyée → En cours de traitement → Complément demandé → Acceptée / Refusée →
 * Clôturée. Wire values are the kebab-case codes; labels are what the member and the staff read.
 */
export const REQUEST_STATUSES = [
  'envoyee',
  'en-cours',
  'complement-demande',
  'acceptee',
  'refusee',
  'cloturee',
] as const;

export type RequestStatus = (typeof REQUEST_STATUSES)[number];

export const REQUEST_STATUS_LABELS: Readonly<Record<RequestStatus, string>> = Object.freeze({
  envoyee: 'Envoyée',
  'en-cours': 'En cours de traitement',
  'complement-demande': 'Complément demandé',
  acceptee: 'Acceptée',
  refusee: 'Refusée',
  cloturee: 'Clôturée',
});

/**
 * The allowed changes. Project decisions where the issue gives only the main line:
 * - a manager may answer straight from « Envoyée » (ask a complement, accept, refuse) as well as take it first;
 * - the member's reply to « Complément demandé » puts the request back « En cours de traitement »; a manager may
 *   also decide or close it without waiting for the reply (the member never answered);
 * - « Acceptée » and « Refusée » only lead to « Clôturée »; « Clôturée » is final.
 */
const TRANSITIONS: Readonly<Record<RequestStatus, readonly RequestStatus[]>> = Object.freeze({
  envoyee: ['en-cours', 'complement-demande', 'acceptee', 'refusee'],
  'en-cours': ['complement-demande', 'acceptee', 'refusee'],
  'complement-demande': ['en-cours', 'acceptee', 'refusee', 'cloturee'],
  acceptee: ['cloturee'],
  refusee: ['cloturee'],
  cloturee: [],
});

export function isRequestStatus(value: unknown): value is RequestStatus {
  return typeof value === 'string' && (REQUEST_STATUSES as readonly string[]).includes(value);
}

export function requestStatusLabel(status: RequestStatus): string {
  return REQUEST_STATUS_LABELS[status];
}

/** The statuses a request in `from` may move to. */
export function nextRequestStatuses(from: RequestStatus): readonly RequestStatus[] {
  return TRANSITIONS[from];
}

export function canChangeRequestStatus(from: RequestStatus, to: RequestStatus): boolean {
  return TRANSITIONS[from].includes(to);
}

/** A request still waiting for the insurer's decision (counts toward « late »). */
export function isRequestOpen(status: RequestStatus): boolean {
  return status === 'envoyee' || status === 'en-cours' || status === 'complement-demande';
}

/** A decided or closed request: no message, reply or action changes its status any more except closing. */
export function isRequestDecided(status: RequestStatus): boolean {
  return !isRequestOpen(status);
}

export const REQUEST_TRANSITION_CODE = 'REQUEST.TRANSITION_NOT_ALLOWED';

/**
 * The change `from` → `to` as a result: `{ ok: true, status }` when allowed, else the issue naming both labels.
 */
export function changeRequestStatus(
  from: RequestStatus,
  to: RequestStatus,
):
  | { readonly ok: true; readonly status: RequestStatus }
  | { readonly ok: false; readonly issue: ValidationIssue } {
  if (canChangeRequestStatus(from, to)) return { ok: true, status: to };
  return {
    ok: false,
    issue: issue(
      REQUEST_TRANSITION_CODE,
      `Une demande « ${REQUEST_STATUS_LABELS[from]} » ne peut pas passer à « ${REQUEST_STATUS_LABELS[to]} ».`,
    ),
  };
}
