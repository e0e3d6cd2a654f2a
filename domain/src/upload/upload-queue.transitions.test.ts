import { describe, expect, it } from 'vitest';
import type { UploadFileLike } from './upload-file.ts';
import type { UploadQueueState } from './upload-queue.ts';
import { createUploadQueue, enqueueUploads, findUploadItem } from './upload-queue.ts';
import {
  cancelUpload,
  completeUpload,
  failStalledUploads,
  failUpload,
  removeUpload,
  isUploadRefusedForGood,
  canRetryUpload,
  canRemoveUpload,
  reportUploadProgress,
  retryUpload,
} from './upload-queue.transitions.ts';

const file = (name: string, size = 1000): UploadFileLike => ({ name, size, type: 'application/pdf' });
const networkError = { message: 'Impossible de se connecter au serveur', retryable: true };

/** upload-1 uploading, upload-2 and upload-3 queued. */
function threeFiles(): UploadQueueState {
  return enqueueUploads(createUploadQueue('justificatif'), [file('a.pdf'), file('b.pdf'), file('c.pdf')], 0)
    .state;
}

const statuses = (state: UploadQueueState): string[] => state.items.map((i) => `${i.id}:${i.status}`);

describe('progress', () => {
  it('records the percentage and the time it grew', () => {
    const step = reportUploadProgress(threeFiles(), 'upload-1', 42.5, 700);
    expect(findUploadItem(step.state, 'upload-1')).toMatchObject({ progress: 42.5, lastProgressAt: 700 });
    expect(step.commands).toEqual([]);
  });

  it('clamps to 0..100 and ignores a progress that does not grow', () => {
    const at100 = reportUploadProgress(threeFiles(), 'upload-1', 140, 10).state;
    expect(findUploadItem(at100, 'upload-1')?.progress).toBe(100);
    const same = reportUploadProgress(at100, 'upload-1', 99, 20);
    expect(same.state).toBe(at100);
    expect(same.changed).toBe(false);
  });

  it('ignores progress of an item that is not uploading', () => {
    const state = threeFiles();
    expect(reportUploadProgress(state, 'upload-2', 10, 1).state).toBe(state);
    expect(reportUploadProgress(state, 'nope', 10, 1).state).toBe(state);
  });

  it('rejects a progress that is not a number', () => {
    expect(() => reportUploadProgress(threeFiles(), 'upload-1', Number.NaN, 1)).toThrow(RangeError);
  });
});

describe('success', () => {
  it('stores the uploaded-file record and starts the next item', () => {
    const step = completeUpload(threeFiles(), 'upload-1', 'srv-123.pdf', 900);
    expect(findUploadItem(step.state, 'upload-1')).toMatchObject({
      status: 'success',
      progress: 100,
      finishedAt: 900,
      uploaded: {
        remoteFileName: 'srv-123.pdf',
        localFileName: 'a.pdf',
        size: 1000,
        inputName: 'justificatif',
      },
    });
    expect(step.commands).toEqual([{ kind: 'start', itemId: 'upload-2', attempt: 1 }]);
    expect(statuses(step.state)).toEqual(['upload-1:success', 'upload-2:uploading', 'upload-3:queued']);
  });

  it('ignores a late success for an item that is no longer uploading', () => {
    const cancelled = cancelUpload(threeFiles(), 'upload-1', 5).state;
    expect(completeUpload(cancelled, 'upload-1', 'x', 6).state).toBe(cancelled);
  });
});

describe('failure', () => {
  it('keeps the item with its failure and moves on to the next one', () => {
    const step = failUpload(threeFiles(), 'upload-1', networkError, 50);
    expect(findUploadItem(step.state, 'upload-1')).toMatchObject({
      status: 'error',
      failure: networkError,
      finishedAt: 50,
    });
    expect(step.commands).toEqual([{ kind: 'start', itemId: 'upload-2', attempt: 1 }]);
    expect(step.state.items).toHaveLength(3);
  });

  it('ignores a failure reported for a queued item', () => {
    const state = threeFiles();
    expect(failUpload(state, 'upload-3', networkError, 1).changed).toBe(false);
  });
});

describe('cancel', () => {
  it('aborts the running upload and starts the next one', () => {
    const step = cancelUpload(threeFiles(), 'upload-1', 10);
    expect(step.commands).toEqual([
      { kind: 'abort', itemId: 'upload-1' },
      { kind: 'start', itemId: 'upload-2', attempt: 1 },
    ]);
    expect(statuses(step.state)).toEqual(['upload-1:cancelled', 'upload-2:uploading', 'upload-3:queued']);
  });

  it('cancels a queued item without touching the running one', () => {
    const step = cancelUpload(threeFiles(), 'upload-3', 10);
    expect(step.commands).toEqual([]);
    expect(statuses(step.state)).toEqual(['upload-1:uploading', 'upload-2:queued', 'upload-3:cancelled']);
  });

  it('does not cancel a finished item', () => {
    const done = completeUpload(threeFiles(), 'upload-1', 'r', 1).state;
    expect(cancelUpload(done, 'upload-1', 2).state).toBe(done);
  });
});

