import { REQUIRED_FIELD_MESSAGE, SECURITY_CODE_DIGIT_MESSAGE } from '@portail/domain';
import { describe, expect, it } from 'vitest';
import { SecurityCodeInputViewModel } from './security-code-input.view-model.ts';

describe('security code input view-model', () => {
  it('moves forward as digits are typed and joins the code', () => {
    const code = new SecurityCodeInputViewModel();
    '123456'.split('').forEach((digit, index) => code.input(index, digit));
    expect(code.code).toBe('123456');
    expect(code.isComplete).toBe(true);
    expect(code.focusIndex).toBe(5);
  });

  it('keeps the newly typed character when a filled cell receives a second one', () => {
    const code = new SecurityCodeInputViewModel();
    code.input(0, '1');
    code.input(0, '13');
    expect(code.cells[0]).toBe('3');
    code.input(0, '53');
    expect(code.cells[0]).toBe('5');
    expect(code.focusIndex).toBe(1);
  });

  it('spreads the first 6 characters of a paste over the cells', () => {
    const code = new SecurityCodeInputViewModel();
    code.paste('98765432');
    expect(code.cells).toEqual(['9', '8', '7', '6', '5', '4']);
    expect(code.focusIndex).toBe(5);
  });

  it('treats several characters landing in one cell (autofill) as a paste', () => {
    const code = new SecurityCodeInputViewModel();
    code.input(3, '4242');
    expect(code.cells).toEqual(['4', '2', '4', '2', '', '']);
    expect(code.focusIndex).toBe(4);
    expect(code.issues.map((issue) => issue.message)).toEqual([REQUIRED_FIELD_MESSAGE]);
  });

  it('reports a non-digit with the domain message', () => {
    const code = new SecurityCodeInputViewModel();
    code.paste('12a456');
    expect(code.issues.map((issue) => issue.message)).toEqual([SECURITY_CODE_DIGIT_MESSAGE]);
  });

  it('goes back and clears the previous cell on Backspace in an empty cell', () => {
    const code = new SecurityCodeInputViewModel();
    code.input(0, '1');
    code.input(1, '2');
    code.backspace(2);
    expect(code.cells).toEqual(['1', '', '', '', '', '']);
    expect(code.focusIndex).toBe(1);
    code.backspace(1);
    code.backspace(0);
    expect(code.cells).toEqual(['', '', '', '', '', '']);
    expect(code.focusIndex).toBe(0);
  });

  it('keeps the value of a filled cell on Backspace (the input clears it itself)', () => {
    const code = new SecurityCodeInputViewModel();
    code.input(0, '7');
    code.backspace(0);
    expect(code.cells[0]).toBe('7');
  });

  it('resets to six empty cells', () => {
    const code = new SecurityCodeInputViewModel();
    code.paste('123456');
    code.reset();
    expect(code.code).toBe('');
    expect(code.touched).toBe(false);
  });
});
