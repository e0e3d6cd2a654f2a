import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import postcss from 'postcss';
import type { ChildNode, Root } from 'postcss';

/** The part of Blueprint's stylesheet every page needs: design tokens, reset, typography, focus states. */
export const BASE_PART = 'base';
/** Blueprint's dark theme: the portal never sets `bp6-dark`, so these rules are dropped. */
export const DARK_PART = 'dark-theme';

/** Source files (from blueprint.css.map) that make the base part. */
const BASE_SOURCES = /src\/(?:_reset|_typography|accessibility\/|common\/_typography-colors|design-tokens\/)/;
const DARK_SOURCES = /src\/_dark-theme\.scss$/;
const COMPONENT_SOURCE = /src\/components\/([^/]+)\//;
/** Mixins shared between components (`button/_common.scss` styles the HTML select too). */
const MIXIN_SOURCE = /\/(?:_common|_[\w-]*mixins)\.scss$/;
/** `.bp6-icon-add::before { content: "\f…" }`: glyphs of the icon font, which the portal never loads. */
const ICON_FONT_GLYPH = /^\.bp6-icon-[a-z0-9-]+::before$/;
const DARK_SELECTOR = /\.bp6-dark(?![\w-])/;

/** Blueprint's stylesheet cut into parts: the base, then one per component folder, in the original order. */
export interface BlueprintStylesheet {
  readonly parts: ReadonlyMap<string, readonly ChildNode[]>;
  /** Every top-level node with its part, in the order of blueprint.css (the cascade order). */
  readonly nodes: readonly { readonly part: string; readonly node: ChildNode }[];
}

/** The directory of @blueprintjs/core's compiled CSS, resolved from the ui workspace. */
export function blueprintCssDirectory(): string {
  const require = createRequire(import.meta.url);
  return join(dirname(require.resolve('@blueprintjs/core/package.json')), 'lib', 'css');
}

/** Reads blueprint.css and its source map. */
export function readBlueprintStylesheet(cssDir = blueprintCssDirectory()): BlueprintStylesheet {
  const css = readFileSync(join(cssDir, 'blueprint.css'), 'utf8');
  const map = readFileSync(join(cssDir, 'blueprint.css.map'), 'utf8');
  return splitBlueprintStylesheet(
    postcss.parse(css, { from: join(cssDir, 'blueprint.css'), map: { prev: map } }),
  );
}

/** A top-level node of blueprint.css with the part of its own source file (null: a shared mixin). */
interface SourcedNode {
  readonly node: ChildNode;
  readonly own: string | null;
}

function sourcedNodes(root: Root): SourcedNode[] {
  const sourced: SourcedNode[] = [];
  // The icon rules come between the tokens and the typography; the other components come after both.
  let componentsStarted = false;
  for (const node of root.nodes) {
    if (node.type === 'comment') continue;
    const start = node.source?.start;
    const origin = start ? root.source?.input.origin(start.line, start.column) : false;
    const file = origin ? (origin.file ?? '') : '';
    const component = MIXIN_SOURCE.test(file) ? undefined : COMPONENT_SOURCE.exec(file)?.[1];
    let own: string | null = null;
    if (component !== undefined) {
      own = component;
      componentsStarted ||= component !== 'icon';
    } else if (DARK_SOURCES.test(file)) own = DARK_PART;
    else if (BASE_SOURCES.test(file) && !componentsStarted) own = BASE_PART;
    sourced.push({ node, own });
  }
  return sourced;
}

/**
 * Assigns each top-level rule of blueprint.css to a part through the source map: the component folder of
 * the SCSS file it comes from (`src/components/dialog/_dialog.scss` → `dialog`), the base for the reset,
 * typography, tokens and focus states. A rule written in a shared mixin (`common/_mixins.scss`,
 * `_react-transition.scss`, `button/_common.scss`, `icon/_icon-mixins.scss`…) belongs to the component
 * being compiled there: the part of the rules around it, and at a boundary between two components the one
 * whose class the rule names (`.bp6-toast-enter` opens the toast section), else the previous one.
 */
export function splitBlueprintStylesheet(root: Root): BlueprintStylesheet {
  const sourced = sourcedNodes(root);
  const next: (string | null)[] = new Array<string | null>(sourced.length).fill(null);
  for (let i = sourced.length - 2; i >= 0; i -= 1) next[i] = sourced[i + 1]?.own ?? next[i + 1] ?? null;
  const parts = new Map<string, ChildNode[]>();
  const nodes: { part: string; node: ChildNode }[] = [];
  let previous = BASE_PART;
  sourced.forEach(({ node, own }, index) => {
    let part = own;
    if (part === null) {
      const following = next[index] ?? previous;
      const text = following === previous ? '' : node.toString();
      part = text.includes(`.bp6-${following}`) && !text.includes(`.bp6-${previous}`) ? following : previous;
    }
    if (part !== DARK_PART) previous = part;
    const list = parts.get(part) ?? [];
    list.push(node);
    parts.set(part, list);
    nodes.push({ part, node });
  });
  return { parts, nodes };
}

/** Removes the dark-theme selectors of a rule list; false when nothing is left. */
function withoutDarkSelectors(rule: postcss.Rule): boolean {
  const selectors = rule.selectors.filter((selector) => !DARK_SELECTOR.test(selector));
  if (selectors.length === 0) return false;
  if (selectors.length !== rule.selectors.length) rule.selectors = selectors;
  return true;
}

/** A node stripped of the icon-font glyphs and dark-theme selectors; null when nothing is left. */
function lightweight(node: ChildNode): ChildNode | null {
  const copy = node.clone();
  if (copy.type === 'comment' || copy.type === 'decl') return copy;
  if (copy.type === 'rule') {
    if (ICON_FONT_GLYPH.test(copy.selector) || !withoutDarkSelectors(copy)) return null;
  }
  copy.walkRules((rule) => {
    if (!withoutDarkSelectors(rule)) rule.remove();
  });
  copy.walkAtRules((atRule) => {
    if (atRule.nodes !== undefined && atRule.nodes.length === 0) atRule.remove();
  });
  if (copy.nodes?.length === 0) return null;
  return copy;
}

/**
 * The CSS of the base and the `parts` asked for, in blueprint.css order, without the icon-font glyph
 * rules (the portal renders SVG icons) and without the dark theme's selectors.
 */
export function blueprintCss(sheet: BlueprintStylesheet, parts: ReadonlySet<string>): string {
  const kept = postcss.root();
  for (const { part, node } of sheet.nodes) {
    if (part !== BASE_PART && !parts.has(part)) continue;
    // @charset must open the file: the bundler writes its own.
    if (node.type === 'atrule' && node.name === 'charset') continue;
    const light = lightweight(node);
    if (light !== null) kept.append(light);
  }
  return kept.toString();
}
