import type { SessionStoragePort } from '@portail/application';

/** The part of the Web Storage API used (localStorage in the browser). */
export type WebStorageLike = Pick<Storage, 'getItem' | 'setItem' | 'removeItem' | 'key' | 'length'>;

/** SessionStoragePort on Web Storage. */
export class WebStorageAdapter implements SessionStoragePort {
  constructor(private readonly storage: WebStorageLike) {}

  get(key: string): string | undefined {
    return this.storage.getItem(key) ?? undefined;
  }

  set(key: string, value: string): void {
    this.storage.setItem(key, value);
  }

  remove(key: string): void {
    this.storage.removeItem(key);
  }

  removeStartingWith(prefix: string): void {
    const keys: string[] = [];
    for (let index = 0; index < this.storage.length; index += 1) {
      const key = this.storage.key(index);
      if (key?.startsWith(prefix) === true) keys.push(key);
    }
    for (const key of keys) this.storage.removeItem(key);
  }
}
