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
  key(index: number) {
    return [...this.values.keys()][index] ?? null;
  }
  get length() {
    return this.values.size;
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

  it('forgets every key of a prefix, in the browser storage and in memory, and no other', () => {
    const backing = new MapStorage();
    backing.setItem('portail.carteTiersPayant.1000001-01', '{}');
    backing.setItem('portail.carteTiersPayant.1000001-02', '{}');
    backing.setItem('portail.contratCourant', '1000001-01');
    const storage = new WebKeyValueStorage(
      () => backing,
      () => undefined,
    );
    storage.set('portail.carteTiersPayant.1000001-03', '{}');
    storage.removeStartingWith('portail.carteTiersPayant.');
    expect([...backing.values.keys()]).toEqual(['portail.contratCourant']);
    expect(storage.get('portail.carteTiersPayant.1000001-03')).toBeUndefined();
    expect(storage.get('portail.contratCourant')).toBe('1000001-01');
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
