import type {
  BankDetailsFormLayout,
  BankDetailsPopupContract,
  CatalogueMessage,
  Contract,
} from '@portail/domain';
import { bankDetailsFormLayout } from '@portail/domain';
import type { IdentityPort } from '../ports/identity.port.ts';
import { readManagementMode } from './read-management-mode.ts';

/** The act whose management mode decides whether a RIB document is required (spec §7 getModeGestion). */
export const BANK_DETAILS_ACT_KEY = 'ribPrestationsActeGestion';

export interface OpenBankDetailsPopupCommand {
  /** The current contract. */
  readonly contract: Contract;
  /** The popup cannot be dismissed: its Cancel button is hidden. */
  readonly isBlocking?: boolean | undefined;
  /**
   * The member asked to change the details (« Mon compte » › « Modifier »): the popup opens even when the
   * details are on file.
   */
  readonly requestedByMember?: boolean | undefined;
}

export interface BankDetailsPopupReadyOutcome {
  readonly kind: 'ready';
  /** Manual management mode: the RIB file is required. */
  readonly isManualMode: boolean;
  readonly layout: BankDetailsFormLayout;
  /** The contract part of the data sent on submit. */
  readonly contract: BankDetailsPopupContract;
  /**
   * 'Erreur lors de la récupération du mode de gestion.' when the mode could not be read; the popup
   * then opens in automatic mode (RIB file not required).
   */
  readonly toast: CatalogueMessage | undefined;
}

export type OpenBankDetailsPopupOutcome =
  /** The contract's benefit payment details are not missing and the member did not ask: no popup. */
  { readonly kind: 'not-needed' } | BankDetailsPopupReadyOutcome;

/** The contract part of the bank-details request. */
export function bankDetailsPopupContract(contract: Contract): BankDetailsPopupContract {
  const { rib, codeModePaiement } = contract.modalitePaiementPrestation;
  return {
    numContrat: contract.numeroContratIndividuel,
    nomOffre: contract.nomOffre,
    rib,
    codeModePaiement,
    hadRib: rib !== null,
  };
}

/** Prepares the benefits bank-details popup (spec §2, §5 bank-details popup, §7 mode de gestion). */
export class OpenBankDetailsPopup {
  constructor(private readonly identity: Pick<IdentityPort, 'getModeGestion'>) {}

  async execute(command: OpenBankDetailsPopupCommand): Promise<OpenBankDetailsPopupOutcome> {
    const { contract, isBlocking, requestedByMember = false } = command;
    if (!requestedByMember && !contract.modalitePaiementPrestation.isMissing) return { kind: 'not-needed' };
    const { isManualMode, toast } = await readManagementMode(this.identity, BANK_DETAILS_ACT_KEY);
    return {
      kind: 'ready',
      isManualMode,
      layout: bankDetailsFormLayout({ isManualMode, isBlocking }),
      contract: bankDetailsPopupContract(contract),
      toast,
    };
  }
}
