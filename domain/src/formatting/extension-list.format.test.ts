import { describe, expect, it } from 'vitest';
import { formatExtensionList } from './extension-list.format.ts';

describe('extension list', () => {
  it("puts 'ou' before the last extension and commas between the others", () => {
    expect(formatExtensionList(['pdf', 'jpg', 'png'])).toBe('pdf, jpg ou png');
    expect(formatExtensionList(['pdf', 'jpg', 'jpeg', 'png'])).toBe('pdf, jpg, jpeg ou png');
  });

  it("joins two extensions with 'ou' only", () => {
    expect(formatExtensionList(['pdf', 'png'])).toBe('pdf ou png');
  });

  it('shows a single extension alone and nothing for an empty list', () => {
    expect(formatExtensionList(['pdf'])).toBe('pdf');
    expect(formatExtensionList([])).toBe('');
  });

  it('drops leading dots, blanks and case-insensitive repeats, keeping the order', () => {
    expect(formatExtensionList(['.pdf', ' ', 'PNG', '.png', ' jpg '])).toBe('pdf, PNG ou jpg');
  });
});
