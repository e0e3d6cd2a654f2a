import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { HashRouter } from 'react-router';
import { DEFERRED_PORTS, MEMBER_PORTS } from '../platform/platform.tokens.ts';
import { readPreloadedResponses } from '../preloaded-responses.ts';
import { ServicesProvider } from '../platform/services-context.tsx';
import { browserHost, composeAppInSteps } from '../composition/composition-root.tsx';
import { AppRoutes } from '../routing/app-router.tsx';
import { createRouteScreens, routeOfPath } from '../routing/route-screens.ts';
import { hashPath, pageSettled, takeOverShell } from './shell-takeover.ts';

/** A new task: the main thread is free for the browser in between. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * Starts the portal in `rootElement`, each step in a task of its own (short main-thread blocks): the
 * composition root's steps; the screen of the route the page opens on (its code was preloaded with the page's);
 * then React, whose first render is a transition, so React works in short slices and the page stays
 * responsive. When index.html shows a pre-rendered shell of the route (`data-portal-shell`), the portal
 * replaces it only once its own page is ready (shell-takeover.ts); otherwise it renders over the generic
 * loading shell.
 */
export async function startPortal(rootElement: HTMLElement): Promise<void> {
  // The start-up answers the server inlined serve the first page only: once it is shown, any later
  // request (a session that ended meanwhile…) reaches the API.
  const preloaded = readPreloadedResponses(document);
  const { services, steps } = composeAppInSteps(browserHost(preloaded));
  for (const step of steps) {
    step();
    await nextTask();
  }
  const screens = createRouteScreens({
    deferredPorts: services.get(DEFERRED_PORTS),
    memberPorts: services.get(MEMBER_PORTS),
  });
  const route = routeOfPath(hashPath(window.location.hash));
  // A failed download shows the route's error screen once rendered.
  if (route !== undefined) await screens.load(route).catch(() => undefined);
  await nextTask();
  const render = (container: HTMLElement) => {
    const root = createRoot(container);
    startTransition(() => {
      root.render(
        <StrictMode>
          <ServicesProvider services={services}>
            <HashRouter>
              <AppRoutes screens={screens} />
            </HashRouter>
          </ServicesProvider>
        </StrictMode>,
      );
    });
  };
  if (rootElement.getAttribute('data-portal-shell')) {
    await takeOverShell(rootElement, render);
  } else {
    // From now on the page's inline script leaves #root to the portal.
    rootElement.setAttribute('data-portal-started', '');
    render(rootElement);
    await pageSettled(rootElement);
  }
  preloaded.clear();
}
