import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { escapeHtml, fillTemplate, outputFileFor, startAfterFirstPaint } from '../../scripts/page-template.ts';

const template = readFileSync(new URL('../../index.html', import.meta.url), 'utf8');

/** The four sequences String.replace reads as patterns in a replacement string. */
const PATTERNS = ['$$', '$`', "$'", '$&'];

describe('the page template', () => {
  it.each(PATTERNS)('keeps %s in the title, description, head and body exactly as written', (pattern) => {
    const page = {
      title: `Cool Breeze ${pattern} HVAC`,
      description: `From ${pattern}89 a visit`,
      head: `<style>.price::after{content:"${pattern}"}</style>`,
      html: `<p>Tune-up ${pattern}149</p>`,
    };
    const html = fillTemplate(template, page);
    expect(html).toContain(`<title>${escapeHtml(page.title)}</title>`);
    expect(html).toContain(`<meta name="description" content="${escapeHtml(page.description)}" />`);
    expect(html).toContain(page.head);
    expect(html).toContain(`<div id="root">${page.html}</div>`);
    // Nothing of the template was copied into the page (what "$`" and "$'" would do).
    expect(html.match(/<!doctype html>/gi)).toHaveLength(1);
    expect(html.match(/<\/html>/g)).toHaveLength(1);
  });

  it('starts the entry once the first paint is reported (or after the first frame) and drops its preloads', () => {
    const built = template
      .replace(
        '<script type="module" src="/src/entry-client.tsx"></script>',
        () => '<script type="module" crossorigin src="/assets/entry-$&.js"></script>',
      )
      .replace('</head>', '<link rel="modulepreload" crossorigin href="/assets/react.js">\n</head>');
    const started = startAfterFirstPaint(built);
    expect(started).not.toContain('modulepreload');
    expect(started).not.toContain('crossorigin src=');
    expect(started).toContain('const start = () => setTimeout(() => import("/assets/entry-$&.js"));');
    expect(started).toContain("observe({ type: 'paint', buffered: true })");
    expect(started).toContain('else requestAnimationFrame(start);');
  });

  it('refuses a template without the places to fill', () => {
    expect(() => fillTemplate('<html></html>', { title: 't', description: 'd', head: '', html: '' })).toThrow(
      /template has no/,
    );
  });

  it('names the file of each route', () => {
    expect(outputFileFor('/')).toBe('index.html');
    expect(outputFileFor('/demo-salon/about')).toBe('demo-salon/about/index.html');
    expect(outputFileFor('*')).toBe('404.html');
  });
});
