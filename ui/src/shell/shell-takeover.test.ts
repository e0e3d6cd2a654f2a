import { describe, expect, it } from 'vitest';
import { isPageSettled } from './shell-takeover.ts';

/** A container answering querySelector for the selectors isPageSettled asks. */
function container(main: { loading: boolean } | null): ParentNode {
  const mainElement = main && {
    querySelector: (selector: string) => (selector === '.portal-page-loading' && main.loading ? {} : null),
  };
  return {
    querySelector: (selector: string) => (selector === 'main' ? mainElement : null),
  } as unknown as ParentNode;
}

describe('when the portal may replace the pre-rendered page', () => {
  it('waits for a main area that is not loading', () => {
    expect(isPageSettled(container(null))).toBe(false);
    expect(isPageSettled(container({ loading: true }))).toBe(false);
    expect(isPageSettled(container({ loading: false }))).toBe(true);
  });
});
