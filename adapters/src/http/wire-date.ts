const FRENCH_DATE = /^(\d{2})\/(\d{2})\/(\d{4})$/;

/**
 * Converts a typed JJ/MM/AAAA date to the wire's ISO yyyy-MM-dd. Anything else is sent as typed: the
 * server validates it and answers 400 with its own message.
 */
export function toWireDate(text: string): string {
  const trimmed = text.trim();
  const match = FRENCH_DATE.exec(trimmed);
  return match === null ? trimmed : `${match[3]}-${match[2]}-${match[1]}`;
}
