import { isRequestOpen, type RequestStatus } from './request-status.ts';

const HOUR_MS = 60 * 60_000;

/**
 * The expected answer date of a request: its sending time plus the target delay of its kind, in hours (set in
 * the back office). Throws on a negative or non-finite delay or an invalid date (a configuration bug).
 */
export function expectedAnswerDate(submittedAt: Date, targetDelayHours: number): Date {
  if (!Number.isFinite(targetDelayHours) || targetDelayHours < 0) {
    throw new RangeError(`expectedAnswerDate: invalid target delay ${targetDelayHours}`);
  }
  if (Number.isNaN(submittedAt.getTime())) throw new RangeError('expectedAnswerDate: invalid date');
  return new Date(submittedAt.getTime() + targetDelayHours * HOUR_MS);
}

/**
 * « En retard »: the request waits on the insurer (« Envoyée » or « En cours de traitement ») and its expected
 * answer date is past. A request in « Complément demandé » waits on the member, a decided one on no-one: neither
 * is late (project decision: the issue flags « past the target delay » without saying whose turn it is).
 */
export function isRequestLate(status: RequestStatus, dueAt: Date, now: Date): boolean {
  return isRequestOpen(status) && status !== 'complement-demande' && now.getTime() > dueAt.getTime();
}

/**
 * The reference number shown to the member and the staff: `DEM-<year>-<sequence on 7 digits>` (`DEM-2026-0000042`).
 */
export function formatRequestReference(year: number, sequence: number): string {
  if (!Number.isInteger(year) || !Number.isInteger(sequence) || sequence < 1) {
    throw new RangeError(`formatRequestReference: invalid ${year}/${sequence}`);
  }
  return `DEM-${year}-${String(sequence).padStart(7, '0')}`;
}

export const REQUEST_REFERENCE_PATTERN = /^DEM-\d{4}-\d{7,}$/;
