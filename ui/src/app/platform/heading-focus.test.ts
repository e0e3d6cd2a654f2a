import { describe, expect, it } from 'vitest';
import { HeadingFocus } from './heading-focus.ts';

function heading(isConnected = true) {
  const element = { isConnected, focused: 0, focus: () => (element.focused += 1) };
  return element;
}

describe('heading focus after navigation', () => {
  it('does not move focus on the first page load', () => {
    const focus = new HeadingFocus();
    const h1 = heading();
    focus.register(h1);
    expect(h1.focused).toBe(0);
  });

  it('focuses the heading already mounted when the navigation is committed', () => {
    const focus = new HeadingFocus();
    const h1 = heading();
    focus.register(h1);
    focus.navigated();
    expect(h1.focused).toBe(1);
    expect(focus.isPending).toBe(false);
  });

  it('waits for a heading that mounts after the navigation, then focuses it once', () => {
    const focus = new HeadingFocus();
    focus.navigated();
    focus.register(null);
    expect(focus.isPending).toBe(true);
    const h1 = heading();
    focus.register(h1);
    focus.register(h1);
    expect(h1.focused).toBe(1);
  });

  it('ignores a detached heading', () => {
    const focus = new HeadingFocus();
    const detached = heading(false);
    focus.register(detached);
    focus.navigated();
    expect(detached.focused).toBe(0);
    expect(focus.isPending).toBe(true);
  });
});
