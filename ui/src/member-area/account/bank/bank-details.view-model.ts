import type { Contract } from '@portail/domain';
import { ibanOf, maskIban } from '@portail/domain';
import { makeAutoObservable } from 'mobx';

/** What the section reads from the member area's shell (its contracts) and asks of it (the popup). */
export interface BankDetailsShell {
  readonly contractOptions: readonly { readonly contract: Contract; readonly label: string }[];
  readonly current: Contract | null;
  editBankDetails(): Promise<void>;
}

export interface BankDetailsRow {
  readonly numero: string;
  readonly label: string;
  /** 'FR76 •••• •••• •••• •••• •••1 234', or null when the contract has none. */
  readonly iban: string | null;
  readonly bic: string | null;
  /** Holder of the account, null when the contract has none or the insurer's record does not say. */
  readonly titulaire: string | null;
  /** A request waits for an agent (manual mode): « Demande de modification en cours ». */
  readonly requestPending: boolean;
  /** Only the current contract's details open in the popup (it works on the current contract). */
  readonly current: boolean;
}

/** « Mes coordonnées bancaires »: per contract the benefit payment IBAN (masked), BIC and holder; « Modifier ». */
export class BankDetailsViewModel {
  constructor(private readonly shell: BankDetailsShell) {
    makeAutoObservable<BankDetailsViewModel, 'shell'>(this, { shell: false });
  }

  get rows(): readonly BankDetailsRow[] {
    return this.shell.contractOptions.map(({ contract, label }) => {
      const rib = contract.modalitePaiementPrestation.rib;
      return {
        numero: contract.numeroContratIndividuel,
        label,
        iban: rib === null ? null : maskIban(ibanOf(rib)),
        bic: rib === null ? null : rib.codeBIC,
        titulaire: rib?.titulaire ?? null,
        requestPending: contract.modalitePaiementPrestation.isRequestPending === true,
        current: contract === this.shell.current,
      };
    });
  }

  /** « Modifier »: the existing bank-details popup, even when nothing is missing. */
  edit(): Promise<void> {
    return this.shell.editBankDetails();
  }
}
