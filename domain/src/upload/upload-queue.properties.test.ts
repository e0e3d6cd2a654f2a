/**
 * Model-based test of the upload queue: arbitrary sequences of member actions, transport events and
 * clock ticks are run against the real queue and against a deliberately simple reference model.
 * After every step: at most one item uploading, a queued item never waits while nothing uploads,
 * items only disappear through an explicit remove, and the transport (fed only with the emitted
 * commands) is never asked to send two files at once.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { UploadCommand, UploadItemStatus } from './upload-item.ts';
import { UPLOAD_ITEM_STATUSES } from './upload-item.ts';
import type { UploadQueueState, UploadStep } from './upload-queue.ts';
import { createUploadQueue, enqueueUploads } from './upload-queue.ts';
import {
  cancelUpload,
  completeUpload,
  failStalledUploads,
  failUpload,
  removeUpload,
  reportUploadProgress,
  retryUpload,
} from './upload-queue.transitions.ts';

const QUEUE_LIMIT = 6;
const MAX_FILE_SIZE = 1000;
const STALL_MS = 30_000;

interface ModelItem {
  id: string;
  status: UploadItemStatus;
  progress: number;
  lastProgressAt: number;
}

interface Model {
  items: ModelItem[];
  nextSequence: number;
  now: number;
}

interface Real {
  state: UploadQueueState;
  /** What the fake transport is sending, driven only by the commands. */
  sending: string | null;
}

function modelSchedule(model: Model): void {
  if (model.items.some((i) => i.status === 'uploading')) return;
  const next = model.items.find((i) => i.status === 'queued');
  if (next !== undefined)
    Object.assign(next, { status: 'uploading', progress: 0, lastProgressAt: model.now });
}

function applyCommands(real: Real, commands: readonly UploadCommand[]): void {
  for (const command of commands) {
    if (command.kind === 'abort') {
      expect(real.sending).toBe(command.itemId);
      real.sending = null;
    } else {
      expect(real.sending).toBeNull();
      real.sending = command.itemId;
    }
  }
}

function checkInvariants(model: Model, real: Real): void {
  const items = real.state.items;
  const uploading = items.filter((i) => i.status === 'uploading');
  expect(uploading.length).toBeLessThanOrEqual(1);
  if (items.some((i) => i.status === 'queued')) expect(uploading).toHaveLength(1);
  expect(real.sending).toBe(uploading[0]?.id ?? null);
  expect(items.map((i) => [i.id, i.status, i.progress])).toEqual(
    model.items.map((i) => [i.id, i.status, i.progress]),
  );
  for (const item of items) {
    expect(UPLOAD_ITEM_STATUSES).toContain(item.status);
    expect(item.progress).toBeGreaterThanOrEqual(0);
    expect(item.progress).toBeLessThanOrEqual(100);
  }
}

const pick = (model: Model, index: number): string =>
  model.items[index % Math.max(1, model.items.length)]?.id ?? 'upload-0';

abstract class QueueCommand implements fc.Command<Model, Real> {
  check(): boolean {
    return true;
  }
  abstract step(model: Model, real: Real): UploadStep;
  abstract updateModel(model: Model): void;
  /** The fake transport's own reaction to the event it reported (none by default). */
  transportReported(_real: Real): void {}
  run(model: Model, real: Real): void {
    const idsBefore = new Set(model.items.map((i) => i.id));
    const failedBefore = new Set(model.items.filter((i) => i.status === 'error').map((i) => i.id));
    const step = this.step(model, real);
    this.transportReported(real);
    this.updateModel(model);
    modelSchedule(model);
    real.state = step.state;
    applyCommands(real, step.commands);
    checkInvariants(model, real);
    if (!(this instanceof RemoveCommand)) {
      // Nothing leaves the list but by a removal, or a failed item replaced by a newly picked file.
      for (const id of idsBefore) {
        if (this instanceof EnqueueCommand && failedBefore.has(id)) continue;
        expect(real.state.items.some((i) => i.id === id)).toBe(true);
      }
    }
  }
  abstract toString(): string;
}

class EnqueueCommand extends QueueCommand {
  constructor(readonly sizes: readonly number[]) {
    super();
  }
  step(model: Model, real: Real): UploadStep {
    const files = this.sizes.map((size, n) => ({ name: `f${n}.pdf`, size, type: 'application/pdf' }));
    return enqueueUploads(real.state, files, model.now);
  }
  updateModel(model: Model): void {
    for (const size of this.sizes) {
      if (size > MAX_FILE_SIZE) continue;
      if (model.items.length >= QUEUE_LIMIT) {
        // A full list gives a failed item's place (the oldest) to the new file.
        const failed = model.items.findIndex((item) => item.status === 'error');
        if (failed === -1) continue;
        model.items.splice(failed, 1);
      }
      model.items.push({
        id: `upload-${model.nextSequence}`,
        status: 'queued',
        progress: 0,
        lastProgressAt: 0,
      });
      model.nextSequence += 1;
    }
  }
  toString(): string {
    return `enqueue(${this.sizes.join(',')})`;
  }
}

