import { UploadQueueRunner } from '@portail/application';
import type { UploadConstraints } from '@portail/domain';
import { describe, expect, it } from 'vitest';
import { FakeClock, flushPromises } from '@portail/application/src/use-cases/test-support/fake-clock.ts';
import type { TestFile } from './testing/controlled-upload-transport.ts';
import { aFile, ControlledUploadTransport } from './testing/controlled-upload-transport.ts';
import { listedSize } from './file-upload-rows.ts';
import { FileUploadViewModel } from './file-upload.view-model.ts';

const MO = 1024 * 1024;

function uploadArea(constraints: UploadConstraints = {}) {
  const clock = new FakeClock();
  const transport = new ControlledUploadTransport<TestFile>();
  const runner = new UploadQueueRunner<TestFile>(transport, clock, clock, { inputName: 'rib', constraints });
  const area = new FileUploadViewModel(runner);
  return { clock, transport, runner, area };
}

describe('file upload area: description', () => {
  it('shows the max file size in Mo with one decimal, the total size and the extensions with "ou" when several files are allowed', () => {
    const { area } = uploadArea({
      queueLimit: 5,
      maxFileSize: 2.5 * MO,
      maxQueueSize: 25 * MO,
      allowedExtensions: ['pdf', 'jpg', 'png'],
    });
    expect(area.multiple).toBe(true);
    expect(area.sentences).toEqual([
      'Taille maximale par fichier : 2,5 Mo.',
      "Taille maximale de l'ensemble des fichiers : 25 Mo.",
      'Formats acceptés : pdf, jpg ou png.',
    ]);
    expect(area.prompt.buttonText).toBe('Choisir des fichiers');
    expect(area.accept).toBe('.pdf,.jpg,.png');
  });

  it('offers a single file without the total size when the queue limit is 1', () => {
    const { area } = uploadArea({ queueLimit: 1, maxFileSize: 10 * MO, maxQueueSize: 25 * MO });
    expect(area.multiple).toBe(false);
    expect(area.sentences).toEqual(['Taille maximale par fichier : 10 Mo.']);
    expect(area.prompt).toEqual({
      dropText: 'Glissez-déposez votre fichier ici ou',
      buttonText: 'Choisir un fichier',
    });
    expect(area.accept).toBe('');
  });
});

