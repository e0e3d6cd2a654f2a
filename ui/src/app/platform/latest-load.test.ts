import { describe, expect, it } from 'vitest';
import { LatestLoad } from './latest-load.ts';

describe('LatestLoad', () => {
  it('keeps the answer of the latest load only', () => {
    const loads = new LatestLoad();
    const first = loads.start();
    expect(first()).toBe(true);
    const second = loads.start();
    expect(first()).toBe(false);
    expect(second()).toBe(true);
  });

  it('checks the load under way without starting one, until a newer load starts', () => {
    const loads = new LatestLoad();
    loads.start();
    const more = loads.current();
    expect(more()).toBe(true);
    loads.start();
    expect(more()).toBe(false);
  });
});
