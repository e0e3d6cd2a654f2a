import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { DEFERRED_PORTS, MEMBER_PORTS } from '../app/platform.tokens.ts';
import { readPreloadedResponses } from '../app/preloaded-responses.ts';
import { ServicesProvider } from '../app/services-context.tsx';
import { browserHost, composeApp } from '../composition-root.tsx';
import { createAppRouter } from '../routing/app-router.tsx';
import { pageSettled, takeOverShell } from './shell-takeover.ts';

/**
 * Starts the portal in `rootElement`: the composition root, the hash router, React. The first render is a
 * transition, so React works in short slices and the page stays responsive. When index.html shows a
 * pre-rendered shell of the route (`data-portal-shell`), the portal replaces it only once its own page is
 * ready (shell-takeover.ts); otherwise it renders over the generic loading shell at once.
 */
export function startPortal(rootElement: HTMLElement): void {
  // The start-up answers the server inlined serve the first page only: once it is shown, any later
  // request (a session that ended meanwhile…) reaches the API.
  const preloaded = readPreloadedResponses(document);
  const services = composeApp(browserHost(preloaded));
  const router = createAppRouter({
    deferredPorts: services.get(DEFERRED_PORTS),
    memberPorts: services.get(MEMBER_PORTS),
  });
  const render = (container: HTMLElement) => {
    const root = createRoot(container);
    startTransition(() => {
      root.render(
        <StrictMode>
          <ServicesProvider services={services}>
            <RouterProvider router={router} />
          </ServicesProvider>
        </StrictMode>,
      );
    });
  };
  if (rootElement.getAttribute('data-portal-shell')) {
    takeOverShell(rootElement, render)
      .then(() => preloaded.clear())
      .catch((error: unknown) => window.reportError(error));
  } else {
    // From now on the page's inline script leaves #root to the portal.
    rootElement.setAttribute('data-portal-started', '');
    render(rootElement);
    void pageSettled(rootElement).then(() => preloaded.clear());
  }
}
