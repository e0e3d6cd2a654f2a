/** Leaves out the entries whose value is undefined or a blank string (optional wire fields). */
export function withoutBlanks<T extends Record<string, unknown>>(record: T): Partial<T> {
  const result: Partial<T> = {};
  for (const key of Object.keys(record) as (keyof T)[]) {
    const value = record[key];
    if (value === undefined || (typeof value === 'string' && value.trim() === '')) continue;
    result[key] = value;
  }
  return result;
}
