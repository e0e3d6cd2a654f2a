import type { CatalogueMessage, SecurityCodeOperationType, SecurityCodeSendType } from '@portail/domain';
import {
  catalogueMessage,
  flowErrorCatalogue,
  securityCodeSendFailure,
  withCatalogueDetail,
} from '@portail/domain';
import type { SecurityCodePort } from '../ports/security-code.port.ts';
import type { RedirectIntent } from './use-case-intents.ts';
import { redirectTo } from './use-case-intents.ts';

/**
 * Project wording (spec §4 names "a notice" without its text): shown when the server refused the phone and
 * sent the code by e-mail instead.
 */
export const TELEPHONE_FORBIDDEN_NOTICE =
  "L'envoi par SMS n'est pas possible pour ce numéro de téléphone : le code de sécurité vous a été envoyé par e-mail.";

/**
 * Project wording: a new double-authentication mobile whose code could not go by SMS (the tenant sends none). An
 * e-mail proves the address, not the phone: the number is kept unconfirmed and the codes keep going by e-mail.
 */
export const NEW_PHONE_UNPROVEN_NOTICE =
  "L'envoi par SMS n'est pas possible : le code de sécurité vous a été envoyé par e-mail. Comme votre numéro " +
  'de mobile ne peut pas être vérifié par SMS, il sera enregistré sans être confirmé et vos codes de sécurité ' +
  'continueront de vous être envoyés par e-mail.';

/** Operations that give the account a new mobile: the code goes by SMS to that number and is bound to it. */
const NEW_PHONE_OPERATIONS: ReadonlySet<SecurityCodeOperationType> = new Set([
  'ACTIVATE_AMF',
  'MODIFY_TEL_AMF',
]);

export function isNewPhoneOperation(operation: SecurityCodeOperationType): boolean {
  return NEW_PHONE_OPERATIONS.has(operation);
}

/** Operations done without a session: the user is identified by `username` (spec §8). */
const UNAUTHENTICATED_OPERATIONS: ReadonlySet<SecurityCodeOperationType> = new Set([
  'VERIFY_UNAUTHENTICATED_AMF',
  'LOGIN_AMF',
]);

export function requiresSecurityCodeUsername(operation: SecurityCodeOperationType): boolean {
  return UNAUTHENTICATED_OPERATIONS.has(operation);
}

export interface SendSecurityCodeCommand {
  readonly operation: SecurityCodeOperationType;
  /** Identifies the user of an unauthenticated operation. */
  readonly username?: string | undefined;
  /** SMS when the mobile phone is confirmed (or the pre-check said SMS), MAIL otherwise. */
  readonly preferredSendType: SecurityCodeSendType;
  /** Client configuration amfSmsActivated. */
  readonly smsEnabled: boolean;
  /** The resend link: a success then says 'Un code de sécurité vient d'être renvoyé.' */
  readonly resend?: boolean | undefined;
  /** ACTIVATE_AMF / MODIFY_TEL_AMF: the new mobile, which receives the code by SMS (and is proven by it). */
  readonly newAmfTel?: string | undefined;
}

export interface SecurityCodeSentOutcome {
  readonly kind: 'sent';
  /** The channel the code actually went through. */
  readonly sendType: SecurityCodeSendType;
  /** TELEPHONE_FORBIDDEN_NOTICE when the server switched to mail. */
  readonly notice: string | undefined;
  /** Success toast of a resend. */
  readonly toast: CatalogueMessage | undefined;
  /** Text the server returned with the code (e.g. where it was sent). */
  readonly content: string | undefined;
}

export interface SecurityCodeSendFailedOutcome {
  readonly kind: 'failed';
  /** 'L'envoi du code de sécurité a échoué.', with the server's message as detail when it gave one. */
  readonly toast: CatalogueMessage;
  /** The code modal closes. */
  readonly closeModal: true;
  /** When the server returned a logoutUrl: redirect there 3 s after the toast. */
  readonly redirect: RedirectIntent | undefined;
}

export type SendSecurityCodeOutcome =
  /** 'Veuillez renseigner les informations de l'utilisateur.': nothing was sent. */
  | { readonly kind: 'missing-user'; readonly message: CatalogueMessage }
  | SecurityCodeSentOutcome
  | SecurityCodeSendFailedOutcome;

/** Sends (or resends) the 6-digit multi-factor code (spec §4 multi-factor code, §8 flow errors). */
export class SendSecurityCode {
  constructor(private readonly securityCode: Pick<SecurityCodePort, 'send'>) {}

  async execute(command: SendSecurityCodeCommand): Promise<SendSecurityCodeOutcome> {
    const username = command.username?.trim() ?? '';
    if (requiresSecurityCodeUsername(command.operation) && username === '') {
      return { kind: 'missing-user', message: catalogueMessage(flowErrorCatalogue.userInformationRequired) };
    }
    const sendType: SecurityCodeSendType =
      command.preferredSendType === 'SMS' && command.smsEnabled ? 'SMS' : 'MAIL';
    const newPhone = isNewPhoneOperation(command.operation);
    const newAmfTel = command.newAmfTel?.trim() ?? '';
    const result = await this.securityCode.send({
      sendType,
      operation: command.operation,
      ...(username === '' ? {} : { username }),
      ...(newPhone && newAmfTel !== '' ? { newAmfTel } : {}),
    });
    if (!result.ok) {
      const { effect, ...toast } = securityCodeSendFailure(result.error.server?.logoutUrl);
      const redirect = effect?.kind === 'redirect' ? redirectTo(effect.to, effect.delayMs) : undefined;
      // Spec §8: a danger toast carries the server's message (a throttle says why and for how long).
      const detailed = withCatalogueDetail(toast, result.error.server?.message);
      return { kind: 'failed', toast: detailed, closeModal: true, redirect };
    }
    const { telephoneForbidden, content } = result.value;
    return {
      kind: 'sent',
      sendType: telephoneForbidden ? 'MAIL' : sendType,
      notice: telephoneForbidden
        ? newPhone
          ? NEW_PHONE_UNPROVEN_NOTICE
          : TELEPHONE_FORBIDDEN_NOTICE
        : undefined,
      toast: command.resend === true ? catalogueMessage(flowErrorCatalogue.securityCodeResent) : undefined,
      content: content?.trim() === '' ? undefined : content,
    };
  }
}
