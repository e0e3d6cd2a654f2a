/** French texts of the security-code endpoints (spec §8 where it gives them, project wording otherwise). */
export const SECURITY_CODE_ERRORS = {
  /** Spec §8 verbatim: unauthenticated code check without a username. */
  missingUser: {
    code: 'SECURITY_CODE.USER_REQUIRED',
    message: "Veuillez renseigner les informations de l'utilisateur.",
  },
  required: { code: 'SECURITY_CODE.REQUIRED', message: 'Veuillez saisir le code de sécurité reçu.' },
  wrong: { code: 'SECURITY_CODE.INVALID', message: 'Le code de sécurité saisi est incorrect.' },
  locked: {
    code: 'SECURITY_CODE.LOCKED',
    message: "Ce code de sécurité n'est plus valable après 5 saisies erronées. Demandez un nouveau code.",
  },
  expired: {
    code: 'SECURITY_CODE.EXPIRED',
    message: 'Ce code de sécurité a expiré. Demandez un nouveau code.',
  },
  used: {
    code: 'SECURITY_CODE.USED',
    message: 'Ce code de sécurité a déjà été utilisé. Demandez un nouveau code.',
  },
  tooManySends: {
    code: 'SECURITY_CODE.TOO_MANY_SENDS',
    message: 'Trop de codes de sécurité ont été demandés. Veuillez réessayer dans quelques minutes.',
  },
  tooManyAttempts: {
    code: 'SECURITY_CODE.TOO_MANY_ATTEMPTS',
    message: 'Trop de tentatives erronées. Veuillez réessayer dans quelques minutes.',
  },
  badPhone: { code: 'SECURITY_CODE.PHONE_FORMAT', message: 'Le numéro de téléphone mobile est incorrect.' },
  newPhoneRequired: {
    code: 'SECURITY_CODE.PHONE_REQUIRED',
    message: 'Veuillez saisir votre numéro de téléphone mobile.',
  },
  /** ACTIVATE_AMF / MODIFY_TEL_AMF: the code was sent for another number than the one being confirmed. */
  otherPhone: {
    code: 'SECURITY_CODE.OTHER_PHONE',
    message:
      'Ce code de sécurité a été envoyé à un autre numéro de mobile. Demandez un nouveau code pour ce numéro.',
  },
} as const;

export function sentContent(channel: 'SMS' | 'MAIL', maskedDestination: string | null): string {
  if (maskedDestination === null || maskedDestination === '') {
    return channel === 'SMS'
      ? 'Un code de sécurité vient de vous être envoyé par SMS.'
      : 'Un code de sécurité vient de vous être envoyé par e-mail.';
  }
  return channel === 'SMS'
    ? `Un code de sécurité vient d'être envoyé par SMS au ${maskedDestination}.`
    : `Un code de sécurité vient d'être envoyé à l'adresse ${maskedDestination}.`;
}

/**
 * The answer to a send for a new mobile (ACTIVATE_AMF, MODIFY_TEL_AMF) by SMS: the number in full, so the member
 * can catch a typo (they typed it in this very browser). By e-mail the answer is the usual one, with
 * `telephoneForbidden`: the front says the number will be stored unconfirmed.
 */
export function sentToNewPhoneContent(formattedPhone: string): string {
  return `Un code de sécurité vient d'être envoyé par SMS au ${formattedPhone}. Si vous ne le recevez pas, vérifiez ce numéro.`;
}

/**
 * The answer to a send without session, the same whoever the username designates (no enumeration): SMS asked with
 * SMS on goes by SMS to a confirmed phone, else by mail, and the text has to cover both.
 */
export function sentContentWithoutSession(channel: 'SMS' | 'MAIL'): string {
  return channel === 'SMS'
    ? "Un code de sécurité vient de vous être envoyé par SMS ou, si votre numéro de mobile n'est pas confirmé, par e-mail."
    : 'Un code de sécurité vient de vous être envoyé par e-mail.';
}
