import { describe, expect, it } from 'vitest';
import { hashPath, isPageSettled, pressAgain } from './shell-takeover.ts';

/** A container answering querySelector for the selectors isPageSettled asks. */
function container(main: { loading: boolean; route?: string } | null): ParentNode {
  const route = main?.route === undefined ? null : { getAttribute: () => main.route };
  const mainElement = main && {
    querySelector: (selector: string) =>
      selector === '.portal-page-loading' && main.loading
        ? {}
        : selector === '[data-portal-route]'
          ? route
          : null,
  };
  return {
    querySelector: (selector: string) => (selector === 'main' ? mainElement : null),
  } as unknown as ParentNode;
}

describe('when the portal may replace the pre-rendered page', () => {
  it('waits for a main area that is not loading', () => {
    expect(isPageSettled(container(null), '#/')).toBe(false);
    expect(isPageSettled(container({ loading: true }), '#/')).toBe(false);
    expect(isPageSettled(container({ loading: false }), '#/')).toBe(true);
  });

  it('waits for the page of the route in the address bar (a static link may have been followed)', () => {
    expect(isPageSettled(container({ loading: false, route: '/' }), '#/register')).toBe(false);
    expect(isPageSettled(container({ loading: false, route: '/register' }), '#/register?x=1')).toBe(true);
    expect(isPageSettled(container({ loading: false, route: '/' }), '')).toBe(true);
  });

  it('reads the path of a hash route', () => {
    expect(hashPath('#/register?callbackUrl=%2F')).toBe('/register');
    expect(hashPath('#/page/cgu')).toBe('/page/cgu');
    expect(hashPath('#/')).toBe('/');
    expect(hashPath('')).toBe('/');
  });
});

describe('a button pressed before the portal ran', () => {
  const buttons = () => {
    const pressed: string[] = [];
    const make = (name: string, disabled = false) => ({
      disabled,
      focus: () => pressed.push(`focus ${name}`),
      click: () => pressed.push(`click ${name}`),
    });
    const list = [make('Retour'), make('Valider'), make('Annuler', true)];
    return { pressed, to: { querySelectorAll: () => list } as unknown as ParentNode };
  };
  const from = (value: string | null) => ({ getAttribute: () => value }) as unknown as Element;

  it('is focused and pressed again in the portal, at the same place', () => {
    const { pressed, to } = buttons();
    pressAgain(from('1'), to);
    expect(pressed).toEqual(['focus Valider', 'click Valider']);
  });

  it('is not pressed when none was, when it is disabled now, or when there is no such button', () => {
    for (const value of [null, '2', '7', 'x']) {
      const { pressed, to } = buttons();
      pressAgain(from(value), to);
      expect(pressed).toEqual([]);
    }
  });
});
