import { describe, expect, it } from 'vitest';
import { contentDispositionFilename } from './content-disposition.ts';

describe('contentDispositionFilename', () => {
  it('reads a plain filename', () => {
    expect(contentDispositionFilename('attachment; filename=releve.pdf')).toBe('releve.pdf');
  });

  it('reads a quoted filename with spaces, semicolons and escaped quotes', () => {
    expect(contentDispositionFilename('attachment; filename="mon relevé; 2024 \\"final\\".pdf"')).toBe(
      'mon relevé; 2024 "final".pdf',
    );
  });

  it('decodes an RFC 5987 UTF-8 filename with accents', () => {
    expect(contentDispositionFilename("attachment; filename*=UTF-8''Relev%C3%A9%20d%C3%A9cembre.pdf")).toBe(
      'Relevé décembre.pdf',
    );
  });

  it('prefers filename* over filename, whatever their order', () => {
    expect(
      contentDispositionFilename(
        'attachment; filename*=utf-8\'fr\'attestation%C3%A9.pdf; filename="attestation.pdf"',
      ),
    ).toBe('attestationé.pdf');
    expect(
      contentDispositionFilename(
        'attachment; filename="attestation.pdf"; filename*=UTF-8\'\'attestation%C3%A9.pdf',
      ),
    ).toBe('attestationé.pdf');
  });

  it('decodes an ISO-8859-1 extended filename', () => {
    expect(contentDispositionFilename("attachment; filename*=ISO-8859-1''r%E9sum%E9.pdf")).toBe('résumé.pdf');
  });

  it('falls back to filename when filename* is malformed or in an unknown charset', () => {
    expect(contentDispositionFilename("attachment; filename*=UTF-8''%E0%A4%A; filename=repli.pdf")).toBe(
      'repli.pdf',
    );
    expect(contentDispositionFilename("attachment; filename*=KOI8-R''x.pdf; filename=repli.pdf")).toBe(
      'repli.pdf',
    );
  });

  it('is case-insensitive on parameter names', () => {
    expect(contentDispositionFilename('attachment; FileName="x.csv"')).toBe('x.csv');
  });

  it('removes path separators and control characters', () => {
    expect(contentDispositionFilename('attachment; filename="../../etc/passwd"')).toBe('.._.._etc_passwd');
    expect(contentDispositionFilename("attachment; filename*=UTF-8''a%2Fb%0A.pdf")).toBe('a_b.pdf');
  });

  it('returns undefined when there is no usable filename', () => {
    expect(contentDispositionFilename(null)).toBeUndefined();
    expect(contentDispositionFilename('inline')).toBeUndefined();
    expect(contentDispositionFilename('attachment; filename=""')).toBeUndefined();
    expect(contentDispositionFilename('attachment; filename=".."')).toBeUndefined();
  });
});
