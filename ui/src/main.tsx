import '@blueprintjs/core/lib/css/blueprint.css';
import './app/shell/app-shell.css';
import { afterFirstPaint } from './app/shell/after-first-paint.ts';
import { preloadRouteChunks } from './app/shell/route-preload.ts';

const rootElement = document.getElementById('root');
if (rootElement === null) throw new Error('index.html must contain the #root element');

/** Shown in the static page's main area when the portal's code cannot be downloaded. */
const LOAD_FAILURE = "Le portail n'a pas pu être chargé. Vérifiez votre connexion puis rechargez la page.";

/** A new task: the main thread is free for the browser in between. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

// The code of the route the page opens on downloads now, alongside the framework.
preloadRouteChunks(document, window.location.hash);

// index.html's static shell is painted first; the portal's code (preloaded by index.html) runs after that,
// each part in a task of its own (shorter main-thread blocks): React, the rest of the framework, the portal's
// modules, then the portal's start.
afterFirstPaint(() => {
  import('react-dom/client')
    .then(nextTask)
    .then(() => import('./app/shell/framework-start.ts'))
    .then(nextTask)
    .then(() => import('./app/shell/start-portal.tsx'))
    .then(async (portal) => {
      await nextTask();
      return portal;
    })
    .then(
      (portal) => portal.startPortal(rootElement).catch((error: unknown) => window.reportError(error)),
      (error: unknown) => {
        const status = rootElement.querySelector('[role="status"]');
        if (status !== null) status.textContent = LOAD_FAILURE;
        window.reportError(error);
      },
    );
});
