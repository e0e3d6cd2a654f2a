import { describe, expect, it } from 'vitest';
import { ICON_NAMES_STUB_ID, staticBlueprintIconsOnly } from './static-blueprint-icons.plugin.ts';

type Hook = (this: unknown, ...args: unknown[]) => unknown;

function hook(name: 'resolveId' | 'load'): Hook {
  const value: unknown = staticBlueprintIconsOnly()[name];
  if (typeof value !== 'function') throw new Error(`no ${name} hook`);
  return value as Hook;
}

describe('static Blueprint icons plugin', () => {
  it("redirects only the icon loader's name list to the empty stub", () => {
    const resolveId = hook('resolveId');
    const loader = '/repo/node_modules/@blueprintjs/icons/lib/esm/iconLoader.js';
    expect(resolveId.call(null, './iconNames', loader)).toBe(ICON_NAMES_STUB_ID);
    expect(
      resolveId.call(null, './iconNames', '/repo/node_modules/@blueprintjs/icons/lib/esm/index.js'),
    ).toBeNull();
    expect(resolveId.call(null, './other', loader)).toBeNull();
    expect(resolveId.call(null, './iconNames', undefined)).toBeNull();
  });

  it('serves an empty name list', () => {
    const load = hook('load');
    expect(load.call(null, ICON_NAMES_STUB_ID)).toContain('export const IconNamesSet = new Set();');
    expect(load.call(null, '/some/file.js')).toBeNull();
  });
});
