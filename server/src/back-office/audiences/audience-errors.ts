import type { CatalogueEntry } from '@portail/domain';
import { audiencesCatalogue } from '@portail/domain';
import { HttpError } from '../../http/http-error.ts';

const answer = (status: number, entry: CatalogueEntry): HttpError =>
  new HttpError(status, { code: entry.code, message: entry.template });

export const audienceStale = (): HttpError => answer(409, audiencesCatalogue.versionConflict);
export const audienceNameTaken = (): HttpError => answer(409, audiencesCatalogue.nameTaken);
export const audienceInUse = (): HttpError => answer(409, audiencesCatalogue.inUse);
export const audienceNotFound = (): HttpError => answer(404, audiencesCatalogue.notFound);

/** 400 on one body field (`nom`, `criteres`, `criteres[2]`…) with the catalogue's code and message. */
export function audienceFieldError(failure: { field: string; code: string; message: string }): HttpError {
  return new HttpError(400, {
    code: failure.code,
    message: failure.message,
    errors: [{ field: failure.field, code: failure.code, message: failure.message }],
  });
}
