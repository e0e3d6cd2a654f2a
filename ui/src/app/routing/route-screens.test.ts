import { describe, expect, it } from 'vitest';
import { createRouteScreens, routeOfPath } from './route-screens.ts';
import type { PortalRoute } from './route-table.ts';

describe('the screens of the routes', () => {
  it('finds the portal route a hash path opens', () => {
    expect(routeOfPath('/')?.id).toBe('home');
    expect(routeOfPath('/register')?.id).toBe('register');
    expect(routeOfPath('/page/mentions-legales')?.id).toBe('static-page');
    expect(routeOfPath('/espace/documents')?.id).toBe('member-area');
    expect(routeOfPath('/redirect-to-mobile/https%3A%2F%2Fx')?.id).toBe('redirect-to-mobile');
    expect(routeOfPath('/inconnue')).toBeUndefined();
  });

  const screen = () => null;
  const route = (id: string, path: string, load: PortalRoute['load']): PortalRoute => ({
    id,
    path,
    title: id,
    feature: null,
    localAccountOnly: false,
    load,
  });

  it('loads a screen once, with the ports its area needs, and marks the promise settled for use()', async () => {
    const bound: string[] = [];
    let loads = 0;
    const screens = createRouteScreens({
      deferredPorts: () => {
        bound.push('public');
        return Promise.resolve();
      },
      memberPorts: () => {
        bound.push('member');
        return Promise.resolve();
      },
    });
    const load = () => {
      loads += 1;
      return Promise.resolve({ Component: screen });
    };
    const register = route('register', 'register', load);
    const first = screens.load(register);
    expect(screens.load(register)).toBe(first);
    expect(await first).toBe(screen);
    await Promise.resolve();
    expect(first).toMatchObject({ status: 'fulfilled', value: screen });
    await screens.load(route('home', '', load));
    await screens.load(route('member-area', 'espace/*', load));
    expect(loads).toBe(3);
    expect(bound).toEqual(['public', 'member']);
  });

  it('tries a download again after a failure', async () => {
    const screens = createRouteScreens({
      deferredPorts: () => Promise.resolve(),
      memberPorts: () => Promise.resolve(),
    });
    let attempt = 0;
    const flaky = route('register', 'register', () =>
      (attempt += 1) === 1 ? Promise.reject(new Error('chunk')) : Promise.resolve({ Component: screen }),
    );
    const failed = screens.load(flaky);
    await expect(failed).rejects.toThrow('chunk');
    await Promise.resolve();
    expect(failed).toMatchObject({ status: 'rejected' });
    expect(await screens.load(flaky)).toBe(screen);
  });
});
