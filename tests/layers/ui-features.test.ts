import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { cruise } from 'dependency-cruiser';
import type { IForbiddenRuleType } from 'dependency-cruiser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * The `ui-…` rules of .dependency-cruiser.cjs (gate `layers` of npm test) on a small ui/src tree written for
 * the test: the same rules the gate runs, so a rule that stops biting fails here.
 */
const config = createRequire(import.meta.url)('../../.dependency-cruiser.cjs') as {
  forbidden: IForbiddenRuleType[];
};
const uiRules = config.forbidden.filter((rule) => rule.name?.startsWith('ui-'));

/** Each file of the fixture tree and the files it imports (paths under ui/src). */
const TREE: Readonly<Record<string, readonly string[]>> = {
  'app/platform/service-token.ts': [],
  'app/routing/route-table.ts': ['public-area/home/home.screen.ts', 'member-area/member-area.screen.ts'],
  'widgets/tab-bar/tab-bar.ts': ['app/platform/service-token.ts'],
  'public-area/home/home.screen.ts': ['widgets/tab-bar/tab-bar.ts', 'app/platform/service-token.ts'],
  'member-area/member-area.screen.ts': ['member-area/account/account.screen.ts'],
  'member-area/account/account.screen.ts': ['member-area/member-area.config.ts'],
  'member-area/member-area.config.ts': [],
  'back-office/app/back-office-screens.ts': ['back-office/app/composition/faq.assembly.ts'],
  'back-office/app/composition/faq.assembly.ts': ['back-office/faq/faq.screen.ts'],
  'back-office/app/platform/back-office.tokens.ts': ['app/platform/service-token.ts'],
  'back-office/app/shell/back-office-layout.ts': ['back-office/app/platform/back-office.tokens.ts'],
  'back-office/widgets/keyset-list.ts': ['back-office/app/platform/back-office.tokens.ts'],
  'back-office/faq/faq.screen.ts': [
    'back-office/app/platform/back-office.tokens.ts',
    'back-office/widgets/keyset-list.ts',
    'widgets/tab-bar/tab-bar.ts',
  ],
  'back-office/historique/history.screen.ts': ['back-office/app/platform/back-office.tokens.ts'],
};

let root = '';

function write(tree: Readonly<Record<string, readonly string[]>>): void {
  for (const [file, imports] of Object.entries(tree)) {
    const path = join(root, 'ui/src', file);
    mkdirSync(dirname(path), { recursive: true });
    const lines = imports.map((target, index) => {
      const from = dirname(file)
        .split('/')
        .map(() => '..')
        .join('/');
      return `import * as m${index} from '${from}/${target}';\nexport const u${index} = m${index};`;
    });
    writeFileSync(path, `${lines.join('\n')}\nexport const here = '${file}';\n`);
  }
}

async function violations(extra: Readonly<Record<string, readonly string[]>> = {}): Promise<string[]> {
  rmSync(join(root, 'ui'), { recursive: true, force: true });
  write({ ...TREE, ...extra });
  const result = await cruise(['ui/src'], {
    baseDir: root,
    validate: true,
    ruleSet: { forbidden: uiRules },
    tsPreCompilationDeps: true,
  });
  if (typeof result.output === 'string') throw new Error('dependency-cruiser answered a text report');
  return result.output.summary.violations.map(
    (violation) => `${violation.rule.name}: ${violation.from} -> ${violation.to}`,
  );
}

