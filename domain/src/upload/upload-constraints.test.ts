import { describe, expect, it } from 'vitest';
import type { UploadConstraints } from './upload-constraints.ts';
import { checkUploadCandidate } from './upload-constraints.ts';

const MO = 1024 * 1024;
const empty = { count: 0, totalSize: 0 };
const pdf = { name: 'releve.PDF', size: MO, type: 'application/pdf' };

function codes(constraints: UploadConstraints, file = pdf, usage = empty): string[] {
  return checkUploadCandidate(file, constraints, usage).map((i) => i.code);
}

describe('upload candidate check', () => {
  it('accepts any file when no limit is configured', () => {
    expect(
      checkUploadCandidate({ name: 'x', size: 10 ** 12, type: '' }, {}, { count: 99, totalSize: 10 ** 12 }),
    ).toEqual([]);
  });

  it('compares extensions case-insensitively, with or without the leading dot', () => {
    expect(codes({ allowedExtensions: ['.pdf', 'JPG'] })).toEqual([]);
    expect(codes({ allowedExtensions: ['jpg', 'png'] })).toEqual(['UPLOAD.EXTENSION_NOT_ALLOWED']);
    expect(checkUploadCandidate(pdf, { allowedExtensions: ['jpg', 'png'] }, empty)[0]?.message).toBe(
      'Seuls les formats jpg ou png sont acceptés.',
    );
  });

  it('checks MIME types exactly or by type/* wildcard', () => {
    expect(codes({ allowedMimeTypes: ['Application/PDF'] })).toEqual([]);
    expect(codes({ allowedMimeTypes: ['image/*'] }, { name: 'a.png', size: 1, type: 'image/png' })).toEqual(
      [],
    );
    expect(codes({ allowedMimeTypes: ['image/*'] })).toEqual(['UPLOAD.MIME_TYPE_NOT_ALLOWED']);
  });

  it('refuses a file without browser MIME type when MIME types are restricted', () => {
    expect(codes({ allowedMimeTypes: ['application/pdf'] }, { ...pdf, type: '' })).toEqual([
      'UPLOAD.MIME_TYPE_NOT_ALLOWED',
    ]);
  });

  it('reports a wrong extension once, not again for its MIME type', () => {
    const file = { name: 'virus.exe', size: 1, type: 'application/x-msdownload' };
    expect(codes({ allowedExtensions: ['pdf'], allowedMimeTypes: ['application/pdf'] }, file)).toEqual([
      'UPLOAD.EXTENSION_NOT_ALLOWED',
    ]);
  });

  it("says 'Ce type de fichier n'est pas accepté.' when only MIME types are configured", () => {
    const result = checkUploadCandidate(pdf, { allowedMimeTypes: ['image/png'] }, empty);
    expect(result[0]?.message).toBe("Ce type de fichier n'est pas accepté.");
  });

  it('accepts a file exactly at the size limit and refuses one byte more', () => {
    expect(codes({ maxFileSize: MO })).toEqual([]);
    const result = checkUploadCandidate({ ...pdf, size: MO + 1 }, { maxFileSize: MO }, empty);
    expect(result).toEqual([
      { code: 'UPLOAD.FILE_TOO_LARGE', message: "Le poids d'une pièce jointe est limité à 1 Mo." },
    ]);
  });

  it('refuses a file when the list already holds queueLimit files', () => {
    expect(codes({ queueLimit: 2 }, pdf, { count: 1, totalSize: 0 })).toEqual([]);
    expect(codes({ queueLimit: 2 }, pdf, { count: 2, totalSize: 0 })).toEqual(['UPLOAD.QUEUE_LIMIT_REACHED']);
  });

  it('refuses a file that would push the total over the list limit', () => {
    expect(codes({ maxQueueSize: 3 * MO }, pdf, { count: 2, totalSize: 2 * MO })).toEqual([]);
    const result = checkUploadCandidate(pdf, { maxQueueSize: 3 * MO }, { count: 2, totalSize: 2 * MO + 1 });
    expect(result).toEqual([
      {
        code: 'UPLOAD.QUEUE_TOO_LARGE',
        message: "Le poids de l'ensemble des pièces jointes est limité à 3 Mo.",
      },
    ]);
  });

  it('reports every broken limit of a file', () => {
    const constraints = { allowedExtensions: ['jpg'], maxFileSize: 1, queueLimit: 1, maxQueueSize: 1 };
    expect(codes(constraints, pdf, { count: 1, totalSize: 1 })).toEqual([
      'UPLOAD.EXTENSION_NOT_ALLOWED',
      'UPLOAD.FILE_TOO_LARGE',
      'UPLOAD.QUEUE_LIMIT_REACHED',
      'UPLOAD.QUEUE_TOO_LARGE',
    ]);
  });
});
