import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider, type RouteObject } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { RouteError } from '../../src/app/route-error.tsx';

/** Render a route whose loader fails, the way the prerenderer and the browser would. */
async function renderFailing(failure: () => never): Promise<string> {
  const routes: RouteObject[] = [{ path: '/', loader: failure, element: <p>never shown</p>, errorElement: <RouteError /> }];
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request('http://localhost/'));
  if (context instanceof Response) throw new Error('unexpected redirect');
  return renderToString(<StaticRouterProvider router={createStaticRouter(handler.dataRoutes, context)} context={context} hydrate={false} />);
}

describe('the router fallback screen', () => {
  it('shows the status of a failed response', async () => {
    const html = await renderFailing(() => {
      throw new Response(null, { status: 503, statusText: 'Service Unavailable' });
    });
    expect(html).toContain('Unexpected Application Error!');
    expect(html).toContain('503 Service Unavailable');
    expect(html).not.toContain('never shown');
  });

  it('shows the message of a thrown error', async () => {
    const html = await renderFailing(() => {
      throw new Error('The page document could not be loaded.');
    });
    expect(html).toContain('Unexpected Application Error!');
    expect(html).toContain('The page document could not be loaded.');
  });
});
