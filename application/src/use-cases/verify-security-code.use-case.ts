import type { CatalogueMessage, SecurityCodeOperationType, ValidationResult } from '@portail/domain';
import {
  catalogueMessage,
  flowErrorCatalogue,
  joinSecurityCode,
  successToastCatalogue,
  validateRequired,
  validateSecurityCode,
  valid,
} from '@portail/domain';
import type { PortError } from '../ports/port-error.ts';
import type { SecurityCodePort } from '../ports/security-code.port.ts';
import type { SessionStoragePort } from '../ports/session-storage.port.ts';
import { SESSION_STORAGE_KEYS } from '../ports/session-storage.port.ts';
import type { InvalidFormOutcome } from './form-outcome.ts';
import { invalidFormOutcome } from './form-outcome.ts';
import { isNewPhoneOperation, requiresSecurityCodeUsername } from './send-security-code.use-case.ts';

/** Success toasts of spec §4 (activation, deactivation, phone changed, code verified). */
const SUCCESS_TOASTS: Partial<Record<SecurityCodeOperationType, CatalogueMessage>> = {
  ACTIVATE_AMF: catalogueMessage(successToastCatalogue.multiFactorActivated),
  DESACTIVATE_AMF: catalogueMessage(successToastCatalogue.multiFactorDeactivated),
  MODIFY_TEL_AMF: catalogueMessage(successToastCatalogue.phoneChanged),
  VERIFY_AMF: catalogueMessage(successToastCatalogue.securityCodeVerified),
  VERIFY_MAIL_AMF: catalogueMessage(successToastCatalogue.securityCodeVerified),
  VERIFY_SMS_AMF: catalogueMessage(successToastCatalogue.securityCodeVerified),
  VERIFY_UNAUTHENTICATED_AMF: catalogueMessage(successToastCatalogue.securityCodeVerified),
};

export type SecurityCodeFormField = 'securityCode' | 'newAmfTel';

export interface VerifySecurityCodeCommand {
  /** The six cells of the modal (or the code as one string). */
  readonly cells: readonly string[] | string;
  readonly operation: SecurityCodeOperationType;
  readonly username?: string | undefined;
  /** The phone to activate (ACTIVATE_AMF, MODIFY_TEL_AMF): the number the code was sent to. */
  readonly newAmfTel?: string | undefined;
}

export type VerifySecurityCodeOutcome =
  | InvalidFormOutcome<SecurityCodeFormField>
  /** 'Veuillez renseigner les informations de l'utilisateur.': nothing was sent. */
  | { readonly kind: 'missing-user'; readonly message: CatalogueMessage }
  /** The server refused the code: the modal stays open with the message. */
  | { readonly kind: 'rejected'; readonly message: string; readonly error: PortError }
  | {
      readonly kind: 'verified';
      /** Stored as the current security code (sent in the request headers). */
      readonly securityCode: string;
      readonly closeModal: true;
      readonly toast: CatalogueMessage | undefined;
    };

/** Checks the 6-digit code; on success it becomes the current security code (spec §4, §5 security code). */
export class VerifySecurityCode {
  constructor(
    private readonly securityCode: Pick<SecurityCodePort, 'verify'>,
    private readonly storage: Pick<SessionStoragePort, 'set'>,
  ) {}

  async execute(command: VerifySecurityCodeCommand): Promise<VerifySecurityCodeOutcome> {
    const { operation } = command;
    const username = command.username?.trim() ?? '';
    if (requiresSecurityCodeUsername(operation) && username === '') {
      return { kind: 'missing-user', message: catalogueMessage(flowErrorCatalogue.userInformationRequired) };
    }
    const needsPhone = isNewPhoneOperation(operation);
    const newAmfTel = command.newAmfTel?.trim() ?? '';
    const phoneIssues: ValidationResult = needsPhone ? validateRequired(newAmfTel) : valid;
    const invalid = invalidFormOutcome({
      securityCode: validateSecurityCode(command.cells),
      newAmfTel: phoneIssues,
    });
    if (invalid !== undefined) return invalid;
    const code = typeof command.cells === 'string' ? command.cells : joinSecurityCode(command.cells);
    const result = await this.securityCode.verify({
      securityCode: code,
      operation,
      ...(needsPhone ? { newAmfTel } : {}),
      ...(username === '' ? {} : { username }),
    });
    if (!result.ok) return { kind: 'rejected', message: result.error.message, error: result.error };
    this.storage.set(SESSION_STORAGE_KEYS.securityCode, code);
    return { kind: 'verified', securityCode: code, closeModal: true, toast: SUCCESS_TOASTS[operation] };
  }
}
