import { describe, expect, it } from 'vitest';
import {
  PortalDeveloperError,
  accordionGroupAlreadyOpenError,
  invalidFileError,
  missingResourceRouteError,
  toggleLengthMismatchError,
} from './developer-errors.ts';

describe('developer errors (spec §8)', () => {
  it("says 'The file specified is no longer valid' for an invalid file object", () => {
    const error = invalidFileError();
    expect(error).toBeInstanceOf(PortalDeveloperError);
    expect(error).toBeInstanceOf(Error);
    expect(error.message).toBe('The file specified is no longer valid');
    expect(error.code).toBe('DEV.INVALID_FILE');
    expect(error.name).toBe('PortalDeveloperError');
  });

  it('tells that a model without registry entry must be added to the resource routes', () => {
    const error = missingResourceRouteError('Contrat');
    expect(error.code).toBe('DEV.MISSING_RESOURCE_ROUTE');
    expect(error.message).toContain('"Contrat"');
    expect(error.message).toContain('must be added to the resource routes');
  });

  it('names the accordion group that already has an open accordion', () => {
    const error = accordionGroupAlreadyOpenError('faq');
    expect(error.code).toBe('DEV.ACCORDION_GROUP_ALREADY_OPEN');
    expect(error.message).toBe('Another accordion of the same group "faq" is already open.');
  });

  it('gives both lengths when toggle values and labels differ', () => {
    const error = toggleLengthMismatchError(3, 2);
    expect(error.code).toBe('DEV.TOGGLE_LENGTH_MISMATCH');
    expect(error.message).toBe(
      'Toggle buttons: the value list (3) and the label list (2) must have the same length.',
    );
  });
});
