import type { MemberConsultationPort } from '@portail/application';
import type { ConsultationReasonField } from '@portail/domain';
import {
  CONSULTATION_REASON_CATEGORIES,
  CONSULTATION_REASON_CATEGORY_LABELS,
  checkConsultationReason,
} from '@portail/domain';
import { makeAutoObservable, runInAction } from 'mobx';

export interface ConsultationReasonDeps {
  readonly consultations: Pick<MemberConsultationPort, 'open'>;
  /** Opens the member's space in consultation mode (the portal's member area, same browser). */
  readonly openMemberSpace: () => void;
}

/** The categories offered, in the dialog's order, with their labels (the member reads the same label). */
export const CONSULTATION_CATEGORY_OPTIONS = CONSULTATION_REASON_CATEGORIES.map((value) => ({
  value,
  label: CONSULTATION_REASON_CATEGORY_LABELS[value],
}));

/**
 * « Voir l'espace de l'adhérent » (issue 27 §1): the reason dialog — a category, a free text of at least 10
 * characters or a ticket number — then the member's space opens read-only. What was typed survives a refusal.
 */
export class ConsultationReasonViewModel {
  open = false;
  categorie = '';
  motif = '';
  ticket = '';
  busy = false;
  errors: Partial<Record<ConsultationReasonField, string>> = {};
  failure: string | null = null;
  private member = '';

  constructor(private readonly deps: ConsultationReasonDeps) {
    makeAutoObservable<ConsultationReasonViewModel, 'deps' | 'member'>(this, { deps: false, member: false });
  }

  /** Opens the dialog for a member (their id or member number). */
  ask(member: string): void {
    this.member = member;
    this.open = true;
    this.errors = {};
    this.failure = null;
  }

  cancel(): void {
    if (!this.busy) this.open = false;
  }

  setCategorie(value: string): void {
    this.categorie = value;
  }

  setMotif(value: string): void {
    this.motif = value;
  }

  setTicket(value: string): void {
    this.ticket = value;
  }

  async confirm(): Promise<void> {
    const check = checkConsultationReason({
      categorie: this.categorie,
      motif: this.motif,
      ticket: this.ticket,
    });
    this.failure = null;
    if (!check.ok) {
      this.errors = check.errors;
      return;
    }
    this.errors = {};
    this.busy = true;
    const opened = await this.deps.consultations.open(this.member, check.value);
    runInAction(() => {
      this.busy = false;
      if (!opened.ok) this.failure = opened.error.message;
    });
    if (opened.ok) this.deps.openMemberSpace();
  }
}
