import type { CatalogueMessage, ChangePasswordFormField, ChangePasswordFormValues } from '@portail/domain';
import {
  catalogueMessage,
  dangerToastCatalogue,
  successToastCatalogue,
  validateChangePasswordForm,
} from '@portail/domain';
import type { IdentityPort } from '../ports/identity.port.ts';
import { failureToast } from './failure-toast.ts';
import type { InvalidFormOutcome, ServerFieldIssues } from './form-outcome.ts';
import { invalidFormOutcome, serverFieldIssues } from './form-outcome.ts';

const FIELDS: readonly ChangePasswordFormField[] = ['oldPassword', 'password', 'confirmPassword'];

/** The server's code for a wrong current password (shown under « Mot de passe actuel »). */
const WRONG_PASSWORD = 'WRONG_PASSWORD';

export interface ChangePasswordCommand {
  readonly values: ChangePasswordFormValues;
  readonly settings: { readonly passwordRequiredLength?: number | undefined };
}

export type ChangePasswordOutcome =
  | InvalidFormOutcome<ChangePasswordFormField>
  /** 'La modification du mot de passe a échoué.' with the server's detail; what was typed stays. */
  | {
      readonly kind: 'failed';
      readonly toast: CatalogueMessage;
      readonly fieldIssues: ServerFieldIssues<ChangePasswordFormField>;
    }
  /** 'La modification du mot de passe a bien été prise en compte.' */
  | { readonly kind: 'changed'; readonly toast: CatalogueMessage };

/**
 * « Changer mon mot de passe » (spec §7 change-password, §8 toasts): checks the form, then asks the server,
 * which verifies the current password, re-hashes the new one and ends the account's other sessions.
 */
export class ChangePassword {
  constructor(private readonly identity: Pick<IdentityPort, 'changePassword'>) {}

  async execute(command: ChangePasswordCommand): Promise<ChangePasswordOutcome> {
    const { values, settings } = command;
    const invalid = invalidFormOutcome(validateChangePasswordForm(values, settings));
    if (invalid !== undefined) return invalid;
    const result = await this.identity.changePassword({
      oldPassword: values.oldPassword ?? '',
      password: values.password ?? '',
      confirmPassword: values.confirmPassword ?? '',
    });
    if (result.ok) return { kind: 'changed', toast: catalogueMessage(successToastCatalogue.passwordChanged) };
    const { server } = result.error;
    const fieldIssues = serverFieldIssues(result.error, FIELDS);
    return {
      kind: 'failed',
      toast: failureToast(dangerToastCatalogue.passwordChangeFailed, result.error),
      fieldIssues:
        server?.code === WRONG_PASSWORD && server.message !== undefined
          ? { ...fieldIssues, oldPassword: [{ code: WRONG_PASSWORD, message: server.message }] }
          : fieldIssues,
    };
  }
}
