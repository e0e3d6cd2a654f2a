import { describe, expect, it } from 'vitest';
import { createUploadQueue, enqueueUploads, findUploadItem, startNextUpload } from './upload-queue.ts';
import type { UploadFileLike } from './upload-file.ts';
import { completeUpload, failUpload } from './upload-queue.transitions.ts';

const MO = 1024 * 1024;
const file = (name: string, size = MO, type = 'application/pdf'): UploadFileLike => ({ name, size, type });

describe('adding files to the upload queue', () => {
  it('starts the first file at once and queues the others', () => {
    const step = enqueueUploads(createUploadQueue('justificatif'), [file('a.pdf'), file('b.pdf')], 100);
    expect(step.state.items.map((i) => [i.id, i.status])).toEqual([
      ['upload-1', 'uploading'],
      ['upload-2', 'queued'],
    ]);
    expect(step.commands).toEqual([{ kind: 'start', itemId: 'upload-1', attempt: 1 }]);
    expect(step.changed).toBe(true);
    expect(findUploadItem(step.state, 'upload-1')).toMatchObject({
      progress: 0,
      startedAt: 100,
      lastProgressAt: 100,
    });
    expect(findUploadItem(step.state, 'upload-2')).toMatchObject({ attempt: 0, enqueuedAt: 100 });
  });

  it('keeps the file object so the transport can send it', () => {
    const picked = file('a.pdf');
    const step = enqueueUploads(createUploadQueue('rib'), [picked], 0);
    expect(step.state.items[0]?.file).toBe(picked);
  });

  it('does not start another upload while one is running', () => {
    const first = enqueueUploads(createUploadQueue('rib'), [file('a.pdf')], 0);
    const second = enqueueUploads(first.state, [file('b.pdf')], 1);
    expect(second.commands).toEqual([]);
    expect(second.state.items.map((i) => i.status)).toEqual(['uploading', 'queued']);
  });

  it('numbers items without reusing ids', () => {
    const first = enqueueUploads(createUploadQueue('rib'), [file('a.pdf')], 0);
    const second = enqueueUploads(first.state, [file('b.pdf')], 1);
    expect(second.state.items.map((i) => i.id)).toEqual(['upload-1', 'upload-2']);
    expect(second.state.nextSequence).toBe(3);
  });

  it('refuses files breaking the constraints and reports why, keeping the accepted ones', () => {
    const queue = createUploadQueue('rib', { queueLimit: 2, maxFileSize: 2 * MO });
    const step = enqueueUploads(
      queue,
      [file('a.pdf'), file('big.pdf', 3 * MO), file('b.pdf'), file('c.pdf')],
      0,
    );
    expect(step.state.items.map((i) => i.file.name)).toEqual(['a.pdf', 'b.pdf']);
    expect(step.rejections).toEqual([
      {
        fileName: 'big.pdf',
        issues: [
          { code: 'UPLOAD.FILE_TOO_LARGE', message: "Le poids d'une pièce jointe est limité à 2 Mo." },
        ],
      },
      {
        fileName: 'c.pdf',
        issues: [
          { code: 'UPLOAD.QUEUE_LIMIT_REACHED', message: 'Vous ne pouvez joindre que 2 pièces jointes.' },
        ],
      },
    ]);
  });

  it('counts the files accepted earlier in the same call against the total size', () => {
    const queue = createUploadQueue('rib', { maxQueueSize: 2 * MO });
    const step = enqueueUploads(queue, [file('a.pdf'), file('b.pdf'), file('c.pdf')], 0);
    expect(step.state.items).toHaveLength(2);
    expect(step.rejections.map((r) => r.issues[0]?.code)).toEqual(['UPLOAD.QUEUE_TOO_LARGE']);
  });

  it('returns the same state when every file is refused', () => {
    const queue = createUploadQueue('rib', { allowedExtensions: ['png'] });
    const step = enqueueUploads(queue, [file('a.pdf')], 0);
    expect(step.state).toBe(queue);
    expect(step.changed).toBe(false);
    expect(step.rejections).toHaveLength(1);
  });

  it("throws 'The file specified is no longer valid' and adds nothing when one value is not a file", () => {
    const queue = createUploadQueue('rib');
    const broken = [file('a.pdf'), null] as unknown as UploadFileLike[];
    expect(() => enqueueUploads(queue, broken, 0)).toThrow('The file specified is no longer valid');
    expect(queue.items).toEqual([]);
  });

  it('freezes the state', () => {
    const step = enqueueUploads(createUploadQueue('rib'), [file('a.pdf')], 0);
    expect(Object.isFrozen(step.state)).toBe(true);
    expect(Object.isFrozen(step.state.items)).toBe(true);
    expect(Object.isFrozen(step.state.items[0])).toBe(true);
  });
});

