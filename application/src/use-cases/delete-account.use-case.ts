import type { CatalogueMessage } from '@portail/domain';
import { dangerToastCatalogue, validateRequired } from '@portail/domain';
import type { AccountPort } from '../ports/account.port.ts';
import type { RequestCachePort } from '../ports/request-cache.port.ts';
import type { SessionStoragePort } from '../ports/session-storage.port.ts';
import { SESSION_STORAGE_KEYS } from '../ports/session-storage.port.ts';
import { failureToast } from './failure-toast.ts';
import type { RedirectIntent } from './use-case-intents.ts';
import { redirectTo } from './use-case-intents.ts';

/** The server's codes of a missing or refused security code (double authentication on). */
const SECURITY_CODE_CODES: ReadonlySet<string> = new Set(['SECURITY_CODE.REQUIRED', 'SECURITY_CODE.INVALID']);

/**
 * Where the browser goes once the account is deleted: the delete-user-confirmation route, through a full page
 * load (the query makes it one) so that nothing of the signed-in area stays in memory.
 */
export const DELETED_ACCOUNT_URL = '/?espace=supprime#/delete-user-confirmation';

/**
 * With an external identity provider the member has no local password: a fresh sign-in at the provider confirms
 * the session instead, and brings the browser back to « Supprimer mon espace » (told the identity is confirmed).
 */
export const CONFIRM_IDENTITY_URL = '/api/identity/oidc/reauthenticate';

export type DeleteAccountOutcome =
  /** No password typed: nothing is sent. */
  | { readonly kind: 'invalid'; readonly message: string }
  /** Double authentication is on: a verified security code (VERIFY_AMF) is needed first. */
  | { readonly kind: 'security-code-required' }
  /** 'La demande a échoué' with the server's detail (a wrong password says so); the form keeps its value. */
  | { readonly kind: 'failed'; readonly toast: CatalogueMessage; readonly passwordError: string | null }
  /** External provider: no recent sign-in there (or it expired): confirm the identity first. */
  | { readonly kind: 'identity-confirmation-required'; readonly redirect: RedirectIntent }
  | { readonly kind: 'deleted'; readonly redirect: RedirectIntent };

/** « Supprimer mon espace »: deletes the signed-in account, then forgets the session's local state. */
export class DeleteAccount {
  constructor(
    private readonly account: Pick<AccountPort, 'deleteAccount'>,
    private readonly storage: Pick<SessionStoragePort, 'remove'>,
    private readonly cache: Pick<RequestCachePort, 'clear'>,
  ) {}

  async execute(password: string): Promise<DeleteAccountOutcome> {
    const [issue] = validateRequired(password);
    if (issue !== undefined) return { kind: 'invalid', message: issue.message };
    return this.outcomeOf(await this.account.deleteAccount(password));
  }

  /** External identity provider: no password; the session must have been confirmed at the provider. */
  async executeConfirmedByProvider(): Promise<DeleteAccountOutcome> {
    return this.outcomeOf(await this.account.deleteAccount());
  }

  private outcomeOf(result: Awaited<ReturnType<AccountPort['deleteAccount']>>): DeleteAccountOutcome {
    if (result.ok) {
      this.storage.remove(SESSION_STORAGE_KEYS.securityCode);
      this.cache.clear();
      return { kind: 'deleted', redirect: redirectTo(DELETED_ACCOUNT_URL) };
    }
    const server = result.error.server;
    if (server?.code === 'REAUTHENTICATION_REQUIRED') {
      return { kind: 'identity-confirmation-required', redirect: redirectTo(CONFIRM_IDENTITY_URL) };
    }
    if (server?.code !== undefined && SECURITY_CODE_CODES.has(server.code)) {
      this.storage.remove(SESSION_STORAGE_KEYS.securityCode);
      return { kind: 'security-code-required' };
    }
    return {
      kind: 'failed',
      toast: failureToast(dangerToastCatalogue.actRequestFailed, result.error),
      passwordError: server?.code === 'WRONG_PASSWORD' ? (server.message ?? null) : null,
    };
  }
}