class ItemCommand extends QueueCommand {
  constructor(
    readonly action: 'progress' | 'succeed' | 'fail' | 'cancel' | 'retry' | 'auto-retry' | 'remove',
    readonly index: number,
    readonly percent: number,
  ) {
    super();
  }
  private id = '';
  step(model: Model, real: Real): UploadStep {
    this.id = pick(model, this.index);
    const { state } = real;
    const now = model.now;
    switch (this.action) {
      case 'progress':
        return reportUploadProgress(state, this.id, this.percent, now);
      case 'succeed':
        return completeUpload(state, this.id, `srv-${this.id}`, now);
      case 'fail':
        return failUpload(state, this.id, { message: 'Erreur', retryable: true }, now);
      case 'cancel':
        return cancelUpload(state, this.id, now);
      case 'retry':
        return retryUpload(state, this.id, now);
      case 'auto-retry':
        return retryUpload(state, this.id, now, { automatic: true });
      case 'remove':
        return removeUpload(state, this.id, now);
    }
  }
  /** A success or failure event ends the transfer the transport was running for that item. */
  override transportReported(real: Real): void {
    if ((this.action === 'succeed' || this.action === 'fail') && real.sending === this.id)
      real.sending = null;
  }
  updateModel(model: Model): void {
    const item = model.items.find((i) => i.id === this.id);
    if (item === undefined) return;
    const { status } = item;
    if (this.action === 'progress' && status === 'uploading' && this.percent > item.progress) {
      Object.assign(item, { progress: Math.min(100, this.percent), lastProgressAt: model.now });
    }
    if (this.action === 'succeed' && status === 'uploading')
      Object.assign(item, { status: 'success', progress: 100 });
    if (this.action === 'fail' && status === 'uploading') item.status = 'error';
    if (this.action === 'cancel' && (status === 'queued' || status === 'uploading'))
      item.status = 'cancelled';
    if (
      (this.action === 'retry' || this.action === 'auto-retry') &&
      (status === 'error' || status === 'cancelled')
    ) {
      Object.assign(item, { status: 'queued', progress: 0 });
    }
    if (this.action === 'remove' && status !== 'error') model.items = model.items.filter((i) => i !== item);
  }
  toString(): string {
    return `${this.action}(#${this.index}${this.action === 'progress' ? `, ${this.percent}%` : ''})`;
  }
}

class RemoveCommand extends ItemCommand {
  constructor(index: number) {
    super('remove', index, 0);
  }
}

class TickCommand extends QueueCommand {
  constructor(readonly elapsedMs: number) {
    super();
  }
  step(model: Model, real: Real): UploadStep {
    model.now += this.elapsedMs;
    return failStalledUploads(real.state, model.now);
  }
  updateModel(model: Model): void {
    const uploading = model.items.find((i) => i.status === 'uploading');
    if (uploading !== undefined && model.now - uploading.lastProgressAt >= STALL_MS)
      uploading.status = 'error';
  }
  toString(): string {
    return `tick(${this.elapsedMs})`;
  }
}

const index = fc.nat({ max: 20 });
const commands = fc.commands(
  [
    fc
      .array(fc.integer({ min: 0, max: 1500 }), { minLength: 1, maxLength: 4 })
      .map((s) => new EnqueueCommand(s)),
    fc
      .tuple(index, fc.double({ min: -10, max: 150, noNaN: true }))
      .map(([i, p]) => new ItemCommand('progress', i, p)),
    index.map((i) => new ItemCommand('succeed', i, 0)),
    index.map((i) => new ItemCommand('fail', i, 0)),
    index.map((i) => new ItemCommand('cancel', i, 0)),
    index.map((i) => new ItemCommand('retry', i, 0)),
    index.map((i) => new ItemCommand('auto-retry', i, 0)),
    index.map((i) => new RemoveCommand(i)),
    fc.integer({ min: 1, max: 40_000 }).map((ms) => new TickCommand(ms)),
  ],
  { maxCommands: 60 },
);

describe('upload queue under arbitrary operation sequences', () => {
  it('never uploads two files at once, never idles with work queued and never loses an item', () => {
    fc.assert(
      fc.property(commands, (sequence) => {
        const model: Model = { items: [], nextSequence: 1, now: 0 };
        const real: Real = {
          state: createUploadQueue('justificatif', { queueLimit: QUEUE_LIMIT, maxFileSize: MAX_FILE_SIZE }),
          sending: null,
        };
        fc.modelRun(() => ({ model, real }), sequence);
      }),
      { numRuns: 1500 },
    );
  });
});
