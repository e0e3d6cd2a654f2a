import { describe, expect, it } from 'vitest';
import { createUploadQueue, enqueueUploads } from './upload-queue.ts';
import { completeUpload, failUpload } from './upload-queue.transitions.ts';
import {
  describeUploadArea,
  isUploadInProgress,
  uploadFieldHint,
  uploadedFilesOf,
  validateUploadField,
} from './upload-field.rules.ts';

const MO = 1024 * 1024;
const pdf = { name: 'a.pdf', size: 2 * MO, type: 'application/pdf' };

describe('upload field validity', () => {
  it('asks for the document when required and nothing was uploaded', () => {
    const queue = createUploadQueue('rib', { required: true });
    expect(validateUploadField(queue)).toEqual([
      { code: 'UPLOAD.REQUIRED', message: 'Merci de joindre le document demandé.' },
    ]);
    expect(uploadFieldHint(queue)).toBe('Merci de joindre le document demandé.');
  });

  it('is valid when not required and empty', () => {
    const queue = createUploadQueue('rib');
    expect(validateUploadField(queue)).toEqual([]);
    expect(uploadFieldHint(queue)).toBeUndefined();
  });

  it('treats an upload in progress as an error', () => {
    const state = enqueueUploads(createUploadQueue('rib'), [pdf], 0).state;
    expect(isUploadInProgress(state)).toBe(true);
    expect(validateUploadField(state)).toEqual([
      { code: 'UPLOAD.IN_PROGRESS', message: 'Téléversement en cours...' },
    ]);
    expect(uploadFieldHint(state)).toBe('Téléversement en cours...');
  });

  it('is valid once the required document is uploaded, and lists its record', () => {
    const started = enqueueUploads(createUploadQueue('rib', { required: true }), [pdf], 0).state;
    const done = completeUpload(started, 'upload-1', 'srv.pdf', 5).state;
    expect(validateUploadField(done)).toEqual([]);
    expect(uploadFieldHint(done)).toBeUndefined();
    expect(uploadedFilesOf(done)).toEqual([
      { remoteFileName: 'srv.pdf', localFileName: 'a.pdf', size: 2 * MO, inputName: 'rib' },
    ]);
  });

  it('does not count a failed upload as the required document', () => {
    const started = enqueueUploads(createUploadQueue('rib', { required: true }), [pdf], 0).state;
    const failed = failUpload(started, 'upload-1', { message: 'x', retryable: false }, 5).state;
    expect(validateUploadField(failed).map((i) => i.code)).toEqual(['UPLOAD.REQUIRED']);
    expect(uploadedFilesOf(failed)).toEqual([]);
  });
});

describe('upload area description', () => {
  it('shows the file limit, the total limit for several files and the extensions', () => {
    expect(
      describeUploadArea({
        queueLimit: 3,
        maxFileSize: 2.5 * MO,
        maxQueueSize: 10 * MO,
        allowedExtensions: ['pdf', 'jpg', 'png'],
      }),
    ).toEqual({
      multiple: true,
      maxFileSize: '2,5 Mo',
      maxQueueSize: '10 Mo',
      extensions: 'pdf, jpg ou png',
    });
  });

  it('hides the total limit and multiple selection when one file only is allowed', () => {
    expect(describeUploadArea({ queueLimit: 1, maxFileSize: 5 * MO, maxQueueSize: 5 * MO })).toEqual({
      multiple: false,
      maxFileSize: '5 Mo',
    });
  });

  it('allows multiple selection without a queue limit', () => {
    expect(describeUploadArea({})).toEqual({ multiple: true });
  });
});
