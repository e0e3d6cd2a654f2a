import type { Rolldown } from 'vite';
import { describe, expect, it } from 'vitest';
import { routeChunkGroup, routesByModule, routeSetChunkName } from './route-chunk-groups.ts';

interface FakeChunk {
  readonly file: string;
  readonly modules: readonly string[];
  readonly imports?: readonly string[];
  readonly entry?: boolean;
}

/** A bundle holding only what the grouping reads of Rolldown's output chunks (the facade is the first module). */
function bundleOf(chunks: readonly FakeChunk[]): Rolldown.OutputBundle {
  const bundle: Record<string, unknown> = {};
  for (const chunk of chunks)
    bundle[chunk.file] = {
      type: 'chunk',
      fileName: chunk.file,
      facadeModuleId: chunk.modules[0] ?? null,
      moduleIds: chunk.modules,
      imports: chunk.imports ?? [],
      isEntry: chunk.entry ?? false,
    };
  return bundle as Rolldown.OutputBundle;
}

const ui = '/repo/ui/src';
const bundle = bundleOf([
  { file: 'index.js', modules: [`${ui}/main.tsx`], entry: true },
  { file: 'portal.js', modules: [`${ui}/shell/start-portal.tsx`, `${ui}/widgets/title.tsx`] },
  {
    file: 'register.screen.js',
    modules: [`${ui}/screens/register/register.screen.tsx`],
    imports: ['portal.js', 'form.js', 'dates.js'],
  },
  {
    file: 'register.assembly.js',
    modules: [`${ui}/screens/register/register.assembly.ts`],
    imports: ['form.js'],
  },
  {
    file: 'forgot.screen.js',
    modules: [`${ui}/screens/forgot/forgot.screen.tsx`],
    imports: ['portal.js', 'form.js'],
  },
  { file: 'form.js', modules: [`${ui}/widgets/form-field.tsx`, `${ui}/domain/nir.validator.ts`] },
  { file: 'dates.js', modules: [`${ui}/widgets/date-picker.tsx`] },
  { file: 'member.js', modules: [`${ui}/member-area/member-area.screen.tsx`], imports: ['form.js'] },
]);
const routes = {
  register: ['src/screens/register/register.screen.tsx', 'src/screens/register/register.assembly.ts'],
  forgot: ['src/screens/forgot/forgot.screen.tsx'],
};

describe('the routes needing each module on a first visit', () => {
  const byModule = routesByModule(bundle, routes, ['src/shell/start-portal.tsx']);

  it("lists every route whose modules' chunks hold it, each once", () => {
    expect(byModule.get(`${ui}/widgets/form-field.tsx`)).toEqual(['register', 'forgot']);
    expect(byModule.get(`${ui}/screens/register/register.assembly.ts`)).toEqual(['register']);
    expect(byModule.get(`${ui}/widgets/date-picker.tsx`)).toEqual(['register']);
  });

  it('leaves out what the entry and the preloaded modules bring, and what no route opens with', () => {
    expect(byModule.has(`${ui}/main.tsx`)).toBe(false);
    expect(byModule.has(`${ui}/widgets/title.tsx`)).toBe(false);
    expect(byModule.has(`${ui}/member-area/member-area.screen.tsx`)).toBe(false);
  });
});

describe('the chunk of a set of routes', () => {
  it("is named after the route when one needs it, the home's included", () => {
    expect(routeSetChunkName(['register'])).toBe('route-register');
    expect(routeSetChunkName([''])).toBe('route-home');
  });

  it('is the same for the same set, whatever the order, and differs for another set', () => {
    expect(routeSetChunkName(['register', 'forgot'])).toBe(routeSetChunkName(['forgot', 'register']));
    expect(routeSetChunkName(['register', 'forgot'])).toMatch(/^routes-[0-9a-f]{8}$/);
    expect(routeSetChunkName(['register', 'forgot'])).not.toBe(routeSetChunkName(['register', 'page']));
  });

  it('captures the modules of the public routes only, by their set of routes', () => {
    const group = routeChunkGroup(routesByModule(bundle, routes, ['src/shell/start-portal.tsx']), 0);
    expect(group.test(`${ui}/widgets/date-picker.tsx`)).toBe(true);
    expect(group.name(`${ui}/widgets/date-picker.tsx`)).toBe('route-register');
    expect(group.name(`${ui}/domain/nir.validator.ts`)).toBe(routeSetChunkName(['forgot', 'register']));
    expect(group.test(`${ui}/member-area/member-area.screen.tsx`)).toBe(false);
    expect(group.name(`${ui}/member-area/member-area.screen.tsx`)).toBeNull();
  });
});
