import { describe, expect, it } from 'vitest';
import { PortalDeveloperError } from '../errors/developer-errors.ts';
import { buildToggleChoices } from './toggle-buttons.ts';

describe('buildToggleChoices', () => {
  it('defaults to Oui (true) and Non (false)', () => {
    expect(buildToggleChoices()).toEqual([
      { value: true, label: 'Oui' },
      { value: false, label: 'Non' },
    ]);
  });

  it('pairs each value with the label at the same position', () => {
    expect(buildToggleChoices(['M', 'F', 'X'], ['Homme', 'Femme', 'Autre'])).toEqual([
      { value: 'M', label: 'Homme' },
      { value: 'F', label: 'Femme' },
      { value: 'X', label: 'Autre' },
    ]);
  });

  it('uses Oui and Non as labels of two given values', () => {
    expect(buildToggleChoices([1, 0])).toEqual([
      { value: 1, label: 'Oui' },
      { value: 0, label: 'Non' },
    ]);
  });

  it('throws the toggle-length developer error when the lists differ in length', () => {
    expect(() => buildToggleChoices(['a', 'b', 'c'], ['A', 'B'])).toThrow(PortalDeveloperError);
    expect(() => buildToggleChoices(['a', 'b', 'c'])).toThrow(
      'Toggle buttons: the value list (3) and the label list (2) must have the same length.',
    );
    try {
      buildToggleChoices([true], ['Oui', 'Non']);
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(PortalDeveloperError);
      expect(error).toMatchObject({ code: 'DEV.TOGGLE_LENGTH_MISMATCH' });
    }
  });
});
