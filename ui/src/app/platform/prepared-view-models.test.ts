import { describe, expect, it } from 'vitest';
import type { LazyViewModelFactory } from './use-lazy-view-model.ts';
import { PreparedViewModels } from './prepared-view-models.ts';
import { serviceToken } from './service-token.ts';

describe('view-models prepared before a render', () => {
  it('hands a prepared view-model once, to the token it was prepared for', () => {
    const token = serviceToken<LazyViewModelFactory<{ name: string }>>('A');
    const other = serviceToken<LazyViewModelFactory<{ name: string }>>('B');
    const prepared = new PreparedViewModels();
    const viewModel = { name: 'a' };
    prepared.put(token, viewModel);
    expect(prepared.take(other)).toBeUndefined();
    expect(prepared.take(token)).toBe(viewModel);
    expect(prepared.take(token)).toBeUndefined();
  });
});
