import type { CatalogueEntry } from '@portail/domain';
import { referenceDataCatalogue } from '@portail/domain';
import { HttpError } from '../../http/http-error.ts';

const answer = (status: number, entry: CatalogueEntry): HttpError =>
  new HttpError(status, { code: entry.code, message: entry.template });

/** 409: the kind changed since the version the caller read. */
export const referenceKindStale = (): HttpError => answer(409, referenceDataCatalogue.versionConflict);
/** 404: no such value in the kind. */
export const referenceValueUnknown = (): HttpError => answer(404, referenceDataCatalogue.unknownValue);

/** 400 on one body field with the catalogue's message. */
export function referenceFieldError(field: string, entry: CatalogueEntry): HttpError {
  return new HttpError(400, {
    code: entry.code,
    message: entry.template,
    errors: [{ field, code: entry.code, message: entry.template }],
  });
}
