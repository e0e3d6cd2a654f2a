import type { UploadFileLike, UploadQueueState } from '@portail/domain';
import { describe, expect, it } from 'vitest';
import type { UploadQueueRunnerOptions } from './upload-queue-runner.ts';
import { UploadQueueRunner } from './upload-queue-runner.ts';
import { FakeClock } from './test-support/fake-clock.ts';
import { FakeUploadTransport, aFile } from './test-support/fake-upload.transport.ts';

const STALLED = 'Le téléversement a été interrompu faute de progression. Veuillez réessayer.';

function setup(options: Partial<UploadQueueRunnerOptions> = {}) {
  const transport = new FakeUploadTransport();
  const clock = new FakeClock(0);
  const runner = new UploadQueueRunner<UploadFileLike>(transport, clock, clock, {
    inputName: 'rib',
    ...options,
  });
  const snapshots: UploadQueueState<UploadFileLike>[] = [];
  runner.subscribe((state) => snapshots.push(state));
  const statuses = () => runner.state.items.map((item) => item.status);
  return { transport, clock, runner, snapshots, statuses };
}

describe('UploadQueueRunner', () => {
  it('uploads the files strictly one after another', async () => {
    const { transport, runner, statuses } = setup();

    runner.add([aFile('a.pdf'), aFile('b.pdf'), aFile('c.pdf')]);
    transport.expectStartedFiles(['a.pdf']);
    expect(statuses()).toEqual(['uploading', 'queued', 'queued']);

    await transport.latest().succeed();
    transport.expectStartedFiles(['a.pdf', 'b.pdf']);
    await transport.latest().succeed();
    await transport.latest().succeed();

    transport.expectStartedFiles(['a.pdf', 'b.pdf', 'c.pdf']);
    expect(statuses()).toEqual(['success', 'success', 'success']);
    expect(runner.uploadedFiles.map((file) => file.remoteFileName)).toEqual([
      'remote-a.pdf',
      'remote-b.pdf',
      'remote-c.pdf',
    ]);
    expect(runner.uploadedFiles[0]?.inputName).toBe('rib');
  });

  it('sends the alias, extra parameters, indexGed and input name with the file', () => {
    const { transport, runner } = setup({
      alias: 'document',
      extraParams: { type: 'RIB' },
      indexGed: 'GED-1',
    });

    runner.add([aFile('rib.pdf')]);

    expect(transport.latest().request).toEqual({
      file: aFile('rib.pdf'),
      inputName: 'rib',
      alias: 'document',
      extraParams: { type: 'RIB' },
      indexGed: 'GED-1',
    });
  });

  it('publishes the progress of the upload to its listeners', () => {
    const { transport, runner, snapshots } = setup();
    runner.add([aFile('a.pdf')]);

    transport.latest().progress(40);
    transport.latest().progress(75);

    expect(snapshots.map((state) => state.items[0]?.progress)).toEqual([0, 40, 75]);
  });

  it('refuses a file over the size limit with the French message, uploading nothing', () => {
    const { transport, runner } = setup({ constraints: { maxFileSize: 2 * 1024 * 1024 } });

    const rejections = runner.add([aFile('gros.pdf', 3 * 1024 * 1024)]);

    expect(rejections).toEqual([
      {
        fileName: 'gros.pdf',
        issues: [
          { code: 'UPLOAD.FILE_TOO_LARGE', message: "Le poids d'une pièce jointe est limité à 2 Mo." },
        ],
      },
    ]);
    expect(transport.uploads).toEqual([]);
  });

  it('retries a retryable failure automatically after 1 s, 2 s then 4 s, and stops after 3 retries', async () => {
    const { transport, clock, runner, statuses } = setup();
    runner.add([aFile('a.pdf')]);

    await transport.latest().fail(503, 'Service momentanément indisponible');
    expect(statuses()).toEqual(['error']);
    expect(runner.state.items[0]?.failure).toEqual({
      message: 'Service momentanément indisponible',
      retryable: true,
    });

    clock.advance(999);
    expect(transport.uploads).toHaveLength(1);
    clock.advance(1);
    expect(transport.uploads).toHaveLength(2);

    await transport.latest().fail(503);
    clock.advance(1999);
    expect(transport.uploads).toHaveLength(2);
    clock.advance(1);
    expect(transport.uploads).toHaveLength(3);

    await transport.latest().fail(0);
    clock.advance(4000);
    expect(transport.uploads).toHaveLength(4);

    await transport.latest().fail(500);
    clock.advance(60_000);
    expect(transport.uploads).toHaveLength(4);
    expect(statuses()).toEqual(['error']);
    expect(clock.pendingCount).toBe(0);
  });

  it('succeeds on an automatic retry after a server failure', async () => {
    const { transport, clock, runner, statuses } = setup();
    runner.add([aFile('a.pdf')]);

    await transport.latest().fail(500);
    clock.advance(1000);
    await transport.latest().succeed();

    expect(statuses()).toEqual(['success']);
    expect(runner.state.items[0]?.attempt).toBe(2);
  });

  it('does not retry a refused file (4xx) automatically, keeping it in the list with the server message', async () => {
    const { transport, clock, runner } = setup();
    runner.add([aFile('a.exe')]);

    await transport.latest().fail(400, "Ce type de fichier n'est pas accepté.");
    clock.advance(60_000);

    expect(transport.uploads).toHaveLength(1);
    expect(runner.state.items[0]).toMatchObject({
      status: 'error',
      failure: { message: "Ce type de fichier n'est pas accepté.", retryable: false },
    });
  });

  it('starts the next file while a failed one waits for its retry, keeping one upload at a time', async () => {
    const { transport, clock, runner, statuses } = setup();
    runner.add([aFile('a.pdf'), aFile('b.pdf')]);

    await transport.latest().fail(503);
    transport.expectStartedFiles(['a.pdf', 'b.pdf']);
    clock.advance(1000);

    expect(statuses()).toEqual(['queued', 'uploading']);
    transport.expectStartedFiles(['a.pdf', 'b.pdf']);
    await transport.latest().succeed();
    transport.expectStartedFiles(['a.pdf', 'b.pdf', 'a.pdf']);
  });

  it('fails and aborts an upload without progress for 30 s, then retries it', () => {
    const { transport, clock, runner } = setup();
    runner.add([aFile('a.pdf')]);
    const first = transport.latest();

    clock.advance(30_000);

    expect(first.aborted).toBe(true);
    expect(runner.state.items[0]).toMatchObject({
      status: 'error',
      failure: { message: STALLED, retryable: true },
    });
    clock.advance(1000);
    expect(transport.uploads).toHaveLength(2);
  });

  it('counts the 30 s from the last progress', () => {
    const { transport, clock, runner } = setup();
    runner.add([aFile('a.pdf')]);

    clock.advance(20_000);
    transport.latest().progress(10);
    clock.advance(29_000);
    expect(runner.state.items[0]?.status).toBe('uploading');
    clock.advance(1000);
    expect(runner.state.items[0]?.status).toBe('error');
  });

  it('ignores the late answer of a stalled attempt', async () => {
    const { transport, clock, runner } = setup();
    runner.add([aFile('a.pdf')]);
    const stalled = transport.latest();
    clock.advance(31_000);
    const retried = transport.latest();
    expect(retried).not.toBe(stalled);

    await stalled.succeed('late.pdf');

    expect(runner.state.items[0]?.status).toBe('uploading');
    await retried.succeed('fresh.pdf');
    expect(runner.uploadedFiles.map((file) => file.remoteFileName)).toEqual(['fresh.pdf']);
  });

  it('cancels the upload in flight and starts the next file', async () => {
    const { transport, runner, statuses } = setup();
    runner.add([aFile('a.pdf'), aFile('b.pdf')]);
    const first = transport.latest();

    expect(runner.cancel(runner.state.items[0]?.id ?? '')).toBe(true);
    await first.result;

    expect(first.aborted).toBe(true);
    expect(statuses()).toEqual(['cancelled', 'uploading']);
    transport.expectStartedFiles(['a.pdf', 'b.pdf']);
  });

  it('re-uploads an error item at once with a fresh retry budget, dropping its pending automatic retry', async () => {
    const { transport, clock, runner } = setup();
    runner.add([aFile('a.pdf')]);
    await transport.latest().fail(503);

    expect(runner.retry(runner.state.items[0]?.id ?? '')).toBe(true);

    expect(transport.uploads).toHaveLength(2);
    expect(runner.state.items[0]).toMatchObject({ status: 'uploading', attempt: 1 });
    await transport.latest().succeed();
    clock.advance(10_000);
    expect(transport.uploads).toHaveLength(2);
  });

  it('removes a non-error item and one refused for good, but keeps one failed for a passing cause', async () => {
    const { transport, clock, runner } = setup();
    runner.add([aFile('a.pdf'), aFile('b.pdf'), aFile('c.pdf')]);
    await transport.latest().succeed();
    await transport.latest().fail(400);
    await transport.latest().fail(503);
    const [done, refused, failed] = runner.state.items;

    expect(runner.remove(failed?.id ?? '')).toBe(false);
    expect(runner.remove(refused?.id ?? '')).toBe(true);
    expect(runner.remove(done?.id ?? '')).toBe(true);

    expect(runner.state.items.map((item) => item.file.name)).toEqual(['c.pdf']);
    clock.advance(10_000);
    // a and b once, c again by its first automatic retry (still in flight): b, refused for good, never again.
    expect(transport.uploads).toHaveLength(4);
  });

  it("reports 'Téléversement en cours...' while uploading and the required document when empty", async () => {
    const { transport, runner } = setup({ constraints: { required: true } });
    expect(runner.validation.map((found) => found.message)).toEqual([
      'Merci de joindre le document demandé.',
    ]);

    runner.add([aFile('a.pdf')]);
    expect(runner.validation.map((found) => found.message)).toEqual([
      'Téléversement en cours...',
      'Merci de joindre le document demandé.',
    ]);

    await transport.latest().succeed();
    expect(runner.validation).toEqual([]);
  });

  it('aborts the upload and stops its timers when disposed', () => {
    const { transport, clock, runner, snapshots } = setup();
    runner.add([aFile('a.pdf')]);
    const count = snapshots.length;

    runner.dispose();

    expect(transport.latest().aborted).toBe(true);
    expect(clock.pendingCount).toBe(0);
    clock.advance(60_000);
    expect(snapshots).toHaveLength(count);
    expect(() => runner.add([aFile('b.pdf')])).toThrow('The upload queue runner has been disposed');
  });
});
