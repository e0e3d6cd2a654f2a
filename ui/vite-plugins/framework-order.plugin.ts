import type { Plugin } from 'vite';

/** The id of the build-only entry that fixes the order of the framework's packages. */
export const FRAMEWORK_ORDER_ENTRY = '\0portail-framework-order';

/** The entry's source: one bare import per package, in the order given. */
export function frameworkOrderSource(packages: readonly string[]): string {
  return packages.map((name) => `import ${JSON.stringify(name)};\n`).join('');
}

/**
 * Rolldown writes the modules of a chunk in execution order: the user entries' static imports depth-first,
 * then the lazily imported modules sorted by their path. The framework chunks (portal-chunks.ts) are only
 * imported lazily, so their order used to follow the paths of the portal's own files: moving a folder
 * reordered React and MobX inside them and cost up to 0.1 KiB gzip on every route (gzip finds fewer
 * repeats across far-apart modules). This plugin adds a second user entry holding only bare imports of the
 * framework's packages, in the order given (FRAMEWORK_ORDER): it runs first, so that order is the chunks'
 * order whatever the paths of the portal's files. The entry's chunk holds no module of its own (only imports
 * of the framework chunks): it is dropped from the output, so nothing loads or references it.
 */
export function frameworkOrder(packages: readonly string[]): Plugin {
  return {
    name: 'portail:framework-order',
    apply: 'build',
    options(options) {
      const input = options.input;
      if (typeof input !== 'string' && !Array.isArray(input))
        throw new Error('portail:framework-order expects the build input as a path or a list of paths');
      return { ...options, input: [...(typeof input === 'string' ? [input] : input), FRAMEWORK_ORDER_ENTRY] };
    },
    resolveId(source) {
      return source === FRAMEWORK_ORDER_ENTRY ? source : null;
    },
    load(id) {
      return id === FRAMEWORK_ORDER_ENTRY ? frameworkOrderSource(packages) : null;
    },
    generateBundle(_options, bundle) {
      for (const [fileName, item] of Object.entries(bundle)) {
        if (item.type !== 'chunk' || item.facadeModuleId !== FRAMEWORK_ORDER_ENTRY) continue;
        const own = item.moduleIds.filter((id) => id !== FRAMEWORK_ORDER_ENTRY);
        if (own.length > 0)
          throw new Error(`portail:framework-order: its entry chunk holds other modules (${own.join(', ')})`);
        Reflect.deleteProperty(bundle, fileName);
        Reflect.deleteProperty(bundle, `${fileName}.map`);
      }
    },
  };
}
