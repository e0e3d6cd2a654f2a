import type { SecurityCodeOperationType, SecurityCodeSendType } from '@portail/domain';
import type { PortResult } from './port-error.ts';

export interface SecurityCodeSendRequest {
  readonly sendType: SecurityCodeSendType;
  readonly operation: SecurityCodeOperationType;
  /** Identifies the user when there is no session. */
  readonly username?: string;
  /** ACTIVATE_AMF / MODIFY_TEL_AMF: the new mobile the code is sent to by SMS (and bound to). */
  readonly newAmfTel?: string;
}

export interface SecurityCodeSendOutcome {
  readonly logoutUrl?: string;
  readonly content?: string;
  /** The phone may not be used: the code was sent by mail instead. */
  readonly telephoneForbidden: boolean;
}

export interface SecurityCodeVerifyRequest {
  readonly securityCode: string;
  readonly operation: SecurityCodeOperationType;
  /** Phone to activate (ACTIVATE_AMF, MODIFY_TEL_AMF). */
  readonly newAmfTel?: string;
  readonly username?: string;
}

/** Masked contact data of the account. */
export interface SecurityCodeContact {
  readonly telephone: string;
  readonly email: string;
}

/** Multi-factor security code (spec §7 Security code). A send failure may carry server.logoutUrl. */
export interface SecurityCodePort {
  send(request: SecurityCodeSendRequest): PortResult<SecurityCodeSendOutcome>;
  verify(request: SecurityCodeVerifyRequest): PortResult<void>;
  getContact(): PortResult<SecurityCodeContact>;
}
