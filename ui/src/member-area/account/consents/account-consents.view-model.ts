import type { ChangeConsent, LoadAccountConsents } from '@portail/application';
import type { AccountConsent, CatalogueMessage } from '@portail/domain';
import { formatDisplayDate } from '@portail/domain';
import { makeAutoObservable, observableRef, runInAction } from 'mobx';

export interface ConsentRow {
  readonly nom: string;
  readonly libelle: string;
  /** 'Accepté', 'Refusé' or 'En attente de votre réponse'. */
  readonly answer: string;
  readonly accepted: boolean | null;
  /** 'Réponse du 02/01/2026', or null while pending. */
  readonly answeredOn: string | null;
  /** Earlier answers, newest first ('Refusé le 01/01/2026'). */
  readonly history: readonly string[];
}

export interface AccountConsentsDeps {
  readonly loadConsents: Pick<LoadAccountConsents, 'execute'>;
  readonly changeConsent: Pick<ChangeConsent, 'execute'>;
  readonly notify: (message: CatalogueMessage) => void;
}

const answerLabel = (accepted: boolean | null) =>
  accepted === null ? 'En attente de votre réponse' : accepted ? 'Accepté' : 'Refusé';

/** « Mes consentements »: every consent with its current answer, changeable at any time. */
export class AccountConsentsViewModel {
  status: 'loading' | 'loaded' | 'failed' = 'loading';
  consents: readonly AccountConsent[] = [];
  /** The consent whose answer is being sent. */
  changing: string | null = null;

  constructor(private readonly deps: AccountConsentsDeps) {
    makeAutoObservable<AccountConsentsViewModel, 'deps'>(this, { deps: false, consents: observableRef });
  }

  get rows(): readonly ConsentRow[] {
    return this.consents.map((consent) => ({
      nom: consent.nom,
      libelle: consent.libelle,
      accepted: consent.accepted,
      answer: answerLabel(consent.accepted),
      answeredOn:
        consent.answeredAt === null ? null : `Réponse du ${formatDisplayDate(new Date(consent.answeredAt))}`,
      history: consent.historique
        .slice(0, -1)
        .reverse()
        .map((entry) => `${answerLabel(entry.accepted)} le ${formatDisplayDate(new Date(entry.answeredAt))}`),
    }));
  }

  async load(): Promise<void> {
    const outcome = await this.deps.loadConsents.execute();
    if (outcome.kind === 'failed') {
      runInAction(() => (this.status = this.status === 'loaded' ? 'loaded' : 'failed'));
      this.deps.notify(outcome.toast);
      return;
    }
    runInAction(() => {
      this.consents = outcome.value;
      this.status = 'loaded';
    });
  }

  /** Records a new answer; the list is read again so the answer and its date come from the server. */
  async change(nom: string, accepted: boolean): Promise<void> {
    if (this.changing !== null) return;
    const current = this.consents.find((consent) => consent.nom === nom);
    if (current === undefined || current.accepted === accepted) return;
    this.changing = nom;
    const outcome = await this.deps.changeConsent.execute(nom, accepted);
    if (outcome.kind === 'changed') await this.load();
    runInAction(() => (this.changing = null));
    this.deps.notify(outcome.toast);
  }
}
