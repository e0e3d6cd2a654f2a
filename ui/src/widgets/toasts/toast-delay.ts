/** Shared toast display time when the client configuration gives none (spec §9). */
export const DEFAULT_TOAST_DELAY_MS = 5000;

/**
 * Toast display time in milliseconds from the client configuration's `delaiToasts` (seconds, spec §9).
 * A missing, non-finite or non-positive value falls back to the 5000 ms default (a zero would make a toast
 * stay forever, which the spec never asks for).
 */
export function toastDelayFromSeconds(delaiToasts: number | null | undefined): number {
  if (delaiToasts === null || delaiToasts === undefined) return DEFAULT_TOAST_DELAY_MS;
  if (!Number.isFinite(delaiToasts) || delaiToasts <= 0) return DEFAULT_TOAST_DELAY_MS;
  return Math.round(delaiToasts * 1000);
}
