import type { CatalogueEntry } from '@portail/domain';
import { renderCatalogueTemplate, requestsAdminCatalogue } from '@portail/domain';
import { HttpError } from '../../http/http-error.ts';

const answer = (status: number, entry: CatalogueEntry, message = entry.template): HttpError =>
  new HttpError(status, { code: entry.code, message });

export const requestVersionStale = (): HttpError => answer(409, requestsAdminCatalogue.versionConflict);
export const requestNotAssigned = (): HttpError => answer(409, requestsAdminCatalogue.notAssigned);
export const targetDelaysStale = (): HttpError => answer(409, requestsAdminCatalogue.delaysConflict);

/** 409: another manager has the request; the message names them. */
export function requestAlreadyAssigned(manager: string): HttpError {
  const entry = requestsAdminCatalogue.alreadyAssigned;
  return answer(409, entry, renderCatalogueTemplate(entry.template, { gestionnaire: manager }));
}

/** 409: the action is not possible in the request's status (its French label). */
export function requestTransitionRefused(statusLabel: string): HttpError {
  const entry = requestsAdminCatalogue.transitionRefused;
  return answer(409, entry, renderCatalogueTemplate(entry.template, { statut: statusLabel }));
}

/** 400 on one body field with the catalogue's message. */
export function requestFieldError(field: string, entry: CatalogueEntry): HttpError {
  return new HttpError(400, {
    code: entry.code,
    message: entry.template,
    errors: [{ field, code: entry.code, message: entry.template }],
  });
}
