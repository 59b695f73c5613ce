import { startTransition, StrictMode, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { routes } from './app/routes';

const container = document.getElementById('root')!;
// Prerendered pages carry their data; the development server sends an empty shell.
const prerendered = container.hasChildNodes();
const router = createBrowserRouter(routes);

/** Marks the document once React has taken over, for tests and tools that must wait for it. */
function HydrationMark() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return null;
}

const app = (
  <StrictMode>
    <RouterProvider router={router} />
    <HydrationMark />
  </StrictMode>
);

// As a transition, hydration yields to the browser every few milliseconds
// instead of holding the main thread until the whole page is done.
if (prerendered) startTransition(() => void hydrateRoot(container, app));
else createRoot(container).render(app);
