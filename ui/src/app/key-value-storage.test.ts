import { describe, expect, it } from 'vitest';
import { WebKeyValueStorage } from './key-value-storage.ts';
import type { WebStorageLike } from './key-value-storage.ts';

class MapStorage implements WebStorageLike {
  readonly values = new Map<string, string>();
  getItem(key: string) {
    return this.values.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    this.values.set(key, value);
  }
  removeItem(key: string) {
    this.values.delete(key);
  }
}

describe('web key-value storage', () => {
  it('reads, writes and removes through to the browser storage', () => {
    const backing = new MapStorage();
    backing.setItem('a', '1');
    const storage = new WebKeyValueStorage(
      () => backing,
      () => undefined,
    );
    expect(storage.get('a')).toBe('1');
    expect(storage.get('missing')).toBeUndefined();
    storage.set('b', '2');
    expect(backing.getItem('b')).toBe('2');
    storage.remove('b');
    expect(backing.getItem('b')).toBeNull();
    expect(storage.get('b')).toBeUndefined();
  });

  it('reports a blocked storage and keeps written values in memory', () => {
    const errors: unknown[] = [];
    const blocked = new Error('SecurityError');
    const storage = new WebKeyValueStorage(
      () => {
        throw blocked;
      },
      (error) => errors.push(error),
    );
    expect(storage.get('x')).toBeUndefined();
    storage.set('x', 'true');
    expect(storage.get('x')).toBe('true');
    expect(errors).toEqual([blocked, blocked]);
  });
});
