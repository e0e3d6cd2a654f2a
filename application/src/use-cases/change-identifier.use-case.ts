import type { CatalogueMessage } from '@portail/domain';
import {
  catalogueMessage,
  dangerToastCatalogue,
  successToastCatalogue,
  validateEmail,
  validateRequired,
} from '@portail/domain';
import type { IdentityPort } from '../ports/identity.port.ts';
import type { SessionStoragePort } from '../ports/session-storage.port.ts';
import { SESSION_STORAGE_KEYS } from '../ports/session-storage.port.ts';
import { failureToast } from './failure-toast.ts';

const SECURITY_CODE_CODES: ReadonlySet<string> = new Set(['SECURITY_CODE.REQUIRED', 'SECURITY_CODE.INVALID']);

export type ChangeIdentifierOutcome =
  /** The new login is missing or not an e-mail address: nothing is sent. */
  | { readonly kind: 'invalid'; readonly message: string }
  /** Double authentication is on and no verified code is stored: ask for one (VERIFY_AMF). */
  | { readonly kind: 'security-code-required' }
  /** 'Le changement d'identifiant a échoué.' with the server's detail. */
  | { readonly kind: 'failed'; readonly toast: CatalogueMessage }
  /**
   * « Demande … enregistrée »: the new address becomes the login once the link mailed to it is opened
   * (then the confirm-email screen toasts 'Identifiant modifié avec succès.').
   */
  | { readonly kind: 'requested'; readonly toast: CatalogueMessage };

/** Checks the new login typed in « Changer mon identifiant » (the first issue's message, or null). */
export function newIdentifierIssue(value: string): string | null {
  const trimmed = value.trim();
  const [issue] = trimmed === '' ? validateRequired(trimmed) : validateEmail(trimmed);
  return issue?.message ?? null;
}

/**
 * « Changer mon identifiant » (spec §7 forms/changementidentifiant/form, §8 toasts): the verified security code
 * travels in the request headers; it is single-use and forgotten once spent.
 */
export class ChangeIdentifier {
  constructor(
    private readonly identity: Pick<IdentityPort, 'changeIdentifier'>,
    private readonly storage: Pick<SessionStoragePort, 'remove'>,
  ) {}

  async execute(newIdentifier: string): Promise<ChangeIdentifierOutcome> {
    const issue = newIdentifierIssue(newIdentifier);
    if (issue !== null) return { kind: 'invalid', message: issue };
    const result = await this.identity.changeIdentifier(newIdentifier.trim());
    this.storage.remove(SESSION_STORAGE_KEYS.securityCode);
    if (result.ok) {
      return { kind: 'requested', toast: catalogueMessage(successToastCatalogue.loginChangeRequested) };
    }
    const code = result.error.server?.code;
    if (code !== undefined && SECURITY_CODE_CODES.has(code)) return { kind: 'security-code-required' };
    return { kind: 'failed', toast: failureToast(dangerToastCatalogue.loginChangeFailed, result.error) };
  }
}
