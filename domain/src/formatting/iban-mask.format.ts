import type { BankDetails } from '../entities/bank-details.entity.ts';

/**
 * An IBAN for display with only its country, key and last 4 characters, in groups of 4:
 * 'FR7630006000011234567890189' → 'FR76 •••• •••• •••• •••• •••0 189'.
 */
export function maskIban(iban: string): string {
  const compact = iban.replace(/\s+/g, '').toUpperCase();
  if (compact.length <= 8) return compact;
  const masked = compact.slice(0, 4) + '•'.repeat(compact.length - 8) + compact.slice(-4);
  return masked.replace(/(.{4})(?=.)/g, '$1 ');
}

/** The IBAN of bank details (country + key + national account identifier). */
export function ibanOf(rib: BankDetails): string {
  return `${rib.codeInternationalPaysIso2}${rib.cleIban}${rib.identifiantNationalCompte}`;
}
