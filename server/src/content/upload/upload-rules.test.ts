import { describe, expect, it } from 'vitest';
import type { UploadPolicy } from './upload-policy.ts';
import {
  checkExtension,
  checkSniffedType,
  displayFileName,
  extensionOf,
  fileTooLargeIssue,
  formatMegabytes,
  frenchList,
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
  it('formats sizes in Mo with one decimal at most', () => {
    expect(formatMegabytes(10 * 1024 * 1024)).toBe('10');
    expect(formatMegabytes(2.5 * 1024 * 1024)).toBe('2,5');
  });

  it('joins a list with "ou" before the last item', () => {
    expect(frenchList(['pdf', 'jpg', 'png'])).toBe('pdf, jpg ou png');
    expect(frenchList(['pdf'])).toBe('pdf');
  });

  it('uses the spec wording for the size limits', () => {
    expect(fileTooLargeIssue(policy).message).toBe("Le poids d'une pièce jointe est limité à 10 Mo.");
    expect(totalTooLargeIssue(policy).message).toBe(
      "Le poids de l'ensemble des pièces jointes est limité à 2,5 Mo.",
    );
  });
});

describe('checkExtension', () => {
  it('accepts an allowed extension whatever its case', () => {
    expect(checkExtension(policy, 'RIB.PDF')).toBeNull();
  });

  it('refuses an extension outside the allow-list and lists the accepted formats', () => {
    expect(checkExtension(policy, 'setup.exe')).toEqual({
      code: 'UPLOAD_EXTENSION_NOT_ALLOWED',
      message: "Le format du fichier « setup.exe » n'est pas accepté. Formats acceptés : pdf, jpg ou png.",
    });
  });
});

describe('checkSniffedType', () => {
  it('accepts content whose sniffed type matches the extension', () => {
    expect(checkSniffedType(policy, 'rib.pdf', 'application/pdf')).toBeNull();
  });

  it('refuses an executable named .pdf', () => {
    expect(checkSniffedType(policy, 'rib.pdf', 'application/x-msdownload')?.code).toBe(
      'UPLOAD_CONTENT_MISMATCH',
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
