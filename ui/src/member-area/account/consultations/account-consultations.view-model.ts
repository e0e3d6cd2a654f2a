import type { ConsultationPort } from '@portail/application';
import type { CatalogueMessage, MemberConsultationEntry } from '@portail/domain';
import { formatDisplayDate } from '@portail/domain';
import { makeAutoObservable, observableRef, runInAction } from 'mobx';

/** One line of the table « Consultations de votre espace ». */
export interface ConsultationRow {
  readonly key: string;
  /** « 27/11/2026 à 10 h 05 ». */
  readonly date: string;
  /** « 4 min », or « en cours ». */
  readonly duree: string;
  /** « Camille (Consultant) ». */
  readonly agent: string;
  readonly motif: string;
}

export interface AccountConsultationsDeps {
  readonly consultation: Pick<ConsultationPort, 'listMine'>;
  readonly notify: (message: CatalogueMessage) => void;
}

const two = (value: number) => String(value).padStart(2, '0');

/** « dd/MM/yyyy à HH h mm », local time. */
function dateTime(date: Date): string {
  return `${formatDisplayDate(date)} à ${two(date.getHours())} h ${two(date.getMinutes())}`;
}

/**
 * « Mon compte › Consultations de votre espace » (issue 27 §1, GDPR transparency): each time an agent of the insurer
 * looked at the member's space — date, length, the agent's first name and role, the reason's category.
 */
export class AccountConsultationsViewModel {
  status: 'loading' | 'loaded' | 'failed' = 'loading';
  entries: readonly MemberConsultationEntry[] = [];

  constructor(private readonly deps: AccountConsultationsDeps) {
    makeAutoObservable<AccountConsultationsViewModel, 'deps'>(this, { deps: false, entries: observableRef });
  }

  async load(): Promise<void> {
    this.status = 'loading';
    const result = await this.deps.consultation.listMine();
    if (!result.ok) {
      runInAction(() => (this.status = 'failed'));
      this.deps.notify(result.error);
      return;
    }
    runInAction(() => {
      this.entries = result.value;
      this.status = 'loaded';
    });
  }

  get rows(): readonly ConsultationRow[] {
    return this.entries.map((entry, index) => ({
      key: `${entry.debut.toISOString()}-${index}`,
      date: dateTime(entry.debut),
      duree: entry.fin === null ? 'en cours' : `${entry.dureeMinutes} min`,
      agent: `${entry.agentPrenom} (${entry.agentRole})`,
      motif: entry.categorieLibelle,
    }));
  }
}
