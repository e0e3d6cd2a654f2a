import type { Rolldown } from 'vite';
import { describe, expect, it } from 'vitest';
import { FRAMEWORK_ORDER_ENTRY, frameworkOrder, frameworkOrderSource } from './framework-order.plugin.ts';
import { FRAMEWORK_ORDER } from './portal-chunks.ts';

type Hook = (this: unknown, ...args: unknown[]) => unknown;

function hook(name: 'options' | 'resolveId' | 'load' | 'generateBundle'): Hook {
  const value: unknown = frameworkOrder(FRAMEWORK_ORDER)[name];
  if (typeof value !== 'function') throw new Error(`no ${name} hook`);
  return value as Hook;
}

function chunk(fileName: string, moduleIds: readonly string[]) {
  return { type: 'chunk', fileName, facadeModuleId: moduleIds[0] ?? null, moduleIds, code: '' };
}

describe('the framework order entry', () => {
  it('imports each package once, in the order given, and nothing else', () => {
    expect(frameworkOrderSource(['react-dom/client', 'mobx'])).toBe(
      'import "react-dom/client";\nimport "mobx";\n',
    );
  });

  it("comes after the portal's own entry in the build input", () => {
    expect(hook('options').call(null, { input: '/ui/index.html' })).toEqual({
      input: ['/ui/index.html', FRAMEWORK_ORDER_ENTRY],
    });
    expect(() => hook('options').call(null, { input: { main: '/ui/index.html' } })).toThrow(/list of paths/);
  });

  it('is served by the plugin only', () => {
    expect(hook('resolveId').call(null, FRAMEWORK_ORDER_ENTRY)).toBe(FRAMEWORK_ORDER_ENTRY);
    expect(hook('resolveId').call(null, 'mobx')).toBeNull();
    expect(hook('load').call(null, FRAMEWORK_ORDER_ENTRY)).toBe(frameworkOrderSource(FRAMEWORK_ORDER));
    expect(hook('load').call(null, '/ui/src/main.tsx')).toBeNull();
  });

  it("is dropped from the output with its map, the portal's chunks kept", () => {
    const bundle: Record<string, unknown> = {
      'assets/order.js': chunk('assets/order.js', [FRAMEWORK_ORDER_ENTRY]),
      'assets/order.js.map': { type: 'asset', fileName: 'assets/order.js.map' },
      'assets/index.js': chunk('assets/index.js', ['/ui/src/main.tsx']),
    };
    hook('generateBundle').call(null, {}, bundle as Rolldown.OutputBundle);
    expect(Object.keys(bundle)).toEqual(['assets/index.js']);
  });

  it('fails the build when a module of the portal landed in its chunk', () => {
    const bundle = { 'assets/order.js': chunk('assets/order.js', [FRAMEWORK_ORDER_ENTRY, '/ui/src/x.ts']) };
    expect(() => hook('generateBundle').call(null, {}, bundle)).toThrow(/\/ui\/src\/x\.ts/);
  });
});
