import { SESSION_STORAGE_KEYS } from '@portail/application';
import { describe, expect, it } from 'vitest';
import { storageRequestContext } from '../http/request-context.ts';
import { WebStorageAdapter } from './web-storage.adapter.ts';

function memoryStorage() {
  const values = new Map<string, string>();
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
    removeItem: (key: string) => void values.delete(key),
    key: (index: number) => [...values.keys()][index] ?? null,
    get length() {
      return values.size;
    },
  };
}

describe('WebStorageAdapter and the storage request context', () => {
  it('stores, reads and removes values', () => {
    const storage = new WebStorageAdapter(memoryStorage());
    expect(storage.get('k')).toBeUndefined();
    storage.set('k', 'v');
    expect(storage.get('k')).toBe('v');
    storage.remove('k');
    expect(storage.get('k')).toBeUndefined();
  });

  it('forgets every key of a prefix and no other', () => {
    const storage = new WebStorageAdapter(memoryStorage());
    storage.set('portail.carteTiersPayant.1000001-01', '{}');
    storage.set('portail.carteTiersPayant.1000001-02', '{}');
    storage.set(SESSION_STORAGE_KEYS.currentContract, '1000001-01');
    storage.removeStartingWith('portail.carteTiersPayant.');
    expect(storage.get('portail.carteTiersPayant.1000001-01')).toBeUndefined();
    expect(storage.get('portail.carteTiersPayant.1000001-02')).toBeUndefined();
    expect(storage.get(SESSION_STORAGE_KEYS.currentContract)).toBe('1000001-01');
  });

  it('feeds the contract and security-code headers from storage, read at each request', () => {
    const storage = new WebStorageAdapter(memoryStorage());
    const context = storageRequestContext(storage, () => new Date('2024-01-15T10:00:00Z'));
    expect(context.currentContractNumber()).toBeUndefined();
    storage.set(SESSION_STORAGE_KEYS.currentContract, 'C-9');
    storage.set(SESSION_STORAGE_KEYS.securityCode, '654321');
    expect(context.currentContractNumber()).toBe('C-9');
    expect(context.securityCode()).toBe('654321');
    storage.set(SESSION_STORAGE_KEYS.securityCode, ' ');
    expect(context.securityCode()).toBeUndefined();
    expect(context.timezoneOffsetMinutes()).toBe(new Date('2024-01-15T10:00:00Z').getTimezoneOffset());
  });
});
