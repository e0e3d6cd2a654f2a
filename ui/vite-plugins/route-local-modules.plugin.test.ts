import { describe, expect, it } from 'vitest';
import { ROUTE_LOCAL_MODULES } from './portal-chunks.ts';
import { routeChunkGroup } from './route-chunk-groups.ts';
import {
  ROUTE_LOCAL_MAX_BYTES,
  checkRouteLocalModules,
  routeLocalModules,
  routeOfCopy,
  routeOfImporter,
} from './route-local-modules.plugin.ts';

const ui = '/repo/ui/src/public-area';
const screen = `${ui}/account-recovery/confirmation-screen.tsx`;
const byModule = new Map<string, string[]>([
  [`${ui}/reset-password-error/reset-password-error.screen.tsx`, ['reset-password-error']],
  [
    `${ui}/reset-password-confirmation/reset-password-confirmation.screen.tsx`,
    ['reset-password-confirmation'],
  ],
  [screen, ['reset-password-error', 'reset-password-confirmation']],
  [`${ui}/account-recovery/login-button.tsx`, ['reset-password-confirmation', 'activate-user-confirmation']],
]);

type ResolveId = (
  this: { resolve: (source: string, importer: string) => Promise<{ id: string } | null> },
  source: string,
  importer: string | undefined,
  options: object,
) => Promise<string | null>;

function resolveId(): ResolveId {
  const hook: unknown = routeLocalModules(ROUTE_LOCAL_MODULES, byModule).resolveId;
  if (typeof hook !== 'function') throw new Error('no resolveId hook');
  return hook as ResolveId;
}
const context = {
  resolve: (source: string) =>
    Promise.resolve(source.endsWith('confirmation-screen.tsx') ? { id: screen } : { id: `${ui}/other.tsx` }),
};

describe('a route-local module', () => {
  it("is copied for the route whose own module imports it, and named after that route's chunk", async () => {
    const copy = await resolveId().call(
      context,
      '../account-recovery/confirmation-screen.tsx',
      `${ui}/reset-password-error/reset-password-error.screen.tsx`,
      {},
    );
    expect(copy).toBe(`${screen}?portail-route=reset-password-error`);
    expect(routeOfCopy(String(copy))).toBe('reset-password-error');
    const group = routeChunkGroup(byModule, 0);
    expect(group.test(String(copy))).toBe(true);
    expect(group.name(String(copy))).toBe('route-reset-password-error');
  });

  it('is copied again for the imports of a copy, and never for code several routes share', async () => {
    expect(routeOfImporter(byModule, `${screen}?portail-route=reset-password-error`)).toBe(
      'reset-password-error',
    );
    expect(
      await resolveId().call(
        context,
        './confirmation-screen.tsx',
        `${ui}/account-recovery/login-button.tsx`,
        {},
      ),
    ).toBeNull();
  });

  it('leaves every other import to the resolvers', async () => {
    const importer = `${ui}/reset-password-error/reset-password-error.screen.tsx`;
    expect(await resolveId().call(context, 'react-router', importer, {})).toBeNull();
    expect(await resolveId().call(context, '../confirmation-screen.tsx', undefined, {})).toBeNull();
  });

  it('must be small, and loaded by a public route', () => {
    const module = 'src/public-area/account-recovery/confirmation-screen.tsx';
    expect(() => checkRouteLocalModules([module], new Map([[screen, 900]]))).not.toThrow();
    expect(() => checkRouteLocalModules([module], new Map([[screen, ROUTE_LOCAL_MAX_BYTES + 1]]))).toThrow(
      /above 2048: let it have its shared chunk/,
    );
    expect(() => checkRouteLocalModules([module], new Map())).toThrow(/no public route loads it/);
  });
});
