import { configure } from 'mobx';

/**
 * Imported on its own by main.tsx: it brings the framework chunk (router, MobX, inversify), evaluated in a
 * task of its own before the portal's modules. Imports one MobX function only, so that the bundler keeps
 * tree-shaking the framework (a dynamic `import('mobx')` would keep all of MobX).
 */
export const frameworkStarted = typeof configure === 'function';
