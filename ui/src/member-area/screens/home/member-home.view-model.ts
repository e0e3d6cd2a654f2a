import type { ConsentPort, LoadCareActs, ResourcePort } from '@portail/application';
import { CARE_ACT_STATUS_LABELS, formatDisplayDate, formatEuros } from '@portail/domain';
import type { CareAct } from '@portail/domain';
import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import { COURRIERS_RESOURCE } from '../../member-area.config.ts';
import { parseCourriers } from '../courriers/courrier.ts';

/** A block of the home loads, shows or fails on its own; 'off' when the tenant turned its feature off. */
export type HomeBlockStatus = 'loading' | 'loaded' | 'failed' | 'off';

/** How many refunds the home shows (« Mes remboursements » has the rest). */
export const HOME_REFUNDS_COUNT = 3;

/** French messages of a block that could not load (the rest of the home stays). */
export const HOME_FAILURE_MESSAGES = Object.freeze({
  refunds: 'Vos derniers remboursements n’ont pas pu être chargés. Réessayez plus tard.',
  letters: 'Vos courriers n’ont pas pu être chargés. Réessayez plus tard.',
  consents: 'Vos consentements en attente n’ont pas pu être vérifiés. Réessayez plus tard.',
});

/** One of the last refunds, ready to show. */
export interface HomeRefund {
  readonly id: string;
  /** dd/MM/yyyy. */
  readonly dateSoins: string;
  readonly libelle: string;
  readonly beneficiaire: string;
  readonly depense: string;
  readonly mutuelle: string;
  readonly resteACharge: string;
  readonly statutLabel: string;
}

export interface MemberHomeViewModelDeps {
  readonly loadCareActs: Pick<LoadCareActs, 'execute'>;
  readonly resources: Pick<ResourcePort, 'get'>;
  readonly consent: Pick<ConsentPort, 'getPending'>;
}

function homeRefund(act: CareAct): HomeRefund {
  return {
    id: act.id,
    dateSoins: formatDisplayDate(act.dateSoins),
    libelle: act.libelle,
    beneficiaire: `${act.beneficiaire.prenom} ${act.beneficiaire.nom}`,
    depense: formatEuros(act.montantDepense),
    mutuelle: formatEuros(act.montantMutuelle),
    resteACharge: formatEuros(act.resteACharge),
    statutLabel: CARE_ACT_STATUS_LABELS[act.statut],
  };
}

function plural(count: number, one: string, many: string): string {
  return `${count} ${count > 1 ? many : one}`;
}

/**
 * The member home's « où en suis-je ? » for the current contract: the last refunds with their amounts, the
 * unread letters, the consents awaiting an answer. The three loads run in parallel; each block fails alone
 * with its French message, never blanking the home. A newer load (contract switch) wins over an older one.
 */
export class MemberHomeViewModel {
  refundsStatus: HomeBlockStatus = 'loading';
  refunds: readonly HomeRefund[] = [];
  lettersStatus: HomeBlockStatus = 'loading';
  unreadLetters = 0;
  consentsStatus: HomeBlockStatus = 'loading';
  pendingConsents = 0;
  private loads = 0;

  constructor(private readonly deps: MemberHomeViewModelDeps) {
    makeAutoObservable<MemberHomeViewModel, 'deps' | 'loads'>(this, {
      deps: false,
      loads: false,
      refunds: observableRef,
    });
  }

  /** « 2 courriers non lus » / « Aucun courrier non lu ». */
  get unreadLettersLabel(): string {
    return this.unreadLetters === 0
      ? 'Aucun courrier non lu'
      : plural(this.unreadLetters, 'courrier non lu', 'courriers non lus');
  }

  /** « 1 consentement attend votre réponse ». */
  get pendingConsentsLabel(): string {
    return this.pendingConsents > 1
      ? `${this.pendingConsents} consentements attendent votre réponse`
      : '1 consentement attend votre réponse';
  }

  /** Loads the three blocks in parallel; `refundsVisible` is false when the tenant turned refunds off. */
  async load(options: { readonly refundsVisible: boolean }): Promise<void> {
    const load = ++this.loads;
    this.refundsStatus = options.refundsVisible ? 'loading' : 'off';
    this.lettersStatus = 'loading';
    this.consentsStatus = 'loading';
    await Promise.all([
      options.refundsVisible ? this.loadRefunds(load) : Promise.resolve(),
      this.loadLetters(load),
      this.loadConsents(load),
    ]);
  }

  /** Asks again for the pending consents (the consent dialog has just been answered). */
  async refreshConsents(): Promise<void> {
    await this.loadConsents(this.loads);
  }

  private async loadRefunds(load: number): Promise<void> {
    const result = await this.deps.loadCareActs.execute({});
    if (load !== this.loads) return;
    runInAction(() => {
      this.refunds = result.ok ? result.value.actes.slice(0, HOME_REFUNDS_COUNT).map(homeRefund) : [];
      this.refundsStatus = result.ok ? 'loaded' : 'failed';
    });
  }

  private async loadLetters(load: number): Promise<void> {
    const result = await this.deps.resources.get(COURRIERS_RESOURCE);
    if (load !== this.loads) return;
    const letters = result.ok ? parseCourriers(result.value) : null;
    runInAction(() => {
      this.unreadLetters = letters === null ? 0 : letters.filter((letter) => !letter.lu).length;
      this.lettersStatus = letters === null ? 'failed' : 'loaded';
    });
  }

  private async loadConsents(load: number): Promise<void> {
    const result = await this.deps.consent.getPending();
    if (load !== this.loads) return;
    runInAction(() => {
      this.pendingConsents = result.ok ? result.value.length : 0;
      this.consentsStatus = result.ok ? 'loaded' : 'failed';
    });
  }
}
