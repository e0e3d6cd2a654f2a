import type {
  AdherentAccountState,
  AdherentAction,
  StaffRequestStatus,
  StaffRequestType,
} from '@portail/domain';
import type { PortResult } from '../port-error.ts';

/** One member found by the « Adhérents » search. */
export interface AdherentHit {
  readonly id: string;
  /** The member number. */
  readonly number: string;
  readonly civility: string;
  readonly lastName: string;
  readonly firstName: string;
  /** ISO date (YYYY-MM-DD). */
  readonly birthDate: string;
  readonly postalCode: string;
  readonly account: AdherentAccountState;
}

export interface AdherentSearchResult {
  readonly hits: readonly AdherentHit[];
  /** More members match than listed (refine the search). */
  readonly more: boolean;
}

/** A member's page in the back office. */
export interface AdherentDetail extends Omit<AdherentHit, 'account'> {
  readonly email: string | null;
  readonly phone: string | null;
  readonly nir: string | null;
  readonly contracts: readonly {
    readonly number: string;
    readonly offer: string;
    /** Spec §3 codes: valide, eninstance, suspendu, resilie. */
    readonly state: string;
    readonly active: boolean;
  }[];
  readonly account: {
    readonly state: AdherentAccountState;
    readonly since: Date | null;
    readonly until: Date | null;
    readonly login: string | null;
    readonly doubleAuthentication: boolean;
    readonly createdByStaff: boolean;
  };
  readonly signIns: {
    /** `events`: every sign-in with failures; `sessions`: the successful ones whose session still exists. */
    readonly source: 'events' | 'sessions';
    readonly lines: readonly {
      readonly at: Date;
      readonly method: 'local' | 'oidc';
      readonly success: boolean;
    }[];
  };
  readonly consents: readonly {
    readonly name: string;
    readonly label: string;
    readonly accepted: boolean | null;
    readonly history: readonly { readonly accepted: boolean; readonly at: Date }[];
  }[];
  /** The last mails and SMS: template, channel, date, delivery (never a link nor a code). */
  readonly mails: readonly {
    readonly template: string;
    readonly channel: 'mail' | 'sms';
    readonly at: Date;
    readonly status: 'sent' | 'pending' | 'failed';
  }[];
  readonly requests: {
    readonly counts: readonly { readonly status: StaffRequestStatus; readonly count: number }[];
    readonly last: readonly {
      readonly id: string;
      readonly reference: string;
      readonly type: StaffRequestType;
      readonly status: StaffRequestStatus;
      readonly at: Date;
    }[];
  };
  /** What the viewer may do now (habilitations, the account's state). */
  readonly allowedActions: readonly AdherentAction[];
}

/** What an action sends: the comment (required to turn double authentication off), the new account's login. */
export interface AdherentActionInput {
  readonly comment?: string;
  readonly email?: string;
  readonly paperless?: boolean;
}

/** « Adhérents » of the back office (openapi `/api/admin/adherents…`, Pact provider back-office-api). */
export interface AdherentsPort {
  search(query: string): PortResult<AdherentSearchResult>;
  get(id: string): PortResult<AdherentDetail>;
  act(id: string, action: AdherentAction, input: AdherentActionInput): PortResult<AdherentDetail>;
}
