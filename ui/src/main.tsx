import '@blueprintjs/core/lib/css/blueprint.css';
import './shell/app-shell.css';
import { afterFirstPaint } from './shell/after-first-paint.ts';

const rootElement = document.getElementById('root');
if (rootElement === null) throw new Error('index.html must contain the #root element');

/** Shown in the static page's main area when the portal's code cannot be downloaded. */
const LOAD_FAILURE = "Le portail n'a pas pu être chargé. Vérifiez votre connexion puis rechargez la page.";

/** A new task: the main thread is free for the browser in between. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

// index.html's static shell is painted first; the portal's code (preloaded by index.html) runs after that,
// React in one task, the rest of the framework and the portal in the next one.
afterFirstPaint(() => {
  import('react-dom/client')
    .then(nextTask)
    .then(() => import('./shell/start-portal.tsx'))
    .then(
      (portal) => portal.startPortal(rootElement),
      (error: unknown) => {
        const status = rootElement.querySelector('[role="status"]');
        if (status !== null) status.textContent = LOAD_FAILURE;
        window.reportError(error);
      },
    );
});
