import { CONTRACT_STATES } from '../entities/contract.entity.ts';
import type { Contract, ContractState } from '../entities/contract.entity.ts';

/** French labels of the contract states (spec §3). */
export const CONTRACT_STATE_LABELS: Readonly<Record<ContractState, string>> = Object.freeze({
  eninstance: 'En instance',
  valide: 'Valide',
  resilie: 'Résilié',
  suspendu: 'Suspendu',
});

export function isContractState(value: string): value is ContractState {
  return (CONTRACT_STATES as readonly string[]).includes(value);
}

/** The label of a state; a state unknown to the spec is shown as sent. */
export function contractStateLabel(etat: string): string {
  return isContractState(etat) ? CONTRACT_STATE_LABELS[etat] : etat;
}

/**
 * 'number - offer name', followed by ' [state label]' when the state is not valide (spec §3 "with
 * the state in brackets"; square brackets as in issue 2, e.g. '12345 - Santé Plus [Résilié]').
 */
export function contractLabel(
  contract: Pick<Contract, 'numeroContratIndividuel' | 'nomOffre' | 'etat'>,
): string {
  const base = `${contract.numeroContratIndividuel} - ${contract.nomOffre}`;
  return contract.etat === 'valide' ? base : `${base} [${contractStateLabel(contract.etat)}]`;
}
