import type { Result } from '@portail/application';
import { describe, expect, it } from 'vitest';
import { DEFAULT_REQUEST_CACHE_TTL_MS, RequestCache, requestCacheKey } from './request-cache.ts';

function clock(start = 1_000) {
  let now = start;
  return { now: () => now, advance: (ms: number) => void (now += ms) };
}

function countingLoader<T>(value: T) {
  let calls = 0;
  return {
    load: async (): Promise<Result<T, string>> => {
      calls += 1;
      return { ok: true, value };
    },
    calls: () => calls,
  };
}

describe('requestCacheKey', () => {
  it('is the same whatever the order of the parameters, without undefined ones', () => {
    expect(requestCacheKey('/api/x', { b: 2, a: 'é', c: undefined })).toBe('/api/x?a=%C3%A9&b=2');
    expect(requestCacheKey('/api/x', { a: 'é', b: 2 })).toBe(requestCacheKey('/api/x', { b: 2, a: 'é' }));
    expect(requestCacheKey('/api/x')).toBe('/api/x');
  });
});

describe('RequestCache', () => {
  it('keeps a response for 300000 ms by default', async () => {
    const time = clock();
    const cache = new RequestCache({ now: time.now });
    const loader = countingLoader('a');
    await cache.getOrLoad('/api/x', loader.load);
    time.advance(DEFAULT_REQUEST_CACHE_TTL_MS - 1);
    await cache.getOrLoad('/api/x', loader.load);
    expect(loader.calls()).toBe(1);
    time.advance(1);
    await cache.getOrLoad('/api/x', loader.load);
    expect(loader.calls()).toBe(2);
  });

  it('uses a per-resource duration', async () => {
    const time = clock();
    const cache = new RequestCache({ now: time.now });
    const loader = countingLoader('a');
    await cache.getOrLoad('/api/x', loader.load, 1_000);
    time.advance(999);
    await cache.getOrLoad('/api/x', loader.load, 1_000);
    time.advance(1);
    await cache.getOrLoad('/api/x', loader.load, 1_000);
    expect(loader.calls()).toBe(2);
  });

  it('does not keep anything with a duration of 0', async () => {
    const cache = new RequestCache({ now: clock().now });
    const loader = countingLoader('a');
    await cache.getOrLoad('/api/x', loader.load, 0);
    await cache.getOrLoad('/api/x', loader.load, 0);
    expect(loader.calls()).toBe(2);
    expect(cache.size).toBe(0);
  });

  it('keys by URL and parameters', async () => {
    const cache = new RequestCache({ now: clock().now });
    const loader = countingLoader('a');
    await cache.getOrLoad(requestCacheKey('/api/x', { page: 1 }), loader.load);
    await cache.getOrLoad(requestCacheKey('/api/x', { page: 2 }), loader.load);
    await cache.getOrLoad(requestCacheKey('/api/x', { page: 1 }), loader.load);
    expect(loader.calls()).toBe(2);
  });

  it('shares one request between identical GETs in flight', async () => {
    const cache = new RequestCache({ now: clock().now });
    let release: (value: Result<string, string>) => void = () => undefined;
    let calls = 0;
    const load = () => {
      calls += 1;
      return new Promise<Result<string, string>>((resolve) => {
        release = resolve;
      });
    };
    const first = cache.getOrLoad('/api/x', load, 0);
    const second = cache.getOrLoad('/api/x', load, 0);
    release({ ok: true, value: 'shared' });
    expect(await Promise.all([first, second])).toEqual([
      { ok: true, value: 'shared' },
      { ok: true, value: 'shared' },
    ]);
    expect(calls).toBe(1);
  });

  it('never keeps a failure', async () => {
    const cache = new RequestCache({ now: clock().now });
    let calls = 0;
    const load = async (): Promise<Result<string, string>> => {
      calls += 1;
      return { ok: false, error: 'HTTP.500' };
    };
    await cache.getOrLoad('/api/x', load);
    await cache.getOrLoad('/api/x', load);
    expect(calls).toBe(2);
  });

  it('forgets everything on clear(), including a response still in flight', async () => {
    const cache = new RequestCache({ now: clock().now });
    const loader = countingLoader('a');
    await cache.getOrLoad('/api/x', loader.load);
    cache.clear();
    await cache.getOrLoad('/api/x', loader.load);
    expect(loader.calls()).toBe(2);

    let release: (value: Result<string, string>) => void = () => undefined;
    const pending = cache.getOrLoad(
      '/api/y',
      () => new Promise<Result<string, string>>((resolve) => (release = resolve)),
    );
    cache.clear();
    release({ ok: true, value: 'old contract' });
    await pending;
    expect(cache.size).toBe(0);
  });

  it('is cleared when the current contract changes', async () => {
    let contract = 'C-1';
    const cache = new RequestCache({ now: clock().now, scope: () => contract });
    const loader = countingLoader('a');
    await cache.getOrLoad('/api/x', loader.load);
    await cache.getOrLoad('/api/x', loader.load);
    contract = 'C-2';
    await cache.getOrLoad('/api/x', loader.load);
    expect(loader.calls()).toBe(2);
  });
});
