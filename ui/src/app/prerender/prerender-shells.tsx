import { when } from 'mobx';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { HashRouter } from 'react-router';
import { DEFERRED_PORTS, MEMBER_PORTS, PORTAL_SETTINGS } from '../platform/platform.tokens.ts';
import type { ServiceResolver } from '../platform/service-token.ts';
import { ServicesProvider } from '../platform/services-context.tsx';
import { composeApp } from '../composition/composition-root.tsx';
import { AppRoutes } from '../routing/app-router.tsx';
import { createRouteScreens, routeOfPath } from '../routing/route-screens.ts';
import { DEFAULT_SITE_NAME } from '../../widgets/site-header/site-header.tsx';
import { isRouteAvailable } from '../routing/route-availability.ts';
import type { ShellRoute } from './shell-routes.ts';
import { shellRoutes } from './shell-routes.ts';
import type { SnapshotGet } from './snapshot-host.ts';
import { SNAPSHOT_ORIGIN, snapshotHost } from './snapshot-host.ts';

/** The HTML of a public route's first screen, inside the portal's frame (what `#root` holds). */
export interface RouteShell {
  readonly path: string;
  readonly query: Readonly<Record<string, string>>;
  readonly html: string;
  /** The document title the portal gives the screen ('<h1> - <client name>'). */
  readonly title: string;
  /** See ShellRoute. */
  readonly check?: string;
  readonly variant?: string;
  readonly params?: readonly string[];
}

/** CMS block of the static pages (page/{name}); its items' names are the pages. */
const STATIC_PAGES_BLOCK = '/api/cms/blocklists?name=Pages_Statiques';
/** More static pages than this are not pre-rendered (page/{name} then opens on the loading shell). */
const MAX_STATIC_PAGES = 20;

async function staticPageNames(get: SnapshotGet): Promise<string[]> {
  const answer = await get(STATIC_PAGES_BLOCK);
  if (answer.status !== 200 || !Array.isArray(answer.body)) return [];
  const names = answer.body
    .map((item: unknown) =>
      typeof item === 'object' && item !== null && 'itemName' in item ? item.itemName : null,
    )
    .filter((name): name is string => typeof name === 'string' && /^[\w-]+$/.test(name));
  return names.length > MAX_STATIC_PAGES ? [] : names;
}

/**
 * Pre-rendered markup is inserted under the page's CSP (no inline style): style attributes are left out, and
 * the pretend origin of the API calls becomes the page's own (same-origin paths).
 */
export function cleanShellHtml(html: string): string {
  return html.replace(/\sstyle="[^"]*"/g, '').replaceAll(`${SNAPSHOT_ORIGIN}/`, '/');
}

const ENTITIES: Readonly<Record<string, string>> = { amp: '&', lt: '<', gt: '>', quot: '"', '#x27': "'" };

/**
 * The document title of a rendered screen, as its PageTitleBar sets it once mounted (an effect, which a
 * pre-rendering does not run): '<h1 text> - <client name>'.
 */
export function shellTitle(html: string, siteName: string): string | null {
  const heading = /<h1\b[^>]*class="portal-title-bar-title"[^>]*>([^<]*)<\/h1>/.exec(html)?.[1];
  if (heading === undefined) return null;
  return `${heading.replace(/&(amp|lt|gt|quot|#x27);/g, (_entity, name: string) => ENTITIES[name] ?? '')} - ${siteName}`;
}

/** True when the route's guard lets it show for this tenant (else the portal redirects: no shell). */
function isAvailable(path: string, services: ServiceResolver): boolean {
  const match = routeOfPath(path);
  return match !== undefined && isRouteAvailable(match, services.get(PORTAL_SETTINGS));
}

/**
 * The members of `window` the portal's hash router reads, on the hash route `route`: the pre-rendered links
 * are the portal's own (`#/register`), nothing navigates.
 */
function hashRouteWindow(route: string): Window {
  const ignore = () => undefined;
  return {
    location: {
      origin: SNAPSHOT_ORIGIN,
      protocol: 'http:',
      host: new URL(SNAPSHOT_ORIGIN).host,
      pathname: '/',
      search: '',
      hash: `#${route}`,
      href: `${SNAPSHOT_ORIGIN}/#${route}`,
    },
    history: { state: null, length: 1, replaceState: ignore, pushState: ignore, go: ignore },
    document: { querySelector: () => null },
    addEventListener: ignore,
    removeEventListener: ignore,
  } as unknown as Window;
}

async function renderRoute(
  shell: ShellRoute,
  get: SnapshotGet,
): Promise<{ readonly html: string; readonly title: string } | null> {
  const errors: unknown[] = [];
  const services = composeApp(snapshotHost(get, (error) => errors.push(error), shell.posts));
  const settings = services.get(PORTAL_SETTINGS);
  await when(() => settings.status === 'ready' || settings.status === 'failed');
  if (settings.status !== 'ready' || !isAvailable(shell.path, services)) return null;
  await services.get(DEFERRED_PORTS)();
  await shell.prepare?.(services);
  const search = new URLSearchParams(shell.query).toString();
  const screens = createRouteScreens({
    deferredPorts: services.get(DEFERRED_PORTS),
    memberPorts: services.get(MEMBER_PORTS),
  });
  const route = routeOfPath(shell.path);
  if (route !== undefined) await screens.load(route);
  const html = renderToString(
    <StrictMode>
      <ServicesProvider services={services}>
        <HashRouter window={hashRouteWindow(search === '' ? shell.path : `${shell.path}?${search}`)}>
          <AppRoutes screens={screens} />
        </HashRouter>
      </ServicesProvider>
    </StrictMode>,
  );
  // A failed load shows an error or a toast in the portal: never pre-rendered.
  const title = shellTitle(html, settings.clientName ?? DEFAULT_SITE_NAME);
  return errors.length > 0 || title === null ? null : { html: cleanShellHtml(html), title };
}

/**
 * Renders the first screen of each public route with the portal's own components, on the answers the
 * server's API gives now (tenant, configuration, CMS): what the portal shows once loaded. A route the tenant
 * does not have, or whose content could not be loaded, has no shell.
 */
export async function renderRouteShells(get: SnapshotGet): Promise<RouteShell[]> {
  const shells: RouteShell[] = [];
  for (const shell of shellRoutes(await staticPageNames(get))) {
    const rendered = await renderRoute(shell, get);
    if (rendered === null) continue;
    shells.push({
      path: shell.path,
      query: shell.query,
      ...rendered,
      ...(shell.check === undefined ? {} : { check: shell.check }),
      ...(shell.variant === undefined ? {} : { variant: shell.variant }),
      ...(shell.params === undefined ? {} : { params: shell.params }),
    });
  }
  return shells;
}
