import '@blueprintjs/core/lib/css/blueprint.css';
import '../app/shell/app-shell.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { HashRouter, Route, Routes } from 'react-router';
import { ServicesProvider } from '../app/platform/services-context.tsx';
import { browserHost, composeApp } from '../app/composition/composition-root.tsx';
import { AppShell } from '../app/shell/app-shell.tsx';
import { WidgetGallery } from './widget-gallery.tsx';

const rootElement = document.getElementById('root');
if (rootElement === null) throw new Error('widgets.html must contain the #root element');

createRoot(rootElement).render(
  <StrictMode>
    <ServicesProvider services={composeApp(browserHost())}>
      <HashRouter>
        <Routes>
          <Route path="/" element={<AppShell />}>
            <Route index element={<WidgetGallery />} />
          </Route>
        </Routes>
      </HashRouter>
    </ServicesProvider>
  </StrictMode>,
);
