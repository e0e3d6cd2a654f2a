import { maskPhoneNumber } from '@portail/domain';

/** Masks an e-mail address for display: "jean.dupont@exemple.fr" → "j*********t@e******.fr". */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at <= 0) return maskMiddle(email);
  const local = email.slice(0, at);
  const domain = email.slice(at + 1);
  const dot = domain.lastIndexOf('.');
  const host = dot > 0 ? domain.slice(0, dot) : domain;
  const tld = dot > 0 ? domain.slice(dot) : '';
  return `${maskMiddle(local)}@${host.slice(0, 1)}${'*'.repeat(Math.max(host.length - 1, 1))}${tld}`;
}

/** Keeps the first and last characters: "dupont" → "d****t". */
function maskMiddle(text: string): string {
  if (text.length <= 2) return `${text.slice(0, 1)}*`;
  return `${text.slice(0, 1)}${'*'.repeat(text.length - 2)}${text.slice(-1)}`;
}

/** Masks a phone number as everywhere in the portal (domain): "0612345678" → "•• •• •• •• 78". */
export function maskPhone(phone: string): string {
  return maskPhoneNumber(phone);
}
