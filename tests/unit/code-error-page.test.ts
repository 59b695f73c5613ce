import { describe, expect, it } from 'vitest';
import { codeErrorPage } from '../../scripts/vite/dev-pages.ts';

describe('the development server’s page for a failure in code', () => {
  it('reads "Unexpected Application Error!" and shows the message, as text', () => {
    const html = codeErrorPage('Cannot read properties of undefined <b>(reading "x")</b>');
    expect(html).toContain('<h1>Unexpected Application Error!</h1>');
    expect(html).toContain('Cannot read properties of undefined &lt;b&gt;(reading &quot;x&quot;)&lt;/b&gt;');
    expect(html).not.toContain('<b>');
  });
});
