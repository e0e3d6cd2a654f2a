import { toggleLengthMismatchError } from '../errors/developer-errors.ts';

/** One choice of a toggle-button group. */
export interface ToggleChoice<T> {
  readonly value: T;
  readonly label: string;
}

export const DEFAULT_TOGGLE_CHOICES: readonly ToggleChoice<boolean>[] = Object.freeze([
  Object.freeze({ value: true, label: 'Oui' }),
  Object.freeze({ value: false, label: 'Non' }),
]);

/**
 * Builds the choices of a toggle-button group (spec §5).
 * - No values: the values are true and false; no labels: the labels are 'Oui' and 'Non'.
 * - The value list and the label list must have the same length, otherwise a developer error
 *   (DEV.TOGGLE_LENGTH_MISMATCH) is thrown.
 */
export function buildToggleChoices(): readonly ToggleChoice<boolean>[];
export function buildToggleChoices<T>(
  values: readonly T[],
  labels?: readonly string[],
): readonly ToggleChoice<T>[];
export function buildToggleChoices(
  values?: readonly unknown[],
  labels?: readonly string[],
): readonly ToggleChoice<unknown>[] {
  const usedValues = values ?? DEFAULT_TOGGLE_CHOICES.map((choice) => choice.value);
  const usedLabels = labels ?? DEFAULT_TOGGLE_CHOICES.map((choice) => choice.label);
  if (usedValues.length !== usedLabels.length) {
    throw toggleLengthMismatchError(usedValues.length, usedLabels.length);
  }
  return Object.freeze(
    usedValues.map((value, index) => Object.freeze({ value, label: usedLabels[index] ?? '' })),
  );
}
