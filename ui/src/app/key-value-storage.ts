import type { SessionStoragePort } from '@portail/application';

/** The part of the Web Storage API this wrapper reads and writes. */
export interface WebStorageLike {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
  key(index: number): string | null;
  readonly length: number;
}

/**
 * The browser's local storage behind the application's SessionStoragePort, tolerant of a blocked storage
 * (private mode, disabled cookies): failures are reported and values written during the visit are kept in
 * memory. Replace by the adapters' storage adapter in the composition root once it exists.
 */
export class WebKeyValueStorage implements SessionStoragePort {
  private readonly memory = new Map<string, string | undefined>();

  constructor(
    private readonly storage: () => WebStorageLike,
    private readonly reportError: (error: unknown) => void,
  ) {}

  get(key: string): string | undefined {
    if (this.memory.has(key)) return this.memory.get(key);
    try {
      return this.storage().getItem(key) ?? undefined;
    } catch (error: unknown) {
      this.reportError(error);
      return undefined;
    }
  }

  set(key: string, value: string): void {
    this.memory.set(key, value);
    this.attempt((storage) => storage.setItem(key, value));
  }

  remove(key: string): void {
    this.memory.set(key, undefined);
    this.attempt((storage) => storage.removeItem(key));
  }

  removeStartingWith(prefix: string): void {
    for (const key of this.memory.keys()) if (key.startsWith(prefix)) this.memory.set(key, undefined);
    this.attempt((storage) => {
      const keys: string[] = [];
      for (let index = 0; index < storage.length; index += 1) {
        const key = storage.key(index);
        if (key?.startsWith(prefix) === true) keys.push(key);
      }
      for (const key of keys) storage.removeItem(key);
    });
  }

  private attempt(write: (storage: WebStorageLike) => void): void {
    try {
      write(this.storage());
    } catch (error: unknown) {
      this.reportError(error);
    }
  }
}
