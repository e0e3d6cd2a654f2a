import type { CatalogueMessage, TiersPayantCard } from '@portail/domain';
import { dangerToastCatalogue, tiersPayantCardOf } from '@portail/domain';
import type { MemberServicesPort } from '../ports/member-services.port.ts';
import type { SessionStoragePort } from '../ports/session-storage.port.ts';
import { SESSION_STORAGE_KEYS } from '../ports/session-storage.port.ts';
import { failureToast } from './failure-toast.ts';
import type { UseCaseClock } from './use-case-clock.ts';

/** Prefix of the stored card, followed by the contract number (one card per contract). */
export const TIERS_PAYANT_CARD_STORAGE_KEY = SESSION_STORAGE_KEYS.tiersPayantCard;

export type LoadTiersPayantCardOutcome =
  | { readonly kind: 'fresh'; readonly card: TiersPayantCard }
  /** The request failed: the card kept from the last successful load, read at `savedAt` (epoch ms). */
  | { readonly kind: 'offline'; readonly card: TiersPayantCard; readonly savedAt: number }
  | { readonly kind: 'failed'; readonly toast: CatalogueMessage };

/**
 * The tiers-payant card shown on the phone at the counter: read from the server and kept in the browser's
 * storage (forgotten at logout: `Logout`); when the request fails (no network at the counter), the card kept for this contract is given with
 * the time it was read, so the screen says « hors ligne — données du … ».
 */
export class LoadTiersPayantCard {
  constructor(
    private readonly services: Pick<MemberServicesPort, 'getTiersPayantCard'>,
    private readonly storage: Pick<SessionStoragePort, 'get' | 'set'>,
    private readonly clock: UseCaseClock,
  ) {}

  async execute(): Promise<LoadTiersPayantCardOutcome> {
    const result = await this.services.getTiersPayantCard();
    const key = `${TIERS_PAYANT_CARD_STORAGE_KEY}.${this.storage.get(SESSION_STORAGE_KEYS.currentContract) ?? ''}`;
    if (result.ok) {
      this.storage.set(key, JSON.stringify({ savedAt: this.clock.now(), card: result.value }));
      return { kind: 'fresh', card: result.value };
    }
    const kept = this.kept(key);
    if (kept !== null && result.error.status !== 401 && result.error.status !== 404)
      return { kind: 'offline', ...kept };
    return {
      kind: 'failed',
      toast: failureToast(dangerToastCatalogue.dataSourceLoadFailed, result.error, {
        label: 'carte de tiers payant',
      }),
    };
  }

  private kept(key: string): { card: TiersPayantCard; savedAt: number } | null {
    const stored = this.storage.get(key);
    if (stored === undefined) return null;
    let parsed: unknown;
    try {
      parsed = JSON.parse(stored);
    } catch {
      return null; // a value written by something else: no card kept
    }
    if (typeof parsed !== 'object' || parsed === null || !('savedAt' in parsed) || !('card' in parsed))
      return null;
    const card = tiersPayantCardOf(parsed.card);
    return card === null || typeof parsed.savedAt !== 'number' ? null : { card, savedAt: parsed.savedAt };
  }
}
