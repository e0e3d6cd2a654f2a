import '@blueprintjs/core/lib/css/blueprint.css';
import './shell/app-shell.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { ServicesProvider } from './app/services-context.tsx';
import { browserHost, composeApp } from './composition-root.tsx';
import { createAppRouter } from './routing/app-router.tsx';

const rootElement = document.getElementById('root');
if (rootElement === null) throw new Error('index.html must contain the #root element');

const services = composeApp(browserHost());
const router = createAppRouter();

createRoot(rootElement).render(
  <StrictMode>
    <ServicesProvider services={services}>
      <RouterProvider router={router} />
    </ServicesProvider>
  </StrictMode>,
);
