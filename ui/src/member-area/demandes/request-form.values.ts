import type { RequestFieldSpec } from './request-form.fields.ts';

/** An amount typed in euros ('45,50', '1 200.5'), else null. */
export function parseAmount(text: string): number | null {
  const normalized = text.trim().replace(/\s/g, '').replace(',', '.');
  return /^\d{1,9}(?:\.\d{1,2})?$/.test(normalized) ? Number(normalized) : null;
}

/**
 * The value a field puts in the request's data, undefined when nothing is typed. A date: `yyyy-MM-dd` of the
 * picked day, else the text as typed (the rules then say what is wrong); an amount: the number, else the text;
 * a toggle: a boolean.
 */
export function typedValue(
  field: RequestFieldSpec,
  text: string,
  date: Date | null,
  isoDay: (date: Date) => string,
): unknown {
  const trimmed = text.trim();
  if (field.type === 'date') return date === null ? undefined : isoDay(date);
  if (trimmed === '') return undefined;
  if (field.type === 'toggle') return trimmed === 'true';
  if (field.type === 'text' && field.numeric === true) return parseAmount(trimmed) ?? trimmed;
  return trimmed;
}

/** Sets `value` at a dotted path of `data` (`etablissement.finess`), creating the objects on the way. */
export function setAtPath(data: Record<string, unknown>, path: string, value: unknown): void {
  const keys = path.split('.');
  const last = keys.pop();
  if (last === undefined) return;
  let target = data;
  for (const key of keys) {
    const next = target[key];
    const child: Record<string, unknown> =
      typeof next === 'object' && next !== null ? (next as Record<string, unknown>) : {};
    target[key] = child;
    target = child;
  }
  target[last] = value;
}
