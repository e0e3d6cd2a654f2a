import { describe, expect, it } from 'vitest';
import { SafeKeyValueStorage } from './key-value-storage.ts';
import type { KeyValueStorage } from './key-value-storage.ts';

class MapStorage implements KeyValueStorage {
  readonly values = new Map<string, string>();
  getItem(key: string) {
    return this.values.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    this.values.set(key, value);
  }
}

describe('safe key-value storage', () => {
  it('reads and writes through to the storage', () => {
    const backing = new MapStorage();
    backing.setItem('a', '1');
    const storage = new SafeKeyValueStorage(
      () => backing,
      () => undefined,
    );
    expect(storage.getItem('a')).toBe('1');
    storage.setItem('b', '2');
    expect(backing.getItem('b')).toBe('2');
  });

  it('reports a blocked storage and keeps written values in memory', () => {
    const errors: unknown[] = [];
    const blocked = new Error('SecurityError');
    const storage = new SafeKeyValueStorage(
      () => {
        throw blocked;
      },
      (error) => errors.push(error),
    );
    expect(storage.getItem('x')).toBeNull();
    storage.setItem('x', 'true');
    expect(storage.getItem('x')).toBe('true');
    expect(errors).toEqual([blocked, blocked]);
  });
});
