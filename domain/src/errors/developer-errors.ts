/**
 * Developer errors (spec §8): broken invariants of the code itself. They are thrown (bugs throw), as
 * `PortalDeveloperError` carrying a stable code. Messages are in English, like the spec's
 * 'The file specified is no longer valid'; the other texts are paraphrased from the spec (project wording).
 */
import { defineCatalogueEntry, renderCatalogueTemplate } from './catalogue-entry.ts';

export const developerErrorCatalogue = Object.freeze({
  missingResourceRoute: defineCatalogueEntry({
    code: 'DEV.MISSING_RESOURCE_ROUTE',
    family: 'developer',
    severity: 'danger',
    wording: 'project',
    template: 'No registry entry for model "{model}": the model must be added to the resource routes.',
  }),
  invalidFile: defineCatalogueEntry({
    code: 'DEV.INVALID_FILE',
    family: 'developer',
    severity: 'danger',
    wording: 'spec',
    template: 'The file specified is no longer valid',
  }),
  accordionGroupAlreadyOpen: defineCatalogueEntry({
    code: 'DEV.ACCORDION_GROUP_ALREADY_OPEN',
    family: 'developer',
    severity: 'danger',
    wording: 'project',
    template: 'Another accordion of the same group "{group}" is already open.',
  }),
  toggleLengthMismatch: defineCatalogueEntry({
    code: 'DEV.TOGGLE_LENGTH_MISMATCH',
    family: 'developer',
    severity: 'danger',
    wording: 'project',
    template:
      'Toggle buttons: the value list ({values}) and the label list ({labels}) must have the same length.',
  }),
});

/** Thrown for a programming error; `code` is one of the DEV.* catalogue codes. */
export class PortalDeveloperError extends Error {
  readonly code: string;

  constructor(code: string, message: string) {
    super(message);
    this.name = 'PortalDeveloperError';
    this.code = code;
  }
}

export function missingResourceRouteError(model: string): PortalDeveloperError {
  const entry = developerErrorCatalogue.missingResourceRoute;
  return new PortalDeveloperError(entry.code, renderCatalogueTemplate(entry.template, { model }));
}

export function invalidFileError(): PortalDeveloperError {
  const entry = developerErrorCatalogue.invalidFile;
  return new PortalDeveloperError(entry.code, entry.template);
}

export function accordionGroupAlreadyOpenError(group: string): PortalDeveloperError {
  const entry = developerErrorCatalogue.accordionGroupAlreadyOpen;
  return new PortalDeveloperError(entry.code, renderCatalogueTemplate(entry.template, { group }));
}

export function toggleLengthMismatchError(values: number, labels: number): PortalDeveloperError {
  const entry = developerErrorCatalogue.toggleLengthMismatch;
  return new PortalDeveloperError(entry.code, renderCatalogueTemplate(entry.template, { values, labels }));
}
