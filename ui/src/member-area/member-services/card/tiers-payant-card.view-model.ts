import type { LoadTiersPayantCard } from '@portail/application';
import type { CatalogueMessage, TiersPayantCard } from '@portail/domain';
import { formatDisplayDate } from '@portail/domain';
import { makeAutoObservable, observableRef, runInAction } from 'mobx';

export type TiersPayantCardStatus = 'loading' | 'loaded' | 'failed';

/** Said under the title when the card comes from the browser's storage (no network). */
export function offlineNotice(savedAt: number): string {
  const at = new Date(savedAt);
  const time = at.toLocaleTimeString('fr-FR', { hour: '2-digit', minute: '2-digit' });
  return `Hors ligne — données du ${formatDisplayDate(at)} à ${time}.`;
}

export const CARD_FAILURE_MESSAGE =
  'Votre carte de tiers payant n’a pas pu être chargée. Réessayez plus tard.';

/** One covered person as shown on the card. */
export interface CardPersonRow {
  readonly rang: string;
  readonly nom: string;
  readonly naissance: string;
}

export interface CardDomainRow {
  readonly code: string;
  readonly libelle: string;
  /** The convention, or « — » when not covered. */
  readonly convention: string;
  readonly couverture: string;
}

/**
 * « Ma carte de tiers payant » on the phone: the card read on opening (kept in the browser), or the card kept
 * from the last opening with a « hors ligne » notice when the request fails; a failure without kept card is a
 * toast and a French message.
 */
export class TiersPayantCardViewModel {
  status: TiersPayantCardStatus = 'loading';
  card: TiersPayantCard | null = null;
  /** Set when the card shown comes from the storage. */
  offline: string | null = null;
  private loads = 0;

  constructor(
    private readonly deps: {
      readonly loadCard: Pick<LoadTiersPayantCard, 'execute'>;
      readonly notify: (message: CatalogueMessage) => void;
    },
  ) {
    makeAutoObservable<TiersPayantCardViewModel, 'deps' | 'loads'>(this, {
      deps: false,
      loads: false,
      card: observableRef,
    });
  }

  get validity(): string {
    if (this.card === null) return '';
    return `Valable du ${formatDisplayDate(this.card.valableDu)} au ${formatDisplayDate(this.card.valableAu)}`;
  }

  get people(): readonly CardPersonRow[] {
    return (this.card?.beneficiaires ?? []).map((person) => ({
      rang: String(person.rang).padStart(2, '0'),
      nom: `${person.prenom} ${person.nom.toUpperCase()}`,
      naissance: formatDisplayDate(person.dateNaissance),
    }));
  }

  get domains(): readonly CardDomainRow[] {
    return (this.card?.domaines ?? []).map((domain) => ({
      code: domain.code,
      libelle: domain.libelle,
      convention: domain.convention ?? '—',
      couverture: domain.couverture,
    }));
  }

  /** tel: link of the professionals' number (digits only). */
  get phoneHref(): string {
    return `tel:${(this.card?.telephoneProfessionnels ?? '').replace(/[^\d+]/g, '')}`;
  }

  async load(): Promise<void> {
    const load = ++this.loads;
    this.status = 'loading';
    const outcome = await this.deps.loadCard.execute();
    if (load !== this.loads) return; // a newer load (contract switch) wins
    if (outcome.kind === 'failed') {
      runInAction(() => {
        this.card = null;
        this.offline = null;
        this.status = 'failed';
      });
      this.deps.notify(outcome.toast);
      return;
    }
    runInAction(() => {
      this.card = outcome.card;
      this.offline = outcome.kind === 'offline' ? offlineNotice(outcome.savedAt) : null;
      this.status = 'loaded';
    });
  }
}
