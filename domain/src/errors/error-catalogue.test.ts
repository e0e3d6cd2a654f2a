import { describe, expect, it } from 'vitest';
import { errorCatalogueEntries, errorCatalogueEntry } from './error-catalogue.ts';

describe('error catalogue', () => {
  it('gives every entry a distinct code', () => {
    const codes = errorCatalogueEntries.map((e) => e.code);
    expect(new Set(codes).size).toBe(codes.length);
  });

  it('prefixes each code with its family', () => {
    const prefix = {
      http: 'HTTP.',
      flow: 'FLOW.',
      'danger-toast': 'TOAST.',
      'success-toast': 'SUCCESS.',
      developer: 'DEV.',
    } as const;
    for (const entry of errorCatalogueEntries) expect(entry.code.startsWith(prefix[entry.family])).toBe(true);
  });

  it('gives success toasts a success severity and errors a danger severity', () => {
    for (const entry of errorCatalogueEntries) {
      if (entry.family === 'success-toast') expect(entry.severity).toBe('success');
      if (entry.family === 'http' || entry.family === 'danger-toast') expect(entry.severity).toBe('danger');
    }
  });

  it('finds an entry by its code and nothing for an unknown code', () => {
    expect(errorCatalogueEntry('HTTP.503')?.effect).toEqual({
      kind: 'navigate',
      route: 'service-unavailable',
    });
    expect(errorCatalogueEntry('NOPE')).toBeUndefined();
  });

  it('freezes entries so the catalogue cannot be altered at run time', () => {
    for (const entry of errorCatalogueEntries) expect(Object.isFrozen(entry)).toBe(true);
  });
});
