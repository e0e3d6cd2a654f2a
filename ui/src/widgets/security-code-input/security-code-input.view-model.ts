import {
  joinSecurityCode,
  SECURITY_CODE_LENGTH,
  spreadSecurityCodePaste,
  validateSecurityCode,
} from '@portail/domain';
import type { SecurityCodeCells, ValidationResult } from '@portail/domain';
import { makeAutoObservable } from 'mobx';

const EMPTY_CELLS: SecurityCodeCells = ['', '', '', '', '', ''];

/**
 * The six-cell security-code input (spec §5): one character per cell, focus moving forward as digits are
 * typed and back on Backspace in an empty cell; a paste — or an autofilled one-time code landing in a
 * cell — spreads its first 6 characters over the cells.
 */
export class SecurityCodeInputViewModel {
  cells: SecurityCodeCells = EMPTY_CELLS;
  /** Cell that should hold the focus (the component follows it). */
  focusIndex = 0;
  touched = false;

  constructor() {
    makeAutoObservable(this);
  }

  get code(): string {
    return joinSecurityCode(this.cells);
  }

  get issues(): ValidationResult {
    return validateSecurityCode(this.cells);
  }

  get isComplete(): boolean {
    return this.issues.length === 0;
  }

  /**
   * The member typed in a cell. Two characters mean a key typed next to the cell's previous character:
   * the new one is kept. More (autofill of a one-time code, a dropped text) counts as a paste.
   */
  input(index: number, text: string): void {
    this.touched = true;
    const chars = Array.from(text);
    if (chars.length > 2) {
      this.paste(text);
      return;
    }
    const previous = this.cells[index] ?? '';
    const typed = chars.length === 2 ? (chars[0] === previous ? chars[1] : chars[0]) : chars[0];
    this.setCell(index, typed ?? '');
    if (typed !== undefined && index < SECURITY_CODE_LENGTH - 1) this.focusIndex = index + 1;
  }

  /** Backspace in an empty cell clears the previous one and moves back. */
  backspace(index: number): void {
    if (this.cells[index] !== '' || index === 0) return;
    this.setCell(index - 1, '');
    this.focusIndex = index - 1;
  }

  paste(text: string): void {
    this.touched = true;
    this.cells = spreadSecurityCodePaste(text);
    const firstEmpty = this.cells.indexOf('');
    this.focusIndex = firstEmpty < 0 ? SECURITY_CODE_LENGTH - 1 : firstEmpty;
  }

  focus(index: number): void {
    this.focusIndex = index;
  }

  reset(): void {
    this.cells = EMPTY_CELLS;
    this.focusIndex = 0;
    this.touched = false;
  }

  private setCell(index: number, value: string): void {
    if (index < 0 || index >= SECURITY_CODE_LENGTH)
      throw new RangeError(`No security-code cell ${String(index)}.`);
    const next = [...this.cells];
    next[index] = value;
    this.cells = [next[0] ?? '', next[1] ?? '', next[2] ?? '', next[3] ?? '', next[4] ?? '', next[5] ?? ''];
  }
}
