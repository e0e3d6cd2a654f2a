import type { CatalogueEntry } from '@portail/domain';
import {
  ADHERENT_ACCOUNT_STATE_LABELS,
  adherentsAdminCatalogue,
  renderCatalogueTemplate,
} from '@portail/domain';
import type { AdherentAccountState } from '@portail/domain';
import { HttpError } from '../../http/http-error.ts';

/** 400 on one field with the catalogue's message. */
export function adherentFieldError(field: string, entry: CatalogueEntry): HttpError {
  return new HttpError(400, {
    code: entry.code,
    message: entry.template,
    errors: [{ field, code: entry.code, message: entry.template }],
  });
}

/** 409: the account's state (its French label) does not allow the action any more. */
export function adherentActionRefused(state: AdherentAccountState): HttpError {
  const entry = adherentsAdminCatalogue.actionRefused;
  return new HttpError(409, {
    code: entry.code,
    message: renderCatalogueTemplate(entry.template, { etat: ADHERENT_ACCOUNT_STATE_LABELS[state] }),
  });
}

/** 409: an activation link was sent less than a minute ago. */
export function adherentResendTooSoon(): HttpError {
  const entry = adherentsAdminCatalogue.resendTooSoon;
  return new HttpError(409, { code: entry.code, message: entry.template });
}
