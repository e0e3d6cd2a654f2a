import { validationError } from './http-error.ts';

const INVALID = 'Les informations fournies sont erronées';

/**
 * Typed access to a JSON body, `{ data }` envelope or query string. A missing or mistyped field answers
 * 400 with the field named in `errors` (never a cast of untrusted data).
 */
export class RequestFields {
  readonly #value: Record<string, unknown>;
  readonly #prefix: string;

  constructor(value: unknown, prefix = '') {
    if (typeof value !== 'object' || value === null || Array.isArray(value)) {
      throw validationError([[prefix || 'body', [{ code: 'SCHEMA.TYPE', message: INVALID }]]]);
    }
    this.#value = Object.fromEntries(Object.entries(value));
    this.#prefix = prefix;
  }

  #fail(key: string, code: string): never {
    throw validationError([[`${this.#prefix}${key}`, [{ code, message: INVALID }]]]);
  }

  has(key: string): boolean {
    return this.#value[key] !== undefined && this.#value[key] !== null;
  }

  string(key: string, maxLength = 10_000): string {
    const value = this.#value[key];
    if (value === undefined || value === null) this.#fail(key, 'SCHEMA.REQUIRED');
    if (typeof value !== 'string') this.#fail(key, 'SCHEMA.TYPE');
    if (value.length > maxLength) this.#fail(key, 'SCHEMA.MAXLENGTH');
    return value;
  }

  optionalString(key: string, maxLength = 10_000): string | undefined {
    return this.has(key) ? this.string(key, maxLength) : undefined;
  }

  boolean(key: string): boolean {
    const value = this.#value[key];
    if (value === undefined || value === null) this.#fail(key, 'SCHEMA.REQUIRED');
    if (typeof value === 'boolean') return value;
    // Query strings carry booleans as text.
    if (value === 'true') return true;
    if (value === 'false') return false;
    return this.#fail(key, 'SCHEMA.TYPE');
  }

  optionalBoolean(key: string): boolean | undefined {
    return this.has(key) ? this.boolean(key) : undefined;
  }

  record(key: string): RequestFields {
    if (!this.has(key)) this.#fail(key, 'SCHEMA.REQUIRED');
    return new RequestFields(this.#value[key], `${this.#prefix}${key}.`);
  }

  optionalRecord(key: string): RequestFields | undefined {
    return this.has(key) ? this.record(key) : undefined;
  }

  records(key: string, maxItems = 100): RequestFields[] {
    const value = this.#value[key];
    if (value === undefined || value === null) return [];
    if (!Array.isArray(value)) this.#fail(key, 'SCHEMA.TYPE');
    if (value.length > maxItems) this.#fail(key, 'SCHEMA.MAXITEMS');
    return value.map((item, index) => new RequestFields(item, `${this.#prefix}${key}[${index}].`));
  }

  strings(key: string, maxItems = 100): string[] {
    const value = this.#value[key];
    if (value === undefined || value === null) return [];
    if (!Array.isArray(value)) this.#fail(key, 'SCHEMA.TYPE');
    if (value.length > maxItems) this.#fail(key, 'SCHEMA.MAXITEMS');
    return value.map((item, index) =>
      typeof item === 'string' ? item : this.#fail(`${key}[${index}]`, 'SCHEMA.TYPE'),
    );
  }

  /** The raw object (for acts whose fields are free-form); values are JSON already. */
  raw(): Readonly<Record<string, unknown>> {
    return this.#value;
  }
}
