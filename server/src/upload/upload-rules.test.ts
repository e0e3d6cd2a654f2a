import { describe, expect, it } from 'vitest';
import type { UploadPolicy } from './upload-policy.ts';
import {
  checkExtension,
  checkFileName,
  checkSniffedType,
  displayFileName,
  UPLOAD_FILE_NAME_CODE,
  extensionOf,
  fileTooLargeIssue,
  tooManyFilesIssue,
  totalTooLargeIssue,
} from './upload-rules.ts';

const policy: UploadPolicy = {
  maxFileSize: 10 * 1024 * 1024,
  maxFiles: 5,
  maxTotalSize: 2.5 * 1024 * 1024,
  allowedTypes: new Map([
    ['pdf', ['application/pdf']],
    ['jpg', ['image/jpeg']],
    ['png', ['image/png']],
  ]),
};

describe('displayFileName', () => {
  it('keeps only the last segment of a path-traversal name', () => {
    expect(displayFileName('../../etc/passwd')).toBe('passwd');
    expect(displayFileName('..\\..\\Windows\\win.ini')).toBe('win.ini');
  });

  it('replaces a name made only of dots or separators', () => {
    expect(displayFileName('..')).toBe('fichier');
    expect(displayFileName('dossier/')).toBe('fichier');
  });

  it('strips control and bidi-override characters', () => {
    expect(displayFileName('fac\u202eture\u0000.pdf')).toBe('facture.pdf');
  });

  it('truncates very long names', () => {
    expect(displayFileName(`${'a'.repeat(300)}.pdf`)).toHaveLength(120);
  });
});

describe('extensionOf', () => {
  it('lower-cases the last extension', () => {
    expect(extensionOf('Relevé.PDF')).toBe('pdf');
    expect(extensionOf('archive.pdf.exe')).toBe('exe');
  });

  it('returns an empty string without a real extension', () => {
    expect(extensionOf('.pdf')).toBe('');
    expect(extensionOf('rib.')).toBe('');
    expect(extensionOf('rib')).toBe('');
  });
});

describe('messages', () => {
  it('uses the spec wording for the size limits, in Mo with one decimal at most', () => {
    expect(fileTooLargeIssue(policy)).toEqual({
      code: 'UPLOAD.FILE_TOO_LARGE',
      message: "Le poids d'une pièce jointe est limité à 10 Mo.",
    });
    expect(totalTooLargeIssue(policy).message).toBe(
      "Le poids de l'ensemble des pièces jointes est limité à 2,5 Mo.",
    );
  });

  it('names the queue limit', () => {
    expect(tooManyFilesIssue(policy)).toEqual({
      code: 'UPLOAD.QUEUE_LIMIT_REACHED',
      message: 'Vous ne pouvez joindre que 5 pièces jointes.',
    });
  });
});

describe('checkExtension', () => {
  it('accepts an allowed extension whatever its case', () => {
    expect(checkExtension(policy, 'RIB.PDF')).toBeNull();
  });

  it('refuses an extension outside the allow-list and lists the accepted formats', () => {
    expect(checkExtension(policy, 'setup.exe')).toEqual({
      code: 'UPLOAD.EXTENSION_NOT_ALLOWED',
      message: 'Seuls les formats pdf, jpg ou png sont acceptés.',
    });
  });
});

describe('checkSniffedType', () => {
  it('accepts content whose sniffed type matches the extension', () => {
    expect(checkSniffedType(policy, 'rib.pdf', 'application/pdf')).toBeNull();
  });

  it('refuses an executable named .pdf', () => {
    expect(checkSniffedType(policy, 'rib.pdf', 'application/x-msdownload')?.code).toBe(
      'UPLOAD.MIME_TYPE_NOT_ALLOWED',
    );
  });

  it('refuses content whose type cannot be recognised', () => {
    expect(checkSniffedType(policy, 'photo.png', undefined)?.message).toBe(
      'Le contenu du fichier « photo.png » ne correspond pas à un fichier PNG valide.',
    );
  });

  it('refuses a PNG named .jpg', () => {
    expect(checkSniffedType(policy, 'photo.jpg', 'image/png')).not.toBeNull();
  });
});

// S4: names carrying a path were accepted (only their last segment was kept); issue 7 wants them refused.
describe('checkFileName', () => {
  it.each([
    'RIB Dupont.pdf',
    'relevé d’identité bancaire.PDF',
    'scan..final.pdf',
    '.pdf',
    'Facture 12:2024.pdf',
    'famille 👨\u200d👩\u200d👧.png',
  ])('accepts the plain file name %j', (name) => {
    expect(checkFileName(name)).toBeNull();
  });

  it.each([
    '../../evil.pdf',
    '../../../../../../tmp/evil-portail.pdf',
    '..\\..\\evil.pdf',
    '/tmp/evil-portail-absolu.pdf',
    'C:\\Windows\\evil.pdf',
    'C:evil.pdf',
    '....//....//evil.pdf',
    'uploads/../../evil.pdf',
    'dossier/rib.pdf',
    '%2e%2e%2f%2e%2e%2fevil.pdf',
    '..%2F..%2Fevil.pdf',
    '..%5cevil.pdf',
    '%2e%2e',
    '..',
    '.',
    '',
    '   ',
    'rib\u0000.pdf',
    'rib\n.pdf',
    '\u202efdp.exe',
    'rib\u2066.pdf',
  ])('refuses %j with the French message', (name) => {
    expect(checkFileName(name)).toEqual({
      code: UPLOAD_FILE_NAME_CODE,
      message: "Le nom du fichier n'est pas valide : renommez le fichier sans chemin ni caractère spécial.",
    });
  });
});
