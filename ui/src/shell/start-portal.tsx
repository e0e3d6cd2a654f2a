import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { DEFERRED_PORTS } from '../app/platform.tokens.ts';
import { ServicesProvider } from '../app/services-context.tsx';
import { browserHost, composeApp } from '../composition-root.tsx';
import { createAppRouter } from '../routing/app-router.tsx';

/**
 * Starts the portal in `rootElement`: the composition root, the hash router, React. The first render is a
 * transition, so React works in short slices and the page (index.html's static shell) stays responsive.
 */
export function startPortal(rootElement: HTMLElement): void {
  const services = composeApp(browserHost());
  const router = createAppRouter({ deferredPorts: services.get(DEFERRED_PORTS) });
  const root = createRoot(rootElement);
  startTransition(() => {
    root.render(
      <StrictMode>
        <ServicesProvider services={services}>
          <RouterProvider router={router} />
        </ServicesProvider>
      </StrictMode>,
    );
  });
}
