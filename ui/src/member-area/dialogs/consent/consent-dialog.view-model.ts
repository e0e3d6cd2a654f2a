import type { AnswerConsent } from '@portail/application';
import type { CatalogueMessage, Consent } from '@portail/domain';
import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import type { CmsBlockState } from '../../cms-block.state.ts';

export const CONSENT_DIALOG_TITLE = 'Vos consentements';

export interface ConsentDialogDeps {
  readonly answerConsent: Pick<AnswerConsent, 'execute'>;
  readonly notify: (message: CatalogueMessage) => void;
  readonly cms: CmsBlockState;
  /** The dialog closes once every consent is answered. */
  readonly onClose: () => void;
}

/**
 * Consent dialog (spec §2, §4): the pending consents with Refuser / Accepter; each answer is posted
 * (nomConsentement + isAccepted) and removes the consent from the list; the dialog closes when none remain.
 * It shows the consent popup's CMS block.
 */
export class ConsentDialogViewModel {
  pending: readonly Consent[];
  /** The consent whose answer is being sent (its buttons are disabled). */
  answering: string | null = null;

  constructor(
    private readonly deps: ConsentDialogDeps,
    pending: readonly Consent[],
  ) {
    this.pending = pending;
    makeAutoObservable<ConsentDialogViewModel, 'deps'>(this, { deps: false, pending: observableRef });
  }

  get cms(): CmsBlockState {
    return this.deps.cms;
  }

  get title(): string {
    return this.deps.cms.titleOr(CONSENT_DIALOG_TITLE);
  }

  async open(): Promise<void> {
    await this.deps.cms.load();
  }

  async answer(nom: string, accepted: boolean): Promise<void> {
    if (this.answering !== null) return;
    this.answering = nom;
    const outcome = await this.deps.answerConsent.execute({ pending: this.pending, nom, accepted });
    runInAction(() => {
      this.answering = null;
      this.pending = outcome.remaining;
    });
    if (outcome.kind === 'unknown-consent') return;
    this.deps.notify(outcome.toast);
    if (outcome.kind === 'answered' && outcome.closeDialog) this.deps.onClose();
  }
}
