import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import { ServerStyleSheet } from 'styled-components';
import { routes } from './app/routes';
import type { PageData } from './app/routes';
export { routes as manifest } from 'virtual:content';

const handler = createStaticHandler(routes);

export interface RenderedPage {
  html: string;
  styles: string;
  status: number;
  title: string;
  description: string;
}

/** Render one address to HTML with its styles, as the browser will hydrate it. */
export async function render(url: string): Promise<RenderedPage> {
  const context = await handler.query(new Request(new URL(url, 'http://localhost')));
  if (context instanceof Response) throw new Error(`${url} answered with a redirect (${context.status}).`);
  if (context.errors) {
    const error = Object.values(context.errors)[0];
    throw error instanceof Error ? error : new Error(`${url} failed to load: ${JSON.stringify(error)}`);
  }
  const router = createStaticRouter(handler.dataRoutes, context);
  const sheet = new ServerStyleSheet();
  try {
    const html = renderToString(
      sheet.collectStyles(
        <StrictMode>
          <StaticRouterProvider router={router} context={context} />
        </StrictMode>,
      ),
    );
    const data = Object.values(context.loaderData).find(Boolean) as PageData;
    return { html, styles: sheet.getStyleTags(), status: context.statusCode, title: data.page.title, description: data.page.description };
  } finally {
    sheet.seal();
  }
}
