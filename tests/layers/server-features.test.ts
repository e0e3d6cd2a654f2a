import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { cruise, type IViolation } from 'dependency-cruiser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * The `server-…` rules of `.dependency-cruiser.cjs` (the `layers` step of `npm test`) run on a small tree of
 * throw-away files laid out like `server/src`: the deliberate wrong imports must be reported at error level,
 * the allowed ones not at all.
 */
const require = createRequire(import.meta.url);
const config = require('../../.dependency-cruiser.cjs') as {
  forbidden: { name: string; severity: string }[];
};
const FEATURE_RULES = [
  'server-feature-through-public-file',
  'server-platform-imports-no-feature',
  'server-features-below-the-composition',
];
const serverRules = config.forbidden.filter((rule) => FEATURE_RULES.includes(rule.name));

const FILES: Record<string, string> = {
  'server/src/server-deps.ts': 'export type Deps = { readonly name: string };\n',
  'server/src/features.ts':
    "import { memberRoutes } from './member/member.routes.ts';\nexport const ALL = [memberRoutes];\n",
  'server/src/member/contracts.repository.ts': 'export const findContract = (): string => "c";\n',
  'server/src/member/member.routes.ts':
    "import { findContract } from './contracts.repository.ts';\nexport const memberRoutes = findContract;\n",
  'server/src/member/public.ts': "export { findContract } from './contracts.repository.ts';\n",
  // Wrong: a feature reaching into another feature's private file.
  'server/src/refunds/refunds.routes.ts':
    "import { findContract } from '../member/contracts.repository.ts';\nexport const refunds = findContract;\n",
  // Right: through the other feature's public file, and down to the platform.
  'server/src/guarantees/guarantees.routes.ts':
    "import { findContract } from '../member/public.ts';\nimport { query } from '../db/database.ts';\nexport const g = [findContract, query];\n",
  'server/src/db/database.ts':
    "import type { Deps } from '../server-deps.ts';\nexport const query = (d?: Deps): string => d?.name ?? 'q';\n",
  // Wrong: the platform importing a feature, and a feature importing the composition.
  'server/src/http/session.ts':
    "import { findContract } from '../member/public.ts';\nexport const s = findContract;\n",
  'server/src/acts/acts.routes.ts': "import { ALL } from '../features.ts';\nexport const a = ALL;\n",
};

let root: string;
let violations: IViolation[];

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'server-features-'));
  for (const [path, text] of Object.entries(FILES)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  const result = await cruise(['server'], {
    baseDir: root,
    validate: true,
    ruleSet: { forbidden: serverRules } as never,
    tsPreCompilationDeps: true,
  });
  if (typeof result.output === 'string') throw new Error('dependency-cruiser answered text, not a result');
  violations = result.output.summary.violations;
}, 20_000);

afterAll(() => {
  rmSync(root, { recursive: true, force: true });
});

function reported(from: string, to: string): IViolation[] {
  return violations.filter((violation) => violation.from === from && violation.to === to);
}

describe('the server feature rules of the layers gate', () => {
  it('exist, at error level', () => {
    expect(serverRules.map((rule) => rule.name)).toEqual(FEATURE_RULES);
    expect(serverRules.every((rule) => rule.severity === 'error')).toBe(true);
  });

  it('report a feature importing a private file of another feature, at error level', () => {
    expect(
      reported('server/src/refunds/refunds.routes.ts', 'server/src/member/contracts.repository.ts'),
    ).toEqual([
      expect.objectContaining({ rule: { name: 'server-feature-through-public-file', severity: 'error' } }),
    ]);
  });

  it('report the platform importing a feature, even through its public file', () => {
    expect(reported('server/src/http/session.ts', 'server/src/member/public.ts')).toEqual([
      expect.objectContaining({ rule: { name: 'server-platform-imports-no-feature', severity: 'error' } }),
    ]);
  });

  it('report a feature importing the composition that registers it', () => {
    expect(reported('server/src/acts/acts.routes.ts', 'server/src/features.ts')).toEqual([
      expect.objectContaining({ rule: { name: 'server-features-below-the-composition', severity: 'error' } }),
    ]);
  });

  it('let a feature use another through its public file, its own files and the platform', () => {
    expect(violations).toHaveLength(3);
  });
});
