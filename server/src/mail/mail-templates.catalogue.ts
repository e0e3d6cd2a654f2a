import * as identity from './identity-mail-templates.catalogue.ts';
import type { MailTemplateDefinition } from './mail-template-definition.ts';
import * as member from './member-mail-templates.catalogue.ts';
import * as notification from './notification-mail-templates.catalogue.ts';
import { REQUEST_ACKNOWLEDGEMENT_TEMPLATE } from './request-mail-templates.catalogue.ts';
import { PRISE_EN_CHARGE_ESTABLISHMENT_TEMPLATE } from './request-mail-templates.catalogue.ts';
import { STAFF_ACTIVATION_TEMPLATE } from './staff-mail-templates.catalogue.ts';

/** Every mail and SMS the portal sends, each an editable template (« Modèles de mails »), in list order. */
export const MAIL_TEMPLATES: readonly MailTemplateDefinition[] = [
  identity.ACTIVATION_TEMPLATE,
  identity.ACTIVATION_ADMIN_TEMPLATE,
  identity.CONFIRM_EMAIL_TEMPLATE,
  identity.RESET_PASSWORD_TEMPLATE,
  identity.PASSWORD_CHANGED_TEMPLATE,
  identity.ACCOUNT_EXISTS_TEMPLATE,
  identity.EMAIL_IN_USE_TEMPLATE,
  identity.LOGIN_CHANGE_ASKED_TEMPLATE,
  identity.LOGIN_CHANGED_TEMPLATE,
  identity.LOGIN_UNAVAILABLE_TEMPLATE,
  member.SECURITY_CODE_MAIL_TEMPLATE,
  member.SECURITY_CODE_SMS_TEMPLATE,
  member.ACCOUNT_DELETED_TEMPLATE,
  member.ACCOUNT_DELETED_OIDC_TEMPLATE,
  member.BANK_DETAILS_MANUAL_TEMPLATE,
  member.BANK_DETAILS_APPLIED_TEMPLATE,
  member.ACT_MANUAL_TEMPLATE,
  member.ACT_APPLIED_TEMPLATE,
  notification.NOTIFICATION_REQUEST_STATUS_TEMPLATE,
  notification.NOTIFICATION_REQUEST_MESSAGE_TEMPLATE,
  notification.NOTIFICATION_DOCUMENT_TEMPLATE,
  notification.NOTIFICATION_INFORMATION_TEMPLATE,
  notification.NOTIFICATION_REFUND_TEMPLATE,
  REQUEST_ACKNOWLEDGEMENT_TEMPLATE,
  PRISE_EN_CHARGE_ESTABLISHMENT_TEMPLATE,
  STAFF_ACTIVATION_TEMPLATE,
];

const byKey = new Map(MAIL_TEMPLATES.map((t) => [t.key, t]));

/** The template with this key, if the portal has one. */
export function mailTemplateDefinition(key: string): MailTemplateDefinition | undefined {
  return byKey.get(key);
}
