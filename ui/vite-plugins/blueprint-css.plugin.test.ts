import postcss from 'postcss';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  blueprintClassesUsed,
  partOfBlueprintModule,
  readBlueprintClassNames,
  unstyledClasses,
} from './blueprint-css.plugin.ts';
import { BASE_PART, blueprintCss, readBlueprintStylesheet } from './blueprint-css.split.ts';
import type { BlueprintStylesheet } from './blueprint-css.split.ts';

let sheet: BlueprintStylesheet;
beforeAll(() => {
  sheet = readBlueprintStylesheet();
});

const selects = (css: string, selector: string) =>
  css.includes(`${selector}{`) || css.includes(`${selector} {`);

describe("cutting Blueprint's stylesheet by component", () => {
  it('finds the base and one part per component folder of the source map', () => {
    expect([...sheet.parts.keys()]).toEqual(
      expect.arrayContaining([BASE_PART, 'icon', 'button', 'card', 'dialog', 'forms', 'toast', 'tree']),
    );
    const base = blueprintCss(sheet, new Set());
    expect(base).toContain('--bp-palette-');
    expect(selects(base, '.bp6-heading')).toBe(true);
    expect(base).not.toContain('.bp6-button');
  });

  it('writes a stylesheet whose rules all stand at the top level (the design tokens come first)', () => {
    const parsed = postcss.parse(blueprintCss(sheet, new Set(['icon', 'button'])));
    const first = parsed.first;
    expect(first?.type === 'rule' ? first.selector : first?.toString()).toBe(':root');
    const atRules = new Set<string>();
    parsed.each((node) => {
      if (node.type === 'atrule') atRules.add(node.name);
    });
    expect([...atRules].sort()).toEqual(['media', 'supports']);
  });

  it('keeps the components asked for, with every intent and state, and leaves the others out', () => {
    const css = blueprintCss(sheet, new Set(['icon', 'button']));
    expect(selects(css, '.bp6-button')).toBe(true);
    expect(css).toContain('.bp6-button.bp6-intent-primary:disabled');
    expect(css).toContain('@media (forced-colors: active)');
    expect(css).not.toContain('.bp6-tree');
    expect(css).not.toContain('.bp6-dialog');
  });

  it('gives rules written in shared mixins to the component being compiled there', () => {
    const toast = blueprintCss(sheet, new Set(['toast']));
    expect(toast).toContain('.bp6-toast.bp6-toast-enter'); // _react-transition.scss, first rules of the section
    expect(toast).not.toContain('.bp6-tag-input');
    const button = blueprintCss(sheet, new Set(['icon', 'button']));
    expect(button).not.toContain('.bp6-tree-node-caret'); // icon/_icon-mixins.scss inside the tree section
  });

  it('drops the icon-font glyphs and the dark theme but keeps the SVG icon rules', () => {
    const css = blueprintCss(sheet, new Set(['icon', 'button', 'dialog']));
    expect(css).not.toMatch(/\.bp6-icon-add::before/);
    expect(css).not.toContain('.bp6-dark');
    expect(css).toContain('.bp6-icon > svg');
  });

  it("keeps Blueprint's cascade order between the parts", () => {
    const css = blueprintCss(sheet, new Set(['toast', 'button', 'dialog']));
    const button = css.indexOf('.bp6-button{');
    const dialog = css.indexOf('.bp6-dialog{');
    const toast = css.indexOf('.bp6-toast{');
    expect(button).toBeGreaterThan(0);
    expect(dialog).toBeGreaterThan(button);
    expect(toast).toBeGreaterThan(dialog);
  });
});

describe('checking that the shipped parts cover what the portal uses', () => {
  it("reads Blueprint's class names", () => {
    const names = readBlueprintClassNames();
    expect(names.get('CARD')).toBe('bp6-card');
    expect(names.get('INTENT_PRIMARY')).toBe('bp6-intent-primary');
  });

  it('collects the classes a source names through Classes.X or writes out', () => {
    const code = `<div className={Classes.CARD}><label className="bp6-label">x</label>{Classes.NOT_A_CLASS}</div>`;
    expect(blueprintClassesUsed(code, readBlueprintClassNames())).toEqual(new Set(['bp6-card', 'bp6-label']));
  });

  it('maps a bundled Blueprint module to the folder styling it', () => {
    const module = (folder: string, file: string) =>
      `/repo/node_modules/@blueprintjs/core/lib/esm/components/${folder}/${file}.js`;
    expect(partOfBlueprintModule(module('dialog', 'dialog'), sheet)).toBe('dialog');
    expect(partOfBlueprintModule(module('overlay2', 'overlay2'), sheet)).toBe('overlay');
    expect(partOfBlueprintModule(module('html', 'html'), sheet)).toBeNull();
    expect(partOfBlueprintModule('/repo/ui/src/main.tsx', sheet)).toBeNull();
  });

  it('names the left-out folder styling a class our code uses', () => {
    const used = new Map([
      ['bp6-card', new Set(['home.screen.tsx'])],
      ['bp6-button', new Set(['form-buttons.tsx'])],
      ['bp6-nothing-styles-this', new Set(['x.tsx'])],
    ]);
    const problems = unstyledClasses(sheet, new Set([BASE_PART, 'icon', 'button']), used);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/^class bp6-card \(home\.screen\.tsx\) is styled by card\b/);
    expect(unstyledClasses(sheet, new Set([BASE_PART, 'icon', 'button', 'card']), used)).toEqual([]);
  });
});
