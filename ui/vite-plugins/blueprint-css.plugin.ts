import { createRequire } from 'node:module';
import type { Plugin } from 'vite';
import { BASE_PART, blueprintCss, readBlueprintStylesheet } from './blueprint-css.split.ts';
import type { BlueprintStylesheet } from './blueprint-css.split.ts';

/** The import that brings Blueprint's styles (ui/src/main.tsx, the gallery). */
export const BLUEPRINT_CSS_IMPORT = '@blueprintjs/core/lib/css/blueprint.css';
const VIRTUAL_ID = '\0portail-blueprint.css';

/** Blueprint component folders without a stylesheet of their own, styled by another folder's rules. */
const STYLED_BY: Readonly<Record<string, string>> = {
  overlay2: 'overlay',
  'popover-next': 'popover',
  'icon-next': 'icon',
};
const BLUEPRINT_COMPONENT_MODULE = /@blueprintjs[\\/]core[\\/]lib[\\/]esm[\\/]components[\\/]([^\\/]+)[\\/]/;
const OWN_SOURCE = /\.(?:ts|tsx)$/;
const CLASSES_REFERENCE = /\bClasses\.([A-Z][A-Z0-9_]*)\b/g;
const CLASS_LITERAL = /\bbp6-[a-z0-9]+(?:-[a-z0-9]+)*/g;

export interface BlueprintCssOptions {
  /** Blueprint component folders (`button`, `dialog`, `forms`…) whose styles the portal ships. */
  readonly components: readonly string[];
}

/** `Classes.CARD` → `bp6-card`: the constants of Blueprint's own classes module (its CommonJS build). */
export function readBlueprintClassNames(): ReadonlyMap<string, string> {
  const require = createRequire(import.meta.url);
  const classes: unknown = require('@blueprintjs/core/lib/cjs/common/classes.js');
  const names = new Map<string, string>();
  if (typeof classes !== 'object' || classes === null) return names;
  for (const [name, value] of Object.entries(classes)) {
    if (/^[A-Z][A-Z0-9_]*$/.test(name) && typeof value === 'string') names.set(name, value);
  }
  return names;
}

/** Blueprint class names a source file uses, through `Classes.X` or written out. */
export function blueprintClassesUsed(code: string, classNames: ReadonlyMap<string, string>): Set<string> {
  const used = new Set<string>();
  for (const [, name] of code.matchAll(CLASSES_REFERENCE)) {
    const className = name === undefined ? undefined : classNames.get(name);
    if (className !== undefined) used.add(className);
  }
  for (const [literal] of code.matchAll(CLASS_LITERAL)) used.add(literal);
  return used;
}

/** The part whose styles a Blueprint component module needs (null: none of its own). */
export function partOfBlueprintModule(id: string, sheet: BlueprintStylesheet): string | null {
  const folder = BLUEPRINT_COMPONENT_MODULE.exec(id)?.[1];
  if (folder === undefined) return null;
  const part = STYLED_BY[folder] ?? folder;
  return sheet.parts.has(part) ? part : null;
}

const selectsClass = (css: string, className: string) =>
  new RegExp(`\\.${className.replace(/-/g, '\\-')}(?![\\w-])`).test(css);

/**
 * Problems of a selection of parts: a class used by our sources that no kept rule selects while a left-out
 * part styles it.
 */
export function unstyledClasses(
  sheet: BlueprintStylesheet,
  kept: ReadonlySet<string>,
  classesUsedBy: ReadonlyMap<string, ReadonlySet<string>>,
): string[] {
  const keptCss = blueprintCss(sheet, kept);
  const leftOut = [...sheet.parts]
    .filter(([part]) => !kept.has(part))
    .map(([part, nodes]) => ({ part, css: nodes.map((node) => node.toString()).join('\n') }));
  const problems: string[] = [];
  for (const [className, files] of classesUsedBy) {
    if (selectsClass(keptCss, className)) continue;
    const parts = leftOut.filter(({ css }) => selectsClass(css, className)).map(({ part }) => part);
    if (parts.length > 0)
      problems.push(`class ${className} (${[...files].join(', ')}) is styled by ${parts.join(', ')}`);
  }
  return problems;
}

/**
 * Ships only the Blueprint styles the portal uses. `import '@blueprintjs/core/lib/css/blueprint.css'` gets
 * the base (tokens, reset, typography) and the listed component folders, in Blueprint's own order (same
 * cascade as the full file), without the icon-font glyph rules (icons are SVG components) and without the
 * dark theme (never enabled): ≈ 25 KiB gzip instead of 47.
 * The build fails when a Blueprint component in the bundle, or a Blueprint class named in our sources
 * (`Classes.CARD`, 'bp6-label'), is styled by a folder missing from `components`.
 */
export function blueprintCssParts(options: BlueprintCssOptions): Plugin {
  const kept = new Set([BASE_PART, ...options.components]);
  let sheet: BlueprintStylesheet | undefined;
  let classNames: ReadonlyMap<string, string> | undefined;
  const classesUsedBy = new Map<string, Set<string>>();
  const stylesheet = () => (sheet ??= readBlueprintStylesheet());

  return {
    name: 'portail:blueprint-css-parts',
    enforce: 'pre',
    buildStart() {
      const unknown = options.components.filter((part) => !stylesheet().parts.has(part));
      if (unknown.length > 0) this.error(`blueprint-css: no Blueprint styles for ${unknown.join(', ')}`);
    },
    resolveId(source) {
      return source === BLUEPRINT_CSS_IMPORT ? VIRTUAL_ID : null;
    },
    load(id) {
      return id === VIRTUAL_ID ? blueprintCss(stylesheet(), kept) : null;
    },
    transform(code, id) {
      if (id.includes('node_modules') || !OWN_SOURCE.test(id)) return null;
      classNames ??= readBlueprintClassNames();
      for (const className of blueprintClassesUsed(code, classNames)) {
        const files = classesUsedBy.get(className) ?? new Set<string>();
        files.add(id);
        classesUsedBy.set(className, files);
      }
      return null;
    },
    generateBundle(_options, bundle) {
      const problems: string[] = [];
      const missingFor = new Map<string, Set<string>>();
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk') continue;
        for (const id of chunk.moduleIds) {
          const part = partOfBlueprintModule(id, stylesheet());
          if (part === null || kept.has(part)) continue;
          const modules = missingFor.get(part) ?? new Set<string>();
          modules.add(id.replace(/.*node_modules[\\/]/, ''));
          missingFor.set(part, modules);
        }
      }
      for (const [part, modules] of missingFor)
        problems.push(`component folder "${part}" is bundled (${[...modules].join(', ')})`);
      problems.push(...unstyledClasses(stylesheet(), kept, classesUsedBy));
      if (problems.length > 0)
        this.error(
          `blueprint-css: add the missing folders to blueprintCssParts({ components }) in ui/vite.config.ts:\n  ${problems.join('\n  ')}`,
        );
    },
  };
}
