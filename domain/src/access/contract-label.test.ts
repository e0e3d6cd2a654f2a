import { describe, expect, it } from 'vitest';
import { CONTRACT_STATES } from '../entities/contract.entity.ts';
import { contractLabel, contractStateLabel, isContractState } from './contract-label.ts';

describe('contract labels', () => {
  it('labels each state in French', () => {
    expect(CONTRACT_STATES.map(contractStateLabel)).toEqual(['En instance', 'Valide', 'Résilié', 'Suspendu']);
  });

  it('shows an unknown state as sent', () => {
    expect(isContractState('archive')).toBe(false);
    expect(contractStateLabel('archive')).toBe('archive');
  });

  it("shows a valide contract as 'number - offer name'", () => {
    expect(contractLabel({ numeroContratIndividuel: '123', nomOffre: 'Santé Plus', etat: 'valide' })).toBe(
      '123 - Santé Plus',
    );
  });

  it('adds the state in square brackets when not valide', () => {
    expect(contractLabel({ numeroContratIndividuel: '123', nomOffre: 'Santé Plus', etat: 'resilie' })).toBe(
      '123 - Santé Plus [Résilié]',
    );
    expect(contractLabel({ numeroContratIndividuel: '9', nomOffre: 'Prév', etat: 'eninstance' })).toBe(
      '9 - Prév [En instance]',
    );
  });
});
