import type { CatalogueEntry } from '../errors/catalogue-entry.ts';
import { referenceDataCatalogue } from '../errors/reference-data.catalogue.ts';

/** Longest code and label of a reference value (the table's checks, migration 142). */
export const REFERENCE_CODE_MAX_LENGTH = 40;
export const REFERENCE_LABEL_MAX_LENGTH = 120;

const CODE_PATTERN = /^[A-Za-z0-9_-]+$/;

/** What is wrong with a new value's code (trimmed), or null. */
export function referenceCodeIssue(code: string): CatalogueEntry | null {
  const trimmed = code.trim();
  if (trimmed === '') return referenceDataCatalogue.codeRequired;
  if (trimmed.length > REFERENCE_CODE_MAX_LENGTH || !CODE_PATTERN.test(trimmed))
    return referenceDataCatalogue.codeInvalid;
  return null;
}

/** What is wrong with a label (trimmed), or null. */
export function referenceLabelIssue(label: string): CatalogueEntry | null {
  const trimmed = label.trim();
  if (trimmed === '') return referenceDataCatalogue.labelRequired;
  if (trimmed.length > REFERENCE_LABEL_MAX_LENGTH) return referenceDataCatalogue.labelTooLong;
  return null;
}

/** A move of one place up (`haut`) or down (`bas`) in a kind's order. */
export type MoveDirection = 'haut' | 'bas';
