import { PortalDeveloperError } from '@portail/domain';
import { autorun } from 'mobx';
import { describe, expect, it } from 'vitest';
import { AccordionGroupViewModel } from './accordion-group.view-model.ts';

describe('accordion group view-model', () => {
  it('opens the accordion declared open at start', () => {
    const group = new AccordionGroupViewModel('faq', [{ id: 'a' }, { id: 'b', openAtStart: true }]);
    expect(group.isOpen('b')).toBe(true);
    expect(group.isOpen('a')).toBe(false);
  });

  it('closes the open accordion when another one is opened, and closes it on a second toggle', () => {
    const group = new AccordionGroupViewModel('faq', [{ id: 'a' }, { id: 'b' }]);
    const seen: (string | null)[] = [];
    autorun(() => seen.push(group.openId));
    group.toggle('a');
    group.toggle('b');
    group.toggle('b');
    expect(seen).toEqual([null, 'a', 'b', null]);
  });

  it('throws the developer error when two accordions of the group are open at start', () => {
    expect(
      () =>
        new AccordionGroupViewModel('faq', [
          { id: 'a', openAtStart: true },
          { id: 'b', openAtStart: true },
        ]),
    ).toThrow(PortalDeveloperError);
  });
});
