/**
 * The events the features append to the `events` table (migration 140), each with its non-personal attributes.
 * Never a login, an e-mail, a name, a password or a code: the member id (members.id) is the only link to a person.
 */
export type SignInMethod = 'local' | 'oidc';

/** Attributes per kind. */
export interface EventAttributes {
  /** A sign-in attempt: with the password (and the code when asked) or through the external provider. */
  readonly 'sign-in': { readonly method: SignInMethod; readonly success: boolean };
  /** An account asked for: by the member (« Créer mon espace ») or by an agent on the member's behalf. */
  readonly 'account-requested': { readonly origin: 'member' | 'admin' };
  /** An account activated, `delaySeconds` after it was asked for. */
  readonly 'account-activated': { readonly delaySeconds: number };
  readonly 'account-deleted': Record<string, never>;
  readonly 'two-factor-on': Record<string, never>;
  readonly 'two-factor-off': Record<string, never>;
  /** A login locked after too many failed attempts. */
  readonly 'account-locked': Record<string, never>;
}

export type EventKind = keyof EventAttributes;

export const EVENT_KINDS: readonly EventKind[] = [
  'sign-in',
  'account-requested',
  'account-activated',
  'account-deleted',
  'two-factor-on',
  'two-factor-off',
  'account-locked',
];

/** One event to append. */
export type PortalEvent = {
  [K in EventKind]: {
    readonly kind: K;
    readonly memberId?: string | null;
    readonly at: Date;
    readonly attributes: EventAttributes[K];
  };
}[EventKind];