describe('file upload area: queue', () => {
  it('uploads one file at a time, showing each one progress and size in Mo with up to 2 decimals', async () => {
    const { area, transport } = uploadArea({ queueLimit: 5 });
    area.add([aFile('a.pdf', 1.234 * MO), aFile('b.pdf', 2 * MO), aFile('c.pdf', 0.5 * MO)]);
    expect(transport.openCount).toBe(1);
    expect(area.rows.map((row) => [row.name, row.status, row.size])).toEqual([
      ['a.pdf', 'uploading', '1,23 Mo'],
      ['b.pdf', 'queued', '2 Mo'],
      ['c.pdf', 'queued', '0,5 Mo'],
    ]);
    transport.open.progress(40);
    expect(area.rows[0]).toMatchObject({
      progress: 40,
      statusText: 'Téléversement : 40 %',
      showProgress: true,
    });
    expect(area.hint).toBe('Téléversement en cours...');
    transport.open.succeed();
    await flushPromises();
    expect(area.rows.map((row) => row.status)).toEqual(['success', 'uploading', 'queued']);
    expect(transport.open.request.file.name).toBe('b.pdf');
    transport.open.succeed();
    await flushPromises();
    transport.open.succeed();
    await flushPromises();
    expect(area.rows.map((row) => row.status)).toEqual(['success', 'success', 'success']);
    expect(area.uploadedFiles.map((file) => file.remoteFileName)).toEqual([
      'remote-a.pdf',
      'remote-b.pdf',
      'remote-c.pdf',
    ]);
    expect(area.hint).toBeUndefined();
  });

  it('refuses a file over the size limit with the French message, and lists why', () => {
    const { area, transport } = uploadArea({ maxFileSize: 10 * MO });
    area.add([aFile('gros.pdf', 11 * MO)]);
    expect(transport.uploads).toHaveLength(0);
    expect(area.rows).toHaveLength(0);
    expect(area.rejections).toEqual([
      { fileName: 'gros.pdf', messages: ["Le poids d'une pièce jointe est limité à 10 Mo."] },
    ]);
    expect(area.announcement).toBe("gros.pdf : Le poids d'une pièce jointe est limité à 10 Mo.");
    area.clearRejections();
    expect(area.rejections).toEqual([]);
  });

  it('cancels the upload in flight, then offers to upload it again or to remove it', async () => {
    const { area, transport } = uploadArea();
    area.add([aFile('a.pdf')]);
    const first = transport.open;
    area.cancel(area.rows[0]?.id ?? '');
    await flushPromises();
    expect(first.aborted).toBe(true);
    expect(area.rows[0]).toMatchObject({
      status: 'cancelled',
      statusText: 'Téléversement annulé',
      canRetry: true,
      canRemove: true,
      canCancel: false,
    });
    expect(area.announcement).toBe('Téléversement de a.pdf annulé.');
    area.retry(area.rows[0]?.id ?? '');
    expect(transport.openCount).toBe(1);
    expect(area.rows[0]?.status).toBe('uploading');
  });

  it('retries a failed upload automatically, then leaves it in error with a re-upload button', async () => {
    const { area, transport, clock } = uploadArea();
    area.add([aFile('a.pdf')]);
    transport.open.fail(500, 'Erreur serveur');
    await flushPromises();
    expect(area.rows[0]).toMatchObject({
      status: 'error',
      automaticRetryPending: true,
      statusText: 'Nouvelle tentative automatique dans quelques instants…',
      failureMessage: 'Erreur serveur',
      canRetry: true,
      canRemove: false,
    });
    expect(area.announcement).toBe('Échec du téléversement de a.pdf : Erreur serveur');
    for (const delay of [1000, 2000, 4000]) {
      clock.advance(delay);
      transport.open.fail(503, 'Indisponible');
      await flushPromises();
    }
    expect(transport.uploads).toHaveLength(4);
    expect(area.rows[0]).toMatchObject({
      status: 'error',
      automaticRetryPending: false,
      statusText: 'Échec du téléversement',
      failureMessage: 'Indisponible',
    });
    area.retry(area.rows[0]?.id ?? '');
    transport.open.succeed();
    await flushPromises();
    expect(area.rows[0]?.status).toBe('success');
  });

  it('does not retry a refused upload (4xx): no re-upload button, a remove button instead', async () => {
    const { area, transport, clock } = uploadArea();
    area.add([aFile('a.pdf')]);
    transport.open.fail(400, 'Fichier illisible');
    await flushPromises();
    clock.advance(60_000);
    expect(transport.uploads).toHaveLength(1);
    expect(area.rows[0]).toMatchObject({
      status: 'error',
      automaticRetryPending: false,
      canRetry: false,
      canRemove: true,
    });
    area.retry(area.rows[0]?.id ?? '');
    expect(transport.uploads).toHaveLength(1);
    area.remove(area.rows[0]?.id ?? '');
    expect(area.rows).toEqual([]);
  });

  it('lets the member pick another RIB when the server refused the only one (one-file field)', async () => {
    const { area, transport } = uploadArea({ queueLimit: 1 });
    area.add([aFile('rib-scan.pdf')]);
    transport.open.fail(400, 'Le fichier est illisible.');
    await flushPromises();
    expect(area.rows.map((row) => [row.name, row.status, row.canRemove])).toEqual([
      ['rib-scan.pdf', 'error', true],
    ]);

    area.add([aFile('rib.pdf')]);

    expect(area.rows.map((row) => [row.name, row.status])).toEqual([['rib.pdf', 'uploading']]);
    transport.open.succeed();
    await flushPromises();
    expect(area.uploadedFiles.map((file) => file.remoteFileName)).toEqual(['remote-rib.pdf']);
  });

  it('fails an upload without progress for 30 s and keeps it in the list', async () => {
    const { area, transport, clock } = uploadArea();
    area.add([aFile('a.pdf')]);
    transport.open.progress(10);
    clock.advance(30_000);
    await flushPromises();
    expect(transport.uploads[0]?.aborted).toBe(true);
    expect(area.rows[0]).toMatchObject({ status: 'error', automaticRetryPending: true });
    expect(area.rows[0]?.failureMessage).toContain('faute de progression');
  });

  it('removes a uploaded file and announces it', async () => {
    const { area, transport } = uploadArea();
    area.add([aFile('a.pdf')]);
    transport.open.succeed();
    await flushPromises();
    area.remove(area.rows[0]?.id ?? '');
    expect(area.rows).toHaveLength(0);
    expect(area.announcement).toBe('a.pdf a été retiré de la liste.');
  });

  it('announces the progress by quarter and the success', async () => {
    const { area, transport } = uploadArea();
    area.add([aFile('a.pdf')]);
    expect(area.announcement).toBe('Téléversement de a.pdf commencé.');
    transport.open.progress(10);
    expect(area.announcement).toBe('Téléversement de a.pdf commencé.');
    transport.open.progress(55);
    expect(area.announcement).toBe('a.pdf : 50 % téléversés.');
    const sequence = area.announcementSequence;
    transport.open.progress(60);
    expect(area.announcementSequence).toBe(sequence);
    transport.open.succeed();
    await flushPromises();
    expect(area.announcement).toBe('a.pdf a été téléversé.');
  });
});

describe('file upload area: sizes', () => {
  it('lists sizes in Mo with up to 2 decimals, a tiny file as "< 0,01 Mo"', () => {
    expect(listedSize(1.5 * MO)).toBe('1,5 Mo');
    expect(listedSize(123_456)).toBe('0,12 Mo');
    expect(listedSize(500)).toBe('< 0,01 Mo');
    expect(listedSize(0)).toBe('0 Mo');
  });
});

describe('file upload area: form rules', () => {
  it('asks for the document when required, as a hint then as the error once the form is submitted', async () => {
    const { area, transport } = uploadArea({ required: true });
    expect(area.hint).toBe('Merci de joindre le document demandé.');
    expect(area.error).toBeNull();
    area.revealErrors();
    expect(area.error).toBe('Merci de joindre le document demandé.');
    area.add([aFile('rib.pdf')]);
    expect(area.error).toBe('Téléversement en cours...');
    transport.open.succeed();
    await flushPromises();
    expect(area.error).toBeNull();
    expect(area.issues).toEqual([]);
  });

  it('stops the upload in flight when disposed', () => {
    const { area, transport } = uploadArea();
    area.add([aFile('a.pdf')]);
    area.dispose();
    expect(transport.uploads[0]?.aborted).toBe(true);
  });

  it('follows the drag state and ignores an empty drop', () => {
    const { area, transport } = uploadArea();
    area.setDragActive(true);
    expect(area.dragActive).toBe(true);
    area.add([]);
    area.setDragActive(false);
    expect(area.dragActive).toBe(false);
    expect(transport.uploads).toHaveLength(0);
  });
});
