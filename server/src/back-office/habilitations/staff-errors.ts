import type { CatalogueEntry } from '@portail/domain';
import { staffAccountsCatalogue } from '@portail/domain';
import { HttpError } from '../../http/http-error.ts';

const answer = (status: number, entry: CatalogueEntry): HttpError =>
  new HttpError(status, { code: entry.code, message: entry.template });

export const staffNotFound = (): HttpError => answer(404, staffAccountsCatalogue.notFound);
export const staffLoginTaken = (): HttpError => answer(409, staffAccountsCatalogue.loginTaken);
export const staffSelfDisable = (): HttpError => answer(400, staffAccountsCatalogue.selfDisable);
export const staffSelfLockout = (): HttpError => answer(400, staffAccountsCatalogue.selfLockout);
export const habilitationsStale = (): HttpError => answer(409, staffAccountsCatalogue.habilitationsStale);
