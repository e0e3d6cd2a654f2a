import { describe, expect, it } from 'vitest';
import type { UploadItem } from './upload-item.ts';
import {
  isRetryableUploadStatus,
  isUploadStalled,
  nextUploadRetryDelay,
  shouldAutoRetryUpload,
} from './upload-retry.policy.ts';

const base: UploadItem = {
  id: 'upload-1',
  file: { name: 'a.pdf', size: 1, type: 'application/pdf' },
  status: 'error',
  progress: 40,
  attempt: 1,
  enqueuedAt: 0,
  failure: { message: 'Réseau', retryable: true },
};

describe('automatic retry policy', () => {
  it('doubles the delay after each failed attempt: 1 s, 2 s, 4 s', () => {
    expect([1, 2, 3].map((attempt) => nextUploadRetryDelay(attempt))).toEqual([1000, 2000, 4000]);
  });

  it('caps the delay at 30 s and accepts another base delay', () => {
    expect(nextUploadRetryDelay(20)).toBe(30_000);
    expect(nextUploadRetryDelay(2, 500)).toBe(1000);
  });

  it('rejects an attempt number below 1 or not whole', () => {
    expect(() => nextUploadRetryDelay(0)).toThrow(RangeError);
    expect(() => nextUploadRetryDelay(1.5)).toThrow(RangeError);
  });

  it('retries a retryable failure automatically up to 3 times (4 attempts in all)', () => {
    expect([1, 2, 3, 4].map((attempt) => shouldAutoRetryUpload({ ...base, attempt }))).toEqual([
      true,
      true,
      true,
      false,
    ]);
  });

  it('does not retry automatically a non-retryable failure or an item not in error', () => {
    expect(shouldAutoRetryUpload({ ...base, failure: { message: 'Virus', retryable: false } })).toBe(false);
    expect(shouldAutoRetryUpload({ ...base, status: 'cancelled' })).toBe(false);
  });

  it('treats network failures, timeouts, throttling and 5xx as retryable', () => {
    expect([0, 408, 429, 500, 503, 599].every(isRetryableUploadStatus)).toBe(true);
    expect([400, 401, 403, 404, 413, 415, 600].some(isRetryableUploadStatus)).toBe(false);
  });
});

describe('stall detection', () => {
  const uploading: UploadItem = { ...base, status: 'uploading', startedAt: 1000, lastProgressAt: 5000 };

  it('flags an upload whose progress has not grown for 30 s', () => {
    expect(isUploadStalled(uploading, 34_999)).toBe(false);
    expect(isUploadStalled(uploading, 35_000)).toBe(true);
  });

  it('counts from the start when no progress time is known, and accepts another timeout', () => {
    const { lastProgressAt: _last, ...started } = uploading;
    expect(isUploadStalled(started, 31_000)).toBe(true);
    expect(isUploadStalled(uploading, 15_000, 10_000)).toBe(true);
    const { startedAt: _start, ...bare } = started;
    expect(isUploadStalled(bare, 29_999)).toBe(false);
  });

  it('never flags an item that is not uploading', () => {
    expect(isUploadStalled({ ...uploading, status: 'queued' }, 10 ** 9)).toBe(false);
  });
});
