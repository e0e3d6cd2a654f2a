import { readFileSync } from 'node:fs';

/** A JSON object read from a seed file, with typed accessors that fail loudly on a malformed file. */
export class JsonRecord {
  readonly #value: Record<string, unknown>;
  readonly #where: string;

  constructor(value: unknown, where: string) {
    if (typeof value !== 'object' || value === null || Array.isArray(value)) {
      throw new Error(`${where}: an object is expected`);
    }
    this.#value = Object.fromEntries(Object.entries(value));
    this.#where = where;
  }

  #fail(key: string, expected: string): never {
    throw new Error(`${this.#where}.${key}: ${expected} expected`);
  }

  string(key: string): string {
    const value = this.#value[key];
    return typeof value === 'string' ? value : this.#fail(key, 'a string');
  }

  nullableString(key: string): string | null {
    const value = this.#value[key];
    if (value === null || value === undefined) return null;
    return typeof value === 'string' ? value : this.#fail(key, 'a string or null');
  }

  boolean(key: string): boolean {
    const value = this.#value[key];
    return typeof value === 'boolean' ? value : this.#fail(key, 'a boolean');
  }

  nullableBoolean(key: string): boolean | null {
    const value = this.#value[key];
    if (value === null || value === undefined) return null;
    return typeof value === 'boolean' ? value : this.#fail(key, 'a boolean or null');
  }

  integer(key: string): number {
    const value = this.#value[key];
    return typeof value === 'number' && Number.isInteger(value) ? value : this.#fail(key, 'an integer');
  }

  nullableInteger(key: string): number | null {
    const value = this.#value[key];
    if (value === null || value === undefined) return null;
    return typeof value === 'number' && Number.isInteger(value)
      ? value
      : this.#fail(key, 'an integer or null');
  }

  integers(key: string): number[] {
    return this.#array(key).map((item, index) =>
      typeof item === 'number' && Number.isInteger(item)
        ? item
        : this.#fail(`${key}[${index}]`, 'an integer'),
    );
  }

  strings(key: string): string[] {
    return this.#array(key).map((item, index) =>
      typeof item === 'string' ? item : this.#fail(`${key}[${index}]`, 'a string'),
    );
  }

  records(key: string): JsonRecord[] {
    return this.#array(key).map((item, index) => new JsonRecord(item, `${this.#where}.${key}[${index}]`));
  }

  nullableRecord(key: string): JsonRecord | null {
    const value = this.#value[key];
    if (value === null || value === undefined) return null;
    return new JsonRecord(value, `${this.#where}.${key}`);
  }

  /** The plain object (e.g. an address stored as jsonb), string values only. */
  stringMap(key: string): Record<string, string> {
    const nested = this.nullableRecord(key);
    if (nested === null) return {};
    return Object.fromEntries(nested.keys().map((name) => [name, nested.string(name)]));
  }

  keys(): string[] {
    return Object.keys(this.#value);
  }

  #array(key: string): unknown[] {
    const value = this.#value[key];
    return Array.isArray(value) ? value : this.#fail(key, 'an array');
  }
}

/** The seed directory: `server/seed/`. */
export const SEED_DIR = new URL('../../../seed/', import.meta.url);

export function readSeedJson(fileName: string): unknown {
  return JSON.parse(readFileSync(new URL(fileName, SEED_DIR), 'utf8'));
}

/** A seed file whose top level is an array of objects. */
export function readSeedRecords(fileName: string): JsonRecord[] {
  const value = readSeedJson(fileName);
  if (!Array.isArray(value)) throw new Error(`${fileName}: an array is expected`);
  return value.map((item, index) => new JsonRecord(item, `${fileName}[${index}]`));
}

/** A seed file whose top level is an object. */
export function readSeedRecord(fileName: string): JsonRecord {
  return new JsonRecord(readSeedJson(fileName), fileName);
}
