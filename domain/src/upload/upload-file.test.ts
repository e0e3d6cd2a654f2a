import { describe, expect, it } from 'vitest';
import { PortalDeveloperError } from '../errors/developer-errors.ts';
import { assertUploadFile, uploadFileExtension } from './upload-file.ts';

describe('upload file object', () => {
  it('accepts an object shaped like a browser File', () => {
    expect(() => assertUploadFile({ name: 'releve.pdf', size: 0, type: '' })).not.toThrow();
  });

  it.each([
    ['null', null],
    ['undefined', undefined],
    ['a string', 'releve.pdf'],
    ['no name', { size: 1, type: 'application/pdf' }],
    ['an empty name', { name: '', size: 1, type: 'application/pdf' }],
    ['no type', { name: 'a.pdf', size: 1 }],
    ['no size', { name: 'a.pdf', type: 'application/pdf' }],
    ['a textual size', { name: 'a.pdf', size: '1', type: 'application/pdf' }],
    ['a negative size', { name: 'a.pdf', size: -1, type: 'application/pdf' }],
    ['an infinite size', { name: 'a.pdf', size: Number.POSITIVE_INFINITY, type: 'application/pdf' }],
  ])("throws 'The file specified is no longer valid' for %s", (_label, value) => {
    expect(() => assertUploadFile(value)).toThrow(PortalDeveloperError);
    expect(() => assertUploadFile(value)).toThrow('The file specified is no longer valid');
  });
});

describe('file extension', () => {
  it('is the lower-cased text after the last dot', () => {
    expect(uploadFileExtension('Scan.Final.PDF')).toBe('pdf');
  });

  it('is empty without a dot, with a trailing dot or for a dot file', () => {
    expect(uploadFileExtension('README')).toBe('');
    expect(uploadFileExtension('photo.')).toBe('');
    expect(uploadFileExtension('.bashrc')).toBe('');
  });
});
