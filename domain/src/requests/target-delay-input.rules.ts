import type { ValidationIssue } from '../result.ts';
import { backOfficeRequestsCatalogue } from '../errors/back-office-requests.catalogue.ts';

/** The longest target delay of a request type: 90 days. */
export const MAX_TARGET_DELAY_HOURS = 2160;

/** The parsed hours of a typed target delay (digits only, 1 to 2,160), or the issue refusing it. */
export function parseTargetDelayHours(
  typed: string,
): { readonly ok: true; readonly hours: number } | { readonly ok: false; readonly issue: ValidationIssue } {
  const text = typed.trim();
  const hours = /^\d{1,4}$/.test(text) ? Number(text) : Number.NaN;
  if (Number.isInteger(hours) && hours >= 1 && hours <= MAX_TARGET_DELAY_HOURS) return { ok: true, hours };
  const { code, template } = backOfficeRequestsCatalogue.delayInvalid;
  return { ok: false, issue: { code, message: template } };
}

/** « 48 h (2 jours) »: a target delay as the back office shows it. */
export function targetDelayText(hours: number): string {
  if (hours % 24 !== 0) return `${String(hours)} h`;
  const days = hours / 24;
  return `${String(hours)} h (${String(days)} jour${days > 1 ? 's' : ''})`;
}
