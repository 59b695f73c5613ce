import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { svgProblem } from '../../scripts/images/svg-safety.ts';

const ROOT = new URL('../../', import.meta.url).pathname;
const SVG = 'xmlns="http://www.w3.org/2000/svg"';

describe('an SVG is a drawing and nothing else', () => {
  it('accepts every SVG the sites ship, as the sample-art generator draws them', () => {
    const files = readdirSync(join(ROOT, 'site-content'), { recursive: true, encoding: 'utf8' }).filter((file) =>
      file.endsWith('.svg'),
    );
    expect(files.length).toBeGreaterThan(0);
    for (const file of files)
      expect(svgProblem(readFileSync(join(ROOT, 'site-content', file), 'utf8')), file).toBeUndefined();
  });

  it('accepts gradients, patterns, clip paths, filters and links to parts of the drawing', () => {
    const drawing = `<svg ${SVG} xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 0 10 10"><title>Sun</title><defs><linearGradient id="g"><stop offset="0" stop-color="#fff"/></linearGradient><clipPath id="c"><rect width="5" height="5"/></clipPath><filter id="f"><feGaussianBlur stdDeviation="1"/></filter></defs><g clip-path="url(#c)" filter="url(#f)"><rect fill="url(#g)" width="10" height="10"/><use xlink:href="#g"/></g></svg>`;
    expect(svgProblem(drawing)).toBeUndefined();
  });

  it.each([
    ['a plain script', `<svg ${SVG}><script>alert(1)</script></svg>`, '<script>'],
    [
      'a script in the SVG namespace under a prefix',
      `<svg ${SVG} xmlns:svg="http://www.w3.org/2000/svg"><svg:script>alert(1)</svg:script></svg>`,
      '<svg:script>',
    ],
    [
      'an XHTML script',
      `<svg ${SVG} xmlns:h="http://www.w3.org/1999/xhtml"><h:script>alert(1)</h:script></svg>`,
      'not SVG',
    ],
    [
      'a DOCTYPE entity that spells a script',
      `<!DOCTYPE svg [<!ENTITY x "&#60;script&#62;alert(1)&#60;/script&#62;">]><svg ${SVG}>&x;</svg>`,
      'DOCTYPE',
    ],
    [
      'a namespaced foreignObject',
      `<svg ${SVG} xmlns:s="http://www.w3.org/2000/svg"><s:foreignObject><p>hi</p></s:foreignObject></svg>`,
      'foreignObject',
    ],
    [
      'a script address written with character references',
      `<svg ${SVG}><use href="&#106;avascript:alert(1)"/></svg>`,
      'outside the drawing',
    ],
    ['an event handler', `<svg ${SVG} onload="alert(1)"><rect/></svg>`, 'event handler'],
    ['a link to another file', `<svg ${SVG}><image href="https://evil.example/a.png"/></svg>`, 'outside the drawing'],
    [
      'a style that loads another file',
      `<svg ${SVG}><style>@import url(https://evil.example/a.css);</style></svg>`,
      'style',
    ],
    [
      'a processing instruction',
      `<?xml-stylesheet href="https://evil.example/a.css"?><svg ${SVG}/>`,
      'processing instruction',
    ],
    ['a page that is not SVG', '<html><body>hi</body></html>', 'not SVG'],
    ['broken XML', `<svg ${SVG}><rect>`, 'well-formed'],
  ])('refuses %s, saying why', (_name, text, why) => {
    expect(svgProblem(text)).toContain(why);
  });
});
