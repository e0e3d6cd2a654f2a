import type {
  Activation,
  Consent,
  CurrentUser,
  ForgotPassword,
  RegistrationUser,
  SecurityCodeSendType,
  TokenPurpose,
} from '@portail/domain';
import type { PortResult } from './port-error.ts';

/** An activation or reset link's token. */
export interface TokenCheckRequest {
  readonly purpose: TokenPurpose;
  readonly code: string;
  readonly userId: string;
}

/** What a valid token tells about the account. */
export interface TokenCheck {
  readonly isCreatedByAdmin: boolean;
  readonly consentements: readonly Consent[];
}

export interface EmailConfirmationRequest {
  readonly code: string;
  readonly userId: string;
}

export interface ResetPasswordRequest {
  readonly password: string;
  readonly confirmPassword: string;
  readonly code: string;
  readonly userId: string;
}

/** Identity of a member who lost the login; email is the new login. Dates are typed JJ/MM/AAAA. */
export interface ForgotUsernameForm {
  readonly numeroContrat?: string;
  readonly nir?: string;
  readonly nom: string;
  readonly prenom: string;
  readonly dateNaissance: string;
  readonly codePostal?: string;
  readonly email: string;
}

/** Result of the login-change pre-check (values are masked by the server). */
export interface ForgotUsernamePrecheck {
  readonly isUserAmfAuthorized: boolean;
  readonly sendType: SecurityCodeSendType;
  readonly currentUserName: string;
  readonly telephone: string;
}

export interface ChangePasswordRequest {
  readonly oldPassword: string;
  readonly password: string;
  readonly confirmPassword: string;
}

/** Account created by an administrator for a member. Dates are typed JJ/MM/AAAA. */
export interface AdminAccountRequest {
  readonly numeroContrat?: string;
  readonly nir?: string;
  readonly nom: string;
  readonly prenom: string;
  readonly dateNaissance: string;
  readonly email: string;
  readonly dematerialization?: boolean;
}

/** 'manuel' enables the manual management mode of an act. */
export type ModeGestion = 'manuel' | 'automatique';

/** Accounts, sign-in and session (spec §7 Identity). */
export interface IdentityPort {
  register(user: RegistrationUser): PortResult<void>;
  checkToken(request: TokenCheckRequest): PortResult<TokenCheck>;
  activateUser(activation: Activation): PortResult<void>;
  /** A failure carries server.isAccountConfirmed. */
  confirmEmail(request: EmailConfirmationRequest): PortResult<void>;
  relanceActivation(userId: string): PortResult<void>;
  /** dateNaissance is sent only when non-blank. */
  forgotPassword(request: ForgotPassword): PortResult<void>;
  /** A bad token fails with server.data 'InvalidToken'. */
  resetPassword(request: ResetPasswordRequest): PortResult<void>;
  preForgotUsername(form: ForgotUsernameForm): PortResult<ForgotUsernamePrecheck>;
  forgotUsername(form: ForgotUsernameForm, securityCode?: string): PortResult<void>;
  changePassword(request: ChangePasswordRequest): PortResult<void>;
  checkPassword(password: string): PortResult<boolean>;
  createClientAccount(request: AdminAccountRequest): PortResult<{ readonly userId: string }>;
  changeIdentifier(newIdentifier: string): PortResult<void>;
  /** Ends the session; the caller navigates to logoutUrl (or the root on failure). */
  logout(): PortResult<{ readonly logoutUrl: string }>;
  getModeGestion(actKey: string): PortResult<ModeGestion>;
  getSsoToken(): PortResult<string>;
  /** External care-network token (scTokenId). */
  createScToken(): PortResult<string>;
  /** The signed-in user; fails with status 401 (without redirecting) when nobody is signed in. */
  getCurrentUser(): PortResult<CurrentUser>;
  /** URL the browser navigates to for signing in. */
  loginUrl(callbackUrl?: string): string;
}
