import type { Plugin } from 'vite';

const CLASSES_MODULE = /@blueprintjs[\\/]core[\\/]lib[\\/]esm[\\/]common[\\/]classes\.js$/;

/** The namespace preamble of Blueprint's classes module: `let NS = "bp6";` then two optional overrides. */
const NAMESPACE_PREAMBLE =
  /let NS = ("[^"]+");\s*if \(typeof BLUEPRINT_NAMESPACE !== "undefined"\) \{\s*NS = BLUEPRINT_NAMESPACE;\s*\}\s*else if \(typeof REACT_APP_BLUEPRINT_NAMESPACE !== "undefined"\) \{\s*NS = REACT_APP_BLUEPRINT_NAMESPACE;\s*\}/;

/**
 * The classes module with a constant namespace and its class-name helpers' calls marked pure (same line
 * count, so that its source map stays right); throws when the module no longer has the expected shape.
 */
export function treeShakableClasses(code: string): string {
  if (!NAMESPACE_PREAMBLE.test(code))
    throw new Error("blueprint-classes: Blueprint's classes module changed shape; update the plugin");
  return code
    .replace(NAMESPACE_PREAMBLE, (preamble, ns: string) => {
      const lineBreaks = preamble.split('\n').length - 1;
      return `const NS = ${ns};${'\n'.repeat(lineBreaks)}`;
    })
    .replace(/^(export const \w+ = )(\w+Class\()/gm, '$1/* @__PURE__ */ $2');
}

/**
 * Blueprint's `Classes` constants (≈ 120 class names, `${NS}-active`…) are built from a namespace that
 * global variables may override, some by calling helpers (`positionClass(Position.TOP)`): the bundler
 * cannot tell that building an unused one has no effect, and keeps what computes each of them in every
 * chunk holding the module (the first load's). The portal never overrides the namespace (no
 * BLUEPRINT_NAMESPACE global): with it constant and those calls pure, only the class names used are bundled.
 */
export function blueprintClassesTreeShaking(): Plugin {
  return {
    name: 'portail:blueprint-classes-tree-shaking',
    transform(code, id) {
      if (!CLASSES_MODULE.test(id)) return null;
      return { code: treeShakableClasses(code), map: null };
    },
  };
}