describe('the ui feature rules of the layer gate', () => {
  beforeAll(() => {
    root = mkdtempSync(join(tmpdir(), 'ui-features-'));
  });
  afterAll(() => {
    rmSync(root, { recursive: true, force: true });
  });

  it('are the error-level ui-… block of .dependency-cruiser.cjs', () => {
    expect(uiRules.map((rule) => rule.name)).toEqual([
      'ui-feature-not-to-other-feature',
      'ui-member-area-sections-not-to-each-other',
      'ui-feature-uses-only-app-platform',
      'ui-back-office-area-not-to-other-area',
      'ui-back-office-platform-and-widgets-not-to-area-or-shell',
      'ui-portal-does-not-know-the-back-office',
      'ui-widgets-not-to-feature-or-app',
      'ui-app-platform-not-to-feature',
    ]);
    expect(uiRules.every((rule) => rule.severity === 'error')).toBe(true);
  });

  it('let app/ import features, and features import widgets/, app/platform/ and their own files', async () => {
    expect(await violations()).toEqual([]);
  });

  it('fail a feature that imports another feature', async () => {
    expect(
      await violations({ 'public-area/home/home.screen.ts': ['member-area/member-area.config.ts'] }),
    ).toEqual([
      'ui-feature-not-to-other-feature: ui/src/public-area/home/home.screen.ts -> ui/src/member-area/member-area.config.ts',
    ]);
  });

  it('fail a feature added later (back-office/) that imports a feature', async () => {
    expect(
      await violations({ 'back-office/members.screen.ts': ['public-area/home/home.screen.ts'] }),
    ).toEqual([
      'ui-feature-not-to-other-feature: ui/src/back-office/members.screen.ts -> ui/src/public-area/home/home.screen.ts',
    ]);
  });

  it('fail a section of the member area that imports another section', async () => {
    expect(
      await violations({
        'member-area/member-services/refunds.screen.ts': ['member-area/account/account.screen.ts'],
      }),
    ).toEqual([
      'ui-member-area-sections-not-to-each-other: ui/src/member-area/member-services/refunds.screen.ts -> ui/src/member-area/account/account.screen.ts',
    ]);
  });

  it('fail a feature that imports app/ beyond app/platform/', async () => {
    expect(await violations({ 'public-area/home/home.screen.ts': ['app/routing/route-table.ts'] })).toContain(
      'ui-feature-uses-only-app-platform: ui/src/public-area/home/home.screen.ts -> ui/src/app/routing/route-table.ts',
    );
  });

  it('fail widgets/ or app/platform/ importing a feature', async () => {
    expect(
      await violations({
        'widgets/tab-bar/tab-bar.ts': ['public-area/home/home.screen.ts'],
        'app/platform/service-token.ts': ['member-area/member-area.config.ts'],
      }),
    ).toEqual([
      'ui-app-platform-not-to-feature: ui/src/app/platform/service-token.ts -> ui/src/member-area/member-area.config.ts',
      'ui-widgets-not-to-feature-or-app: ui/src/widgets/tab-bar/tab-bar.ts -> ui/src/public-area/home/home.screen.ts',
    ]);
  });

  it("fail a back-office area that imports another area or the back office's shell", async () => {
    expect(
      await violations({
        'back-office/faq/faq.screen.ts': [
          'back-office/historique/history.screen.ts',
          'back-office/app/shell/back-office-layout.ts',
        ],
      }),
    ).toEqual([
      'ui-back-office-area-not-to-other-area: ui/src/back-office/faq/faq.screen.ts -> ui/src/back-office/app/shell/back-office-layout.ts',
      'ui-back-office-area-not-to-other-area: ui/src/back-office/faq/faq.screen.ts -> ui/src/back-office/historique/history.screen.ts',
    ]);
  });

  it("fail the back office's platform or widgets importing an area", async () => {
    expect(
      await violations({ 'back-office/widgets/keyset-list.ts': ['back-office/faq/faq.screen.ts'] }),
    ).toEqual([
      'ui-back-office-platform-and-widgets-not-to-area-or-shell: ui/src/back-office/widgets/keyset-list.ts -> ui/src/back-office/faq/faq.screen.ts',
    ]);
  });

  it('fail the portal importing the back office', async () => {
    expect(
      await violations({ 'app/routing/route-table.ts': ['back-office/app/back-office-screens.ts'] }),
    ).toEqual([
      'ui-portal-does-not-know-the-back-office: ui/src/app/routing/route-table.ts -> ui/src/back-office/app/back-office-screens.ts',
    ]);
  });
});
