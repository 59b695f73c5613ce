import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { RouteError } from '../../src/app/route-error.tsx';

describe('the application error screen', () => {
  it('shows the status of a failed response', () => {
    const html = renderToString(
      <RouteError error={new Response(null, { status: 503, statusText: 'Service Unavailable' })} />,
    );
    expect(html).toContain('Unexpected Application Error!');
    expect(html).toContain('503 Service Unavailable');
  });

  it('shows the message of a thrown error', () => {
    const html = renderToString(<RouteError error={new Error('The page document could not be loaded.')} />);
    expect(html).toContain('Unexpected Application Error!');
    expect(html).toContain('The page document could not be loaded.');
    expect(html).toContain('href="/"');
  });
});
