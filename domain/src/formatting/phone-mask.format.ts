/**
 * A phone number as the portal shows it, every digit hidden but the last two (issue 22 #15: one way only, in
 * « Mes informations », « Double authentification » and the security-code messages): '0612345678' →
 * '•• •• •• •• 78'. Empty when the number has fewer than two digits.
 */
export function maskPhoneNumber(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  if (digits.length < 2) return '';
  return `•• •• •• •• ${digits.slice(-2)}`;
}
