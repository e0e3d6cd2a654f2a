/** Operations a multi-factor security code can authorise (spec §3). */
export const SECURITY_CODE_OPERATION_TYPES = [
  'ACTIVATE_AMF',
  'ACTIVATE_BIOMETRIE',
  'DESACTIVATE_AMF',
  'DESACTIVATE_BIOMETRIE',
  'LOGIN_AMF',
  'MODIFY_TEL_AMF',
  'VERIFY_AMF',
  'VERIFY_MAIL_AMF',
  'VERIFY_SMS_AMF',
  'VERIFY_UNAUTHENTICATED_AMF',
] as const;

export type SecurityCodeOperationType = (typeof SECURITY_CODE_OPERATION_TYPES)[number];

/** Channels a security code is sent through. */
export const SECURITY_CODE_SEND_TYPES = ['MAIL', 'SMS'] as const;

export type SecurityCodeSendType = (typeof SECURITY_CODE_SEND_TYPES)[number];

/** Purposes of an e-mailed token (activation link, reset link). */
export const TOKEN_PURPOSES = ['Confirmation', 'ResetPassword'] as const;

export type TokenPurpose = (typeof TOKEN_PURPOSES)[number];
