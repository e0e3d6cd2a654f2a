import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { treeShakableClasses } from './blueprint-classes.plugin.ts';

const classesModule = readFileSync(
  createRequire(import.meta.url).resolve('@blueprintjs/core/lib/esm/common/classes.js'),
  'utf8',
);

describe("Blueprint's classes module made tree-shakable", () => {
  it('has a constant namespace, keeping the same lines', () => {
    const code = treeShakableClasses(classesModule);
    expect(code).toContain('const NS = "bp6";');
    expect(code).not.toContain('BLUEPRINT_NAMESPACE');
    expect(code.split('\n')).toHaveLength(classesModule.split('\n').length);
  });

  it("marks the class-name helpers' calls pure", () => {
    const code = treeShakableClasses(classesModule);
    expect(code).toContain('export const POSITION_TOP = /* @__PURE__ */ positionClass(Position.TOP);');
    expect(code).toMatch(/export const INTENT_PRIMARY = \/\* @__PURE__ \*\/ intentClass\(/);
  });

  it('fails the build when the module changed shape', () => {
    expect(() => treeShakableClasses('export const ACTIVE = "bp6-active";')).toThrow(/changed shape/);
  });
});
