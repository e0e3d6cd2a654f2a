/**
 * Layer rules of the hexagon: dependencies point inward only.
 * domain <- application <- adapters / ui ; only the composition roots (ui, server) know inversify and
 * concrete adapters. Every rule is at error level: a violation fails `npm test`.
 */
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'No import cycles, anywhere.',
      from: {},
      to: { circular: true },
    },
    {
      name: 'domain-is-innermost',
      severity: 'error',
      comment: 'domain imports nothing from the other layers.',
      from: { path: '^domain/' },
      to: { path: '^(application|adapters|ui|server)/' },
    },
    {
      name: 'domain-is-framework-free',
      severity: 'error',
      comment: 'domain depends on no framework, HTTP client or DI container.',
      from: { path: '^domain/' },
      to: {
        path: 'node_modules/(react|react-dom|react-router|mobx|mobx-react-lite|inversify|reflect-metadata|openapi-fetch|@blueprintjs|fastify)(/|$)',
      },
    },
    {
      name: 'application-depends-on-domain-only',
      severity: 'error',
      from: { path: '^application/' },
      to: { path: '^(adapters|ui|server)/' },
    },
    {
      name: 'application-is-framework-free',
      severity: 'error',
      from: { path: '^application/' },
      to: {
        path: 'node_modules/(react|react-dom|react-router|mobx|mobx-react-lite|inversify|reflect-metadata|openapi-fetch|@blueprintjs|fastify)(/|$)',
      },
    },
    {
      name: 'adapters-do-not-know-ui-or-server',
      severity: 'error',
      from: { path: '^adapters/' },
      to: { path: '^(ui|server)/' },
    },
    {
      name: 'adapters-do-not-know-the-container',
      severity: 'error',
      from: { path: '^adapters/' },
      to: { path: 'node_modules/(inversify|reflect-metadata)(/|$)' },
    },
    {
      name: 'only-composition-roots-know-inversify',
      severity: 'error',
      comment:
        'inversify is imported only by the composition root (composition-root.tsx and its ui/src/composition/*.bindings.ts parts).',
      from: {
        path: '^(ui|server)/',
        pathNot: '(composition-root\\.tsx?|/composition/[^/]+\\.bindings\\.tsx?)$',
      },
      to: { path: 'node_modules/inversify(/|$)' },
    },
    {
      name: 'only-composition-roots-know-adapters',
      severity: 'error',
      comment: 'ui reaches concrete adapters only through its composition root.',
      from: {
        path: '^ui/',
        pathNot: '(composition-root\\.tsx?|/composition/[^/]+\\.bindings\\.tsx?|\\.test\\.tsx?)$',
      },
      to: { path: '^adapters/' },
    },
    {
      name: 'server-does-not-know-the-frontend',
      severity: 'error',
      from: { path: '^server/' },
      to: { path: '^(application|adapters|ui)/' },
    },
    {
      name: 'not-to-unresolvable',
      severity: 'error',
      from: {},
      to: { couldNotResolve: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(node_modules|\\.tsbuild|coverage|dist)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.base.json' },
    combinedDependencies: true,
    preserveSymlinks: false,
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'],
      mainFields: ['module', 'main', 'types', 'typings'],
    },
  },
};
