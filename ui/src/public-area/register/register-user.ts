import type { NavigateIntent } from '@portail/application';
import { isFeatureVisible, PORTAL_FUNCTIONALITIES } from '@portail/domain';
import type {
  ConsentDefinition,
  FormIssues,
  RegisterFormField,
  RegisterFormIssueKey,
  RegistrationUser,
  ValidationResult,
} from '@portail/domain';
import type { DatePickerViewModel } from '../../widgets/date-picker/date-picker.view-model.ts';
import type { NirInputViewModel } from '../../widgets/nir-input/nir-input.view-model.ts';
import type { RegisterFormValues } from './register-form-values.ts';
import type { RegisterContext, RegisterSettings } from './register.use-cases.ts';

/** The form rules of the tenant context, with the Monaco number when it is offered and chosen. */
export function registerSettings(
  context: RegisterContext | null,
  nirMode: NirInputViewModel['mode'],
): RegisterSettings | null {
  if (context === null) return null;
  return {
    ...context.configuration,
    passwordRequiredLength: context.passwordRequiredLength,
    // Monaco number offered (spec §3-§5) and chosen: a 98… typed as a French NIR gets the French error.
    isDonneesROMonegasquesActivated: context.monacoNumbers === true && nirMode === 'monaco',
  };
}

/** The consents asked at sign-up (functionality consentementCGUCreationCompteAutreActe). */
export function signUpConsents(context: RegisterContext | null): readonly ConsentDefinition[] {
  if (context === null) return [];
  const asked = isFeatureVisible(
    context.featureFlags,
    PORTAL_FUNCTIONALITIES.consentementCGUCreationCompteAutreActe,
  );
  return asked ? context.configuration.consentements : [];
}

/** The dematerialisation choice is offered when the client has it at sign-up. */
export function isDematerialisationOffered(context: RegisterContext | null): boolean {
  return context?.configuration.fonctionnalites.dematCreationCompte === true;
}

/** The registration data as it would be sent. */
export function registrationUser(form: {
  readonly values: RegisterFormValues;
  readonly nir: NirInputViewModel;
  readonly birthDate: DatePickerViewModel;
  readonly consentDefinitions: readonly ConsentDefinition[];
  readonly isDematerialisationOffered: boolean;
}): RegistrationUser {
  const { values, nir, birthDate } = form;
  return {
    numeroContrat: values.numeroContrat,
    nir: nir.nir,
    nom: values.nom,
    prenom: values.prenom,
    dateNaissance: birthDate.text,
    codePostal: values.codePostal,
    email: values.email,
    iban: values.iban,
    password: values.password,
    confirmPassword: values.confirmPassword,
    cgu: values.cgu,
    consentements: form.consentDefinitions.map((consent) => ({
      ...consent,
      accepted: values.consentAnswer(consent.nom),
    })),
    dematerialization: form.isDematerialisationOffered && values.dematerialization,
  };
}

/** Which display-email text follows a registration (CMS Display_Email item). */
export const REGISTER_DISPLAY_EMAIL_SOURCE = 'register';

/** Where a registration leads, with the register text of display-email ('display-email?source=register'). */
export function displayEmailRoute(next: NavigateIntent): string {
  const search = new URLSearchParams({ ...next.query, source: REGISTER_DISPLAY_EMAIL_SOURCE }).toString();
  return `${next.route}?${search}`;
}

type ServerIssues = { [K in RegisterFormField]?: ValidationResult };

/** Server issues with the field values they were about: an issue shows until its field changes. */
export interface ServerIssueSnapshot {
  readonly issues: ServerIssues;
  readonly user: RegistrationUser;
}

/** The first French message of a field, once `isRevealed` (touched or submitted); the server's message first. */
export function fieldError(
  field: RegisterFormField,
  /** Read only when the server reported on the field: a key typed elsewhere must not recompute the error. */
  user: () => RegistrationUser,
  server: ServerIssueSnapshot | null,
  issues: FormIssues<RegisterFormIssueKey> | null,
  isRevealed: (field: RegisterFormField) => boolean,
): string | null {
  const serverMessage = server?.issues[field]?.[0]?.message;
  if (server !== null && serverMessage !== undefined && server.user[field] === user()[field]) {
    return serverMessage;
  }
  if (!isRevealed(field)) return null;
  const own = issues?.[field][0]?.message;
  if (own !== undefined) return own;
  // The combined first + last name length is reported under the first name.
  if (field === 'prenom' && (isRevealed('nom') || isRevealed('prenom'))) {
    return issues?.nomPrenom[0]?.message ?? null;
  }
  return null;
}
