import { describe, expect, it } from 'vitest';
import {
  closeAccordion,
  createAccordionGroup,
  isAccordionOpen,
  openAccordion,
  registerAccordion,
  toggleAccordion,
} from './accordion-group.ts';

function groupOf(...ids: string[]) {
  return ids.reduce((state, id) => registerAccordion(state, id), createAccordionGroup('faq'));
}

describe('accordion group', () => {
  it('starts with every accordion closed unless one is declared open', () => {
    const closed = groupOf('a', 'b');
    expect(closed.openId).toBeNull();
    const withOpen = registerAccordion(closed, 'c', true);
    expect(isAccordionOpen(withOpen, 'c')).toBe(true);
    expect(isAccordionOpen(withOpen, 'a')).toBe(false);
  });

  it('closes the others when one is opened', () => {
    const state = openAccordion(openAccordion(groupOf('a', 'b', 'c'), 'a'), 'b');
    expect(state.openId).toBe('b');
    expect(isAccordionOpen(state, 'a')).toBe(false);
  });

  it('toggles an accordion open and closed', () => {
    const opened = toggleAccordion(groupOf('a', 'b'), 'a');
    expect(opened.openId).toBe('a');
    expect(toggleAccordion(opened, 'b').openId).toBe('b');
    expect(toggleAccordion(opened, 'a').openId).toBeNull();
  });

  it('keeps the state when closing a closed accordion or opening the open one', () => {
    const opened = openAccordion(groupOf('a', 'b'), 'a');
    expect(closeAccordion(opened, 'b')).toBe(opened);
    expect(openAccordion(opened, 'a')).toBe(opened);
  });

  it('throws when a second accordion of the group is declared open at start', () => {
    const state = registerAccordion(createAccordionGroup('faq'), 'a', true);
    expect(() => registerAccordion(state, 'b', true)).toThrow(
      'Another accordion of the same group "faq" is already open.',
    );
  });

  it('throws on a duplicate declaration and on an undeclared accordion', () => {
    const state = groupOf('a');
    expect(() => registerAccordion(state, 'a')).toThrow('Accordion "a" is already declared in group "faq".');
    expect(() => openAccordion(state, 'z')).toThrow('Accordion "z" is not declared in group "faq".');
    expect(() => closeAccordion(state, 'z')).toThrow('Accordion "z" is not declared in group "faq".');
  });
});
