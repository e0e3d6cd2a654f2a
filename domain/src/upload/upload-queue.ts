/**
 * Upload queue (spec §4, §5, §9): an immutable state and pure transition functions, no I/O.
 *
 * Design: every transition takes the state (plus the caller's `now` in ms when time matters) and
 * returns an {@link UploadStep}: the new state, the {@link UploadCommand}s for the transport
 * (`start` item X, `abort` item X) and whether anything changed. Transitions that do not apply
 * (unknown id, wrong status, late transport event) return the same state, no command, `changed: false`:
 * transport events may race with member actions, so they are not bugs.
 *
 * Scheduling invariant, restored by every transition: at most one item is uploading, and when none is
 * while some are queued, the first queued item (list order) starts at once. Items are never dropped
 * on failure; only `removeUpload` takes an item out of the list, and a failed item gives its place to a
 * file the member picks when the list is full (see `enqueueUploads`).
 *
 * Transitions: `enqueueUploads` (here), `reportUploadProgress`, `completeUpload`, `failUpload`,
 * `cancelUpload`, `retryUpload`, `removeUpload`, `failStalledUploads` (upload-queue.transitions.ts).
 */
import type { UploadConstraints } from './upload-constraints.ts';
import { checkUploadCandidate } from './upload-constraints.ts';
import type { UploadFileLike } from './upload-file.ts';
import { assertUploadFile } from './upload-file.ts';
import type { UploadCommand, UploadItem, UploadRejection } from './upload-item.ts';

export interface UploadQueueState<F extends UploadFileLike = UploadFileLike> {
  /** Name of the form input the files belong to (copied into each uploaded-file record). */
  readonly inputName: string;
  readonly constraints: UploadConstraints;
  /** Display order = upload order. */
  readonly items: readonly UploadItem<F>[];
  /** Sequence for the next item id. */
  readonly nextSequence: number;
}

export interface UploadStep<F extends UploadFileLike = UploadFileLike> {
  readonly state: UploadQueueState<F>;
  readonly commands: readonly UploadCommand[];
  readonly changed: boolean;
}

export interface EnqueueStep<F extends UploadFileLike = UploadFileLike> extends UploadStep<F> {
  /** Files refused by the constraints (they are not added). */
  readonly rejections: readonly UploadRejection[];
}

export function createUploadQueue<F extends UploadFileLike = UploadFileLike>(
  inputName: string,
  constraints: UploadConstraints = {},
): UploadQueueState<F> {
  return Object.freeze({ inputName, constraints, items: Object.freeze([]), nextSequence: 1 });
}

export function findUploadItem<F extends UploadFileLike>(
  state: UploadQueueState<F>,
  id: string,
): UploadItem<F> | undefined {
  return state.items.find((item) => item.id === id);
}

/** Number of items and total bytes in the list, as counted by the queue-wide limits. */
export function uploadQueueUsage(items: readonly UploadItem[]): { count: number; totalSize: number } {
  return { count: items.length, totalSize: items.reduce((sum, item) => sum + item.file.size, 0) };
}

/** Replaces the item with the same id. */
export function replaceUploadItem<F extends UploadFileLike>(
  state: UploadQueueState<F>,
  item: UploadItem<F>,
): UploadQueueState<F> {
  const items = state.items.map((current) => (current.id === item.id ? Object.freeze(item) : current));
  return Object.freeze({ ...state, items: Object.freeze(items) });
}

/**
 * Starts the first queued item when nothing is uploading (the "next" transition). Called by every
 * other transition; exported for callers that restore a state from storage.
 */
export function startNextUpload<F extends UploadFileLike>(
  state: UploadQueueState<F>,
  now: number,
): UploadStep<F> {
  const busy = state.items.some((item) => item.status === 'uploading');
  const next = busy ? undefined : state.items.find((item) => item.status === 'queued');
  if (next === undefined) return { state, commands: [], changed: false };
  const attempt = next.attempt + 1;
  const started: UploadItem<F> = {
    ...next,
    status: 'uploading',
    progress: 0,
    attempt,
    startedAt: now,
    lastProgressAt: now,
  };
  return {
    state: replaceUploadItem(state, started),
    commands: [{ kind: 'start', itemId: next.id, attempt }],
    changed: true,
  };
}

/** Merges a transition's own result with the scheduling step that follows it. */
export function thenStartNext<F extends UploadFileLike>(
  state: UploadQueueState<F>,
  commands: readonly UploadCommand[],
  now: number,
): UploadStep<F> {
  const next = startNextUpload(state, now);
  return { state: next.state, commands: [...commands, ...next.commands], changed: true };
}

/**
 * Adds files picked or dropped by the member. Each file is checked in order against the constraints
 * (queue-wide limits include the files accepted earlier in the same call); refused files are reported
 * in `rejections`. A file that is acceptable in itself but does not fit because failed items fill the list
 * (the count or total-size limit) takes the place of the oldest failed items — a failed item has no remove
 * action (spec §4: it is retried), so without this a one-file field whose file the server refused for good
 * could never be given another. Throws 'The file specified is no longer valid' for a value that is not a file.
 */
export function enqueueUploads<F extends UploadFileLike>(
  state: UploadQueueState<F>,
  files: readonly F[],
  now: number,
): EnqueueStep<F> {
  files.forEach((file) => assertUploadFile(file));
  let items: UploadItem<F>[] = [...state.items];
  const rejections: UploadRejection[] = [];
  let sequence = state.nextSequence;
  for (const file of files) {
    const issues = checkUploadCandidate(file, state.constraints, uploadQueueUsage(items));
    if (issues.length > 0) {
      const freed = withoutFailedItemsFor(file, state.constraints, items);
      if (freed === undefined) {
        rejections.push(Object.freeze({ fileName: file.name, issues }));
        continue;
      }
      items = freed;
    }
    items.push(
      Object.freeze({
        id: `upload-${sequence}`,
        file,
        status: 'queued',
        progress: 0,
        attempt: 0,
        enqueuedAt: now,
      }),
    );
    sequence += 1;
  }
  if (sequence === state.nextSequence) return { state, commands: [], changed: false, rejections };
  const added: UploadQueueState<F> = Object.freeze({
    ...state,
    items: Object.freeze(items),
    nextSequence: sequence,
  });
  return { ...thenStartNext(added, [], now), rejections };
}

/**
 * The list without its oldest failed items, as few as make room for the file; `undefined` when the file is
 * refused for itself (format, size) or when even dropping every failed item would not make room.
 */
function withoutFailedItemsFor<F extends UploadFileLike>(
  file: F,
  constraints: UploadConstraints,
  items: readonly UploadItem<F>[],
): UploadItem<F>[] | undefined {
  if (checkUploadCandidate(file, constraints, { count: 0, totalSize: 0 }).length > 0) return undefined;
  let remaining = [...items];
  for (const failed of items.filter((item) => item.status === 'error')) {
    remaining = remaining.filter((item) => item !== failed);
    if (checkUploadCandidate(file, constraints, uploadQueueUsage(remaining)).length === 0) return remaining;
  }
  return undefined;
}
