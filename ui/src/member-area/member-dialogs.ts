import type { NoContractOutcome } from '@portail/application';
import type { BankDetailsPopupReadyOutcome, BankDetailsUpdatedOutcome } from '@portail/application';
import type { Consent, Contract } from '@portail/domain';
import { makeAutoObservable, observableRef } from 'mobx';
import type { BankDetailsDialogViewModel } from './dialogs/bank-details/bank-details-dialog.view-model.ts';
import type { CareNetworksDialogViewModel } from './dialogs/care-networks/care-networks-dialog.view-model.ts';
import type { MemberCmsDialogViewModel } from './dialogs/member-cms/member-cms-dialog.view-model.ts';
import type { ConsentDialogViewModel } from './dialogs/consent/consent-dialog.view-model.ts';
import type { NoContractDialogViewModel } from './dialogs/no-contract/no-contract-dialog.view-model.ts';

/** The dialogs of the member area; one shows at a time, the others wait their turn. */
export type MemberDialog =
  | { readonly kind: 'consent'; readonly model: ConsentDialogViewModel }
  | { readonly kind: 'bank-details'; readonly model: BankDetailsDialogViewModel<File> }
  | { readonly kind: 'information'; readonly model: MemberCmsDialogViewModel }
  | { readonly kind: 'demat'; readonly model: MemberCmsDialogViewModel }
  | { readonly kind: 'care-networks'; readonly model: CareNetworksDialogViewModel }
  | { readonly kind: 'no-contract'; readonly model: NoContractDialogViewModel }
  /** Static error modal: the contracts could not be loaded. */
  | { readonly kind: 'contracts-error'; readonly message: string };

export type MemberDialogKind = MemberDialog['kind'];

/** Builds the dialogs' view-models (the assembly gives the real ones, with their use cases). */
export interface MemberDialogFactory {
  consent(pending: readonly Consent[], onClose: () => void): ConsentDialogViewModel;
  bankDetails(
    ready: BankDetailsPopupReadyOutcome,
    contract: Contract,
    onSubmitted: (outcome: BankDetailsUpdatedOutcome) => void,
    onClose: () => void,
  ): BankDetailsDialogViewModel<File>;
  information(onClose: () => void): MemberCmsDialogViewModel;
  demat(onClose: () => void): MemberCmsDialogViewModel;
  careNetworks(onClose: () => void): CareNetworksDialogViewModel;
  noContract(outcome: NoContractOutcome): NoContractDialogViewModel;
}

/** Releases what a dialog holds (an upload in flight). */
function disposeDialog(dialog: MemberDialog): void {
  if (dialog.kind === 'bank-details') dialog.model.rib.dispose();
}

/** The queue of dialogs: the first one is shown; closing it shows the next. */
export class MemberDialogQueue {
  dialogs: readonly MemberDialog[] = [];

  constructor() {
    // The dialogs are kept as given (their view-models are observable themselves): identity matters.
    makeAutoObservable(this, { dialogs: observableRef });
  }

  get active(): MemberDialog | null {
    return this.dialogs[0] ?? null;
  }

  has(kind: MemberDialogKind): boolean {
    return this.dialogs.some((dialog) => dialog.kind === kind);
  }

  push(dialog: MemberDialog): void {
    this.dialogs = [...this.dialogs, dialog];
  }

  /** Puts a dialog first (an error that must be seen before anything else). */
  pushFirst(dialog: MemberDialog): void {
    this.dialogs = [dialog, ...this.dialogs];
  }

  close(dialog: MemberDialog): void {
    this.dialogs = this.dialogs.filter((queued) => queued !== dialog);
  }

  /** Drops every dialog of a kind (e.g. the bank-details popup of the contract that is no longer current). */
  drop(kind: MemberDialogKind): void {
    for (const dialog of this.dialogs) if (dialog.kind === kind) disposeDialog(dialog);
    this.dialogs = this.dialogs.filter((dialog) => dialog.kind !== kind);
  }

  dispose(): void {
    for (const dialog of this.dialogs) disposeDialog(dialog);
    this.dialogs = [];
  }
}
