import type { BankDetailsUpdatedOutcome, ConsentPort, OpenBankDetailsPopup } from '@portail/application';
import type { CatalogueMessage, Contract, FeatureFlags } from '@portail/domain';
import { dangerToast, dangerToastCatalogue, isFeatureVisible } from '@portail/domain';
import { MEMBER_FEATURES } from './member-area.config.ts';
import type { MemberDialog, MemberDialogFactory, MemberDialogQueue } from './member-dialogs.ts';

export interface MemberAreaDialogsDeps {
  readonly consent: Pick<ConsentPort, 'getPending'>;
  readonly openBankDetailsPopup: Pick<OpenBankDetailsPopup, 'execute'>;
  readonly settings: { readonly featureFlags: FeatureFlags };
  readonly dialogs: MemberDialogFactory;
  readonly notify: (message: CatalogueMessage) => void;
}

/** What the dialogs read and tell of the member area. */
export interface MemberAreaDialogsHost {
  /** The current contract (null while none is chosen). */
  current(): Contract | null;
  /** False once a newer start (or dispose) made this run of the start-up obsolete. */
  isCurrentRun(run: number): boolean;
  /** The bank-details popup saved the contract's new details. */
  bankDetailsSubmitted(outcome: BankDetailsUpdatedOutcome): void;
}

/**
 * The member area's dialogs, one at a time in its queue: at start-up the most important of pending consents,
 * missing bank details and the information popup, then on demand the bank details, the care networks and the
 * dematerialisation popup.
 */
export class MemberAreaDialogs {
  constructor(
    private readonly deps: MemberAreaDialogsDeps,
    private readonly queue: MemberDialogQueue,
    private readonly area: MemberAreaDialogsHost,
  ) {}

  /** The contract's benefit payment details are missing and the bank-details feature is on for it. */
  needsBankDetails(contract: Contract): boolean {
    return (
      contract.modalitePaiementPrestation.isMissing &&
      isFeatureVisible(
        this.deps.settings.featureFlags,
        MEMBER_FEATURES.bankDetails,
        contract.numeroContratIndividuel,
      )
    );
  }

  /**
   * After the contracts, one start-up dialog at most (issue 22 #16), the most important that is due: pending
   * consents, else missing bank details, else the information popup. What is not shown stays reachable (the
   * home's bank-details warning, « Mes consentements »).
   */
  async atStartup(run: number): Promise<void> {
    const pending = await this.deps.consent.getPending();
    if (!this.area.isCurrentRun(run)) return;
    if (!pending.ok) {
      this.deps.notify(
        dangerToast(dangerToastCatalogue.dataSourceLoadFailed, pending.error.server?.message, {
          label: 'consentements',
        }),
      );
    } else if (pending.value.length > 0 && !this.queue.has('consent')) {
      const dialog: MemberDialog = {
        kind: 'consent',
        model: this.deps.dialogs.consent(pending.value, () => this.queue.close(dialog)),
      };
      this.queue.push(dialog);
      void dialog.model.open();
      return;
    }
    const current = this.area.current();
    if (current !== null && this.needsBankDetails(current)) {
      await this.offerBankDetails(current);
      return;
    }
    if (!this.area.isCurrentRun(run) || this.queue.has('information')) return;
    const information: MemberDialog = {
      kind: 'information',
      model: this.deps.dialogs.information(() => this.queue.close(information)),
    };
    if ((await information.model.prepare()) && this.area.isCurrentRun(run)) this.queue.push(information);
  }

  /** The bank-details popup when the contract's benefit payment details are missing and the feature is on. */
  async offerBankDetails(contract: Contract, evenIfPresent = false): Promise<void> {
    if ((!evenIfPresent && !this.needsBankDetails(contract)) || this.queue.has('bank-details')) return;
    const outcome = await this.deps.openBankDetailsPopup.execute({
      contract,
      requestedByMember: evenIfPresent,
    });
    if (outcome.kind !== 'ready' || this.area.current() !== contract || this.queue.has('bank-details'))
      return;
    const dialog: MemberDialog = {
      kind: 'bank-details',
      model: this.deps.dialogs.bankDetails(
        outcome,
        contract,
        (updated) => this.area.bankDetailsSubmitted(updated),
        () => this.queue.close(dialog),
      ),
    };
    this.queue.push(dialog);
    void dialog.model.open();
  }

  openCareNetworks(): void {
    if (this.queue.has('care-networks')) return;
    const dialog: MemberDialog = {
      kind: 'care-networks',
      model: this.deps.dialogs.careNetworks(() => this.queue.close(dialog)),
    };
    this.queue.push(dialog);
    void dialog.model.open();
  }

  async openDemat(): Promise<void> {
    if (this.queue.has('demat')) return;
    const dialog: MemberDialog = {
      kind: 'demat',
      model: this.deps.dialogs.demat(() => this.queue.close(dialog)),
    };
    if (await dialog.model.prepare()) this.queue.push(dialog);
  }
}
