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
        "inversify is imported only by the composition roots (ui/src/app/composition/composition-root.tsx and its *.bindings.ts parts beside it; the back office's ui/src/back-office/app/composition/back-office-root.ts).",
      from: {
        path: '^(ui|server)/',
        pathNot: [
          '^ui/src/app/composition/(composition-root\\.tsx|[^/]+\\.bindings\\.ts)$',
          '^ui/src/back-office/app/composition/(back-office-root\\.ts|[^/]+\\.bindings\\.ts)$',
        ],
      },
      to: { path: 'node_modules/inversify(/|$)' },
    },
    {
      name: 'only-composition-roots-know-adapters',
      severity: 'error',
      comment:
        "ui reaches concrete adapters only through its composition roots (ui/src/app/composition/; the back office's ui/src/back-office/app/composition/: its root, kit and area assemblies).",
      from: {
        path: '^ui/',
        pathNot: [
          '(^ui/src/app/composition/(composition-root\\.tsx|[^/]+\\.bindings\\.ts)|\\.test\\.tsx?)$',
          '^ui/src/back-office/app/composition/[^/]+\\.(ts|tsx)$',
        ],
      },
      to: { path: '^adapters/' },
    },
    // ui-…: ui/src by feature (docs/architecture.md, « ui/ »). A feature is any top-level folder of ui/src but
    // app/, widgets/ and gallery/ (public-area/, member-area/, and the coming back-office/, requests/).
    {
      name: 'ui-feature-not-to-other-feature',
      severity: 'error',
      comment:
        'A ui feature never imports another feature: what two features share lives in widgets/ or app/platform/; app/ wires features together.',
      from: { path: '^ui/src/([^/]+)/', pathNot: '^ui/src/(app|widgets|gallery)/' },
      to: { path: '^ui/src/[^/]+/', pathNot: '^ui/src/($1|app|widgets)/' },
    },
    {
      name: 'ui-member-area-sections-not-to-each-other',
      severity: 'error',
      comment:
        'The sections of the member area (« Mon compte », the member services) import the area, never each other.',
      from: { path: '^ui/src/member-area/(account|member-services)/' },
      to: { path: '^ui/src/member-area/(account|member-services)/', pathNot: '^ui/src/member-area/$1/' },
    },
    {
      name: 'ui-feature-uses-only-app-platform',
      severity: 'error',
      comment:
        'Of app/ (shell, routing, composition, pre-rendering) a feature uses only app/platform/: service tokens and their context, settings, route paths.',
      from: { path: '^ui/src/[^/]+/', pathNot: '^ui/src/(app|widgets|gallery)/' },
      to: { path: '^ui/src/(app/(?!platform/)|[^/]+$)' },
    },
    // ui-back-office-…: the back office (/admin/, issue 24) is a second application of ui/: its app/ (shell, registry
    // of areas, composition root under app/composition/, what areas may use under app/platform/), its widgets/, and
    // one folder per area (historique/, contenus/, faq/…). See ui/src/back-office/README.md.
    {
      name: 'ui-back-office-area-not-to-other-area',
      severity: 'error',
      comment:
        "A back-office area imports no other area, nor the back office's shell or composition: of the back office, only app/platform/ and widgets/ (and ui/src/app/platform/, ui/src/widgets/).",
      from: { path: '^ui/src/back-office/([^/]+)/', pathNot: '^ui/src/back-office/(app|widgets)/' },
      to: { path: '^ui/src/back-office/', pathNot: '^ui/src/back-office/($1|app/platform|widgets)/' },
    },
    {
      name: 'ui-back-office-platform-and-widgets-not-to-area-or-shell',
      severity: 'error',
      comment:
        "The back office's app/platform/ and widgets/ are shared by every area: they import no area and nothing else of the back office's app/.",
      from: { path: '^ui/src/back-office/(app/platform|widgets)/' },
      to: { path: '^ui/src/back-office/', pathNot: '^ui/src/back-office/(app/platform|widgets)/' },
    },
    {
      name: 'ui-portal-does-not-know-the-back-office',
      severity: 'error',
      comment:
        'The portal (public and member areas, its app/, widgets, gallery) never imports the back office: not one byte of it in their bundles.',
      from: { path: '^ui/', pathNot: '^ui/src/back-office/' },
      to: { path: '^ui/src/back-office/' },
    },
    {
      name: 'ui-widgets-not-to-feature-or-app',
      severity: 'error',
      comment: 'widgets/ is shared by every feature: it imports no feature and, of app/, only app/platform/.',
      from: { path: '^ui/src/widgets/' },
      to: { path: '^ui/src/(?!widgets/|app/platform/)' },
    },
    {
      name: 'ui-app-platform-not-to-feature',
      severity: 'error',
      comment:
        'app/platform/ is what features may use of app/: it imports no feature and nothing else of app/.',
      from: { path: '^ui/src/app/platform/' },
      to: { path: '^ui/src/(?!widgets/|app/platform/)' },
    },
    {
      name: 'server-does-not-know-the-frontend',
      severity: 'error',
      from: { path: '^server/' },
      to: { path: '^(application|adapters|ui)/' },
    },
    // ---- server-… : the feature folders of server/src (docs/architecture.md). A feature folder is any folder of
    // server/src that is not the platform (http, db, mail, openapi, tenant, platform, ui) or test/bench support.
    {
      name: 'server-feature-through-public-file',
      severity: 'error',
      comment:
        'A server feature imports another feature only through its public file (<feature>/public.ts); the rest of a feature folder is private.',
      from: {
        path: '^server/src/([^/]+)/',
        pathNot: '^server/src/(http|db|mail|openapi|tenant|platform|ui|testing|bench)/',
      },
      to: {
        path: '^server/src/[^/]+/',
        pathNot: [
          '^server/src/$1/',
          '^server/src/(http|db|mail|openapi|tenant|platform|ui|testing|bench)/',
          '^server/src/[^/]+/public\\.ts$',
        ],
      },
    },
    {
      name: 'server-platform-imports-no-feature',
      severity: 'error',
      comment:
        'The server platform (http, db, mail, openapi, tenant, platform, ui) imports no feature and not the composition (features.ts, app.ts, main.ts); features.ts registers the features.',
      from: {
        path: '^server/src/(http|db|mail|openapi|tenant|platform|ui)/',
        pathNot: '\\.test\\.ts$',
      },
      to: {
        path: '^server/src/',
        pathNot: ['^server/src/(http|db|mail|openapi|tenant|platform|ui)/', '^server/src/server-deps\\.ts$'],
      },
    },
    {
      name: 'server-features-below-the-composition',
      severity: 'error',
      comment:
        'A feature does not import the composition (features.ts, app.ts, main.ts): that one imports the features.',
      from: { path: '^server/src/[^/]+/', pathNot: '^server/src/(testing|bench)/|\\.test\\.ts$' },
      to: { path: '^server/src/(features|app|main)\\.ts$' },
    },
    // ---- end of server-…
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
