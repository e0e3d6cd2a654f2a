import type { AdminAccountRequest, ForgotUsernameForm, TokenCheck } from '@portail/application';
import type { Activation, Consent, CurrentUser, RegistrationUser } from '@portail/domain';
import type { components } from '../generated/portal-api.ts';
import { toWireDate } from '../http/wire-date.ts';

type Schemas = components['schemas'];

function wireConsents(consents: readonly Consent[]): Schemas['Consent'][] {
  return consents.map(({ nom, libelle, accepted }) => ({ nom, libelle, accepted }));
}

export function domainConsents(consents: readonly Schemas['Consent'][] | undefined): readonly Consent[] {
  return (consents ?? []).map(({ nom, libelle, accepted }) => ({ nom, libelle, accepted: accepted ?? null }));
}

function optional<K extends string>(key: K, value: string | undefined): { [P in K]?: string } {
  const trimmed = value?.trim() ?? '';
  return (trimmed === '' ? {} : { [key]: trimmed }) as { [P in K]?: string };
}

export function wireRegistration(user: RegistrationUser): Schemas['RegistrationUser'] {
  return {
    ...optional('numeroContrat', user.numeroContrat),
    ...optional('nir', user.nir),
    nom: user.nom,
    prenom: user.prenom,
    dateNaissance: toWireDate(user.dateNaissance),
    ...optional('codePostal', user.codePostal),
    email: user.email,
    ...optional('iban', user.iban),
    password: user.password,
    confirmPassword: user.confirmPassword,
    cgu: user.cgu,
    consentements: wireConsents(user.consentements),
    dematerialization: user.dematerialization,
  };
}

export function wireActivation(activation: Activation): Schemas['ActivationRequest'] {
  return {
    // No password when the member chose it at registration (issue 22 #2): the account keeps that one.
    ...(activation.password === ''
      ? {}
      : { password: activation.password, confirmPassword: activation.confirmPassword }),
    cgu: activation.CGU,
    consentements: wireConsents(activation.consentements),
    code: activation.code,
    userId: activation.userId,
  };
}

export function wireForgotUsernameForm(form: ForgotUsernameForm): Schemas['ForgotUsernameForm'] {
  return {
    ...optional('numeroContrat', form.numeroContrat),
    ...optional('nir', form.nir),
    nom: form.nom,
    prenom: form.prenom,
    dateNaissance: toWireDate(form.dateNaissance),
    ...optional('codePostal', form.codePostal),
    email: form.email,
  };
}

export function wireAdminAccount(request: AdminAccountRequest): Schemas['AdminCreateAccountRequest'] {
  return {
    ...optional('numeroContrat', request.numeroContrat),
    ...optional('nir', request.nir),
    nom: request.nom,
    prenom: request.prenom,
    dateNaissance: toWireDate(request.dateNaissance),
    email: request.email,
    ...(request.dematerialization === undefined ? {} : { dematerialization: request.dematerialization }),
  };
}

export function domainTokenCheck(body: Schemas['CheckTokenResponse']): TokenCheck {
  return { isCreatedByAdmin: body.isCreatedByAdmin, consentements: domainConsents(body.consentements) };
}

export function domainCurrentUser(body: Schemas['CurrentUser']): CurrentUser {
  return {
    roles: [...body.roles],
    userName: body.userName,
    email: body.email,
    codeCivilite: body.codeCivilite,
    nom: body.nom,
    prenom: body.prenom,
    ...(body.consultation === undefined
      ? {}
      : {
          consultation: {
            agentPrenom: body.consultation.agentPrenom,
            agentRole: body.consultation.agentRole,
            debut: new Date(body.consultation.debut),
            fin: new Date(body.consultation.fin),
          },
        }),
  };
}