describe('retry', () => {
  it('puts an error item back in the queue at its place, and starts it when the queue is idle', () => {
    const single = enqueueUploads(createUploadQueue('rib'), [file('a.pdf')], 0).state;
    const failed = failUpload(single, 'upload-1', networkError, 10).state;
    const step = retryUpload(failed, 'upload-1', 20);
    expect(step.commands).toEqual([{ kind: 'start', itemId: 'upload-1', attempt: 1 }]);
    const item = findUploadItem(step.state, 'upload-1');
    expect(item).toMatchObject({ status: 'uploading', progress: 0, startedAt: 20 });
    expect(item?.failure).toBeUndefined();
    expect(item?.finishedAt).toBeUndefined();
  });

  it('keeps counting attempts on an automatic retry and restarts the count on a manual one', () => {
    const single = enqueueUploads(createUploadQueue('rib'), [file('a.pdf')], 0).state;
    const failed = failUpload(single, 'upload-1', networkError, 10).state;
    expect(retryUpload(failed, 'upload-1', 20, { automatic: true }).commands).toEqual([
      { kind: 'start', itemId: 'upload-1', attempt: 2 },
    ]);
    expect(retryUpload(failed, 'upload-1', 20).commands).toEqual([
      { kind: 'start', itemId: 'upload-1', attempt: 1 },
    ]);
  });

  it('waits for the running upload before re-sending', () => {
    const failed = failUpload(threeFiles(), 'upload-1', networkError, 10).state;
    const step = retryUpload(failed, 'upload-1', 20);
    expect(step.commands).toEqual([]);
    expect(statuses(step.state)).toEqual(['upload-1:queued', 'upload-2:uploading', 'upload-3:queued']);
  });

  it('retries a cancelled item too, but not a queued, uploading or successful one', () => {
    const cancelled = cancelUpload(threeFiles(), 'upload-3', 1).state;
    expect(findUploadItem(retryUpload(cancelled, 'upload-3', 2).state, 'upload-3')?.status).toBe('queued');
    const state = threeFiles();
    expect(retryUpload(state, 'upload-1', 2).changed).toBe(false);
    expect(retryUpload(state, 'upload-2', 2).changed).toBe(false);
    const done = completeUpload(state, 'upload-1', 'r', 1).state;
    expect(retryUpload(done, 'upload-1', 2).changed).toBe(false);
  });
});

describe('remove', () => {
  it('removes a queued item', () => {
    const step = removeUpload(threeFiles(), 'upload-2', 1);
    expect(statuses(step.state)).toEqual(['upload-1:uploading', 'upload-3:queued']);
    expect(step.commands).toEqual([]);
  });

  it('aborts and removes the running item, then starts the next one', () => {
    const step = removeUpload(threeFiles(), 'upload-1', 1);
    expect(step.commands).toEqual([
      { kind: 'abort', itemId: 'upload-1' },
      { kind: 'start', itemId: 'upload-2', attempt: 1 },
    ]);
    expect(statuses(step.state)).toEqual(['upload-2:uploading', 'upload-3:queued']);
  });

  it('removes a successful item', () => {
    const done = completeUpload(threeFiles(), 'upload-1', 'r', 1).state;
    expect(removeUpload(done, 'upload-1', 2).state.items.map((i) => i.id)).toEqual(['upload-2', 'upload-3']);
  });

  it('does not remove an error item (it is retried instead)', () => {
    const failed = failUpload(threeFiles(), 'upload-1', networkError, 1).state;
    const step = removeUpload(failed, 'upload-1', 2);
    expect(step.state).toBe(failed);
    expect(step.changed).toBe(false);
  });
});

describe('an item refused for good (issue 22 #11)', () => {
  const refused = {
    message: 'Le contenu du fichier « a.pdf » ne correspond pas à un fichier PDF valide.',
    retryable: false,
  };

  it('is removable and not retried (a new attempt would send the same refused file)', () => {
    const failed = failUpload(threeFiles(), 'upload-1', refused, 1).state;
    const item = findUploadItem(failed, 'upload-1');
    expect(item && [isUploadRefusedForGood(item), canRetryUpload(item), canRemoveUpload(item)]).toEqual([
      true,
      false,
      true,
    ]);
    expect(retryUpload(failed, 'upload-1', 2).changed).toBe(false);
    expect(removeUpload(failed, 'upload-1', 2).state.items.map((i) => i.id)).toEqual([
      'upload-2',
      'upload-3',
    ]);
  });

  it('leaves an item failed for a passing cause retryable and not removable', () => {
    const failed = failUpload(threeFiles(), 'upload-1', networkError, 1).state;
    const item = findUploadItem(failed, 'upload-1');
    expect(item && [isUploadRefusedForGood(item), canRetryUpload(item), canRemoveUpload(item)]).toEqual([
      false,
      true,
      false,
    ]);
  });
});

describe('stalled uploads', () => {
  it('fails and aborts an upload without progress for 30 s, keeping it retryable, then starts the next', () => {
    const state = reportUploadProgress(threeFiles(), 'upload-1', 10, 1000).state;
    expect(failStalledUploads(state, 30_999).changed).toBe(false);
    const step = failStalledUploads(state, 31_000);
    expect(step.commands).toEqual([
      { kind: 'abort', itemId: 'upload-1' },
      { kind: 'start', itemId: 'upload-2', attempt: 1 },
    ]);
    expect(findUploadItem(step.state, 'upload-1')).toMatchObject({
      status: 'error',
      failure: {
        message: 'Le téléversement a été interrompu faute de progression. Veuillez réessayer.',
        retryable: true,
      },
    });
  });
});