describe('starting the next upload', () => {
  it('does nothing on an empty queue', () => {
    const queue = createUploadQueue('rib');
    expect(startNextUpload(queue, 0)).toEqual({ state: queue, commands: [], changed: false });
  });
});

describe('a failed item when the list is full', () => {
  const refused = { message: 'Le format du fichier ne correspond pas à son extension.', retryable: false };

  it('gives its place to the file the member picks next in a one-file field', () => {
    const sent = enqueueUploads(createUploadQueue('rib', { queueLimit: 1 }), [file('rib.pdf')], 0);
    const failed = failUpload(sent.state, 'upload-1', refused, 10);

    const step = enqueueUploads(failed.state, [file('autre-rib.pdf')], 20);

    expect(step.rejections).toEqual([]);
    expect(step.state.items.map((i) => [i.id, i.file.name, i.status])).toEqual([
      ['upload-2', 'autre-rib.pdf', 'uploading'],
    ]);
    expect(step.commands).toEqual([{ kind: 'start', itemId: 'upload-2', attempt: 1 }]);
  });

  it('drops only as many failed items as the new file needs, oldest first, and keeps the others', () => {
    let state = enqueueUploads(
      createUploadQueue('justificatif', { queueLimit: 3 }),
      [file('a.pdf'), file('b.pdf'), file('c.pdf')],
      0,
    ).state;
    state = failUpload(state, 'upload-1', refused, 1).state;
    state = failUpload(state, 'upload-2', refused, 2).state;
    state = completeUpload(state, 'upload-3', 'c-remote.pdf', 3).state;

    const step = enqueueUploads(state, [file('d.pdf')], 4);

    expect(step.state.items.map((i) => [i.file.name, i.status])).toEqual([
      ['b.pdf', 'error'],
      ['c.pdf', 'success'],
      ['d.pdf', 'uploading'],
    ]);
  });

  it('makes room under the total-size limit too', () => {
    const sent = enqueueUploads(
      createUploadQueue('justificatif', { maxQueueSize: 3 * MO }),
      [file('a.pdf', 2 * MO)],
      0,
    );
    const failed = failUpload(sent.state, 'upload-1', refused, 1);

    const step = enqueueUploads(failed.state, [file('b.pdf', 2 * MO)], 2);

    expect(step.state.items.map((i) => i.file.name)).toEqual(['b.pdf']);
  });

  it('is kept when the new file is refused for itself or when no failed item would make room', () => {
    const sent = enqueueUploads(
      createUploadQueue('rib', { queueLimit: 2, maxFileSize: 2 * MO }),
      [file('a.pdf'), file('b.pdf')],
      0,
    );
    const failed = failUpload(sent.state, 'upload-1', refused, 1).state;

    const tooBig = enqueueUploads(failed, [file('gros.pdf', 3 * MO)], 2);
    expect(tooBig.state).toBe(failed);
    expect(tooBig.changed).toBe(false);

    const noFailure = enqueueUploads(createUploadQueue('rib', { queueLimit: 1 }), [file('a.pdf')], 0);
    const full = enqueueUploads(noFailure.state, [file('b.pdf')], 1);
    expect(full.rejections.map((r) => r.issues[0]?.code)).toEqual(['UPLOAD.QUEUE_LIMIT_REACHED']);
    expect(full.state.items.map((i) => i.file.name)).toEqual(['a.pdf']);
  });
});
