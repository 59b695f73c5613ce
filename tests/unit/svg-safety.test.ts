import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { svgProblem } from '../../scripts/images/svg-safety.ts';
import { Art, doc, text, use } from '../../scripts/sample-art/svg.ts';
import { FIXTURE_DIR } from '../support/engine-fixture.ts';

const SVG = 'xmlns="http://www.w3.org/2000/svg"';

describe('an SVG is a drawing and nothing else', () => {
  it('accepts every SVG of the engine’s fixture site', () => {
    const files = readdirSync(FIXTURE_DIR, { recursive: true, encoding: 'utf8' }).filter((file) =>
      file.endsWith('.svg'),
    );
    expect(files.length).toBeGreaterThan(0);
    for (const file of files) expect(svgProblem(readFileSync(join(FIXTURE_DIR, file), 'utf8')), file).toBeUndefined();
  });

  it('accepts everything the sample-art toolkit can write', () => {
    const art = new Art(400, 300);
    const fill = art.lin(
      [
        [0, '#123'],
        [1, '#456', 0.5],
      ],
      0,
      0,
      1,
      1,
    );
    const glow = art.rad(
      [
        [0, '#fff'],
        [1, '#fff', 0],
      ],
      0.4,
      0.6,
      0.7,
    );
    const part = art.symbol(`<rect width="10" height="10" fill="${fill}"/>`);
    const body = [
      `<rect width="400" height="300" fill="${art.pattern(8, 8, '<circle cx="4" cy="4" r="1"/>', 'rotate(45)')}"/>`,
      `<g clip-path="${art.clip('<rect width="200" height="150"/>')}" filter="${art.blur(3)}">${use(part, { x: 5, y: 5 })}</g>`,
      `<ellipse cx="200" cy="150" rx="90" ry="40" fill="${glow}"/>`,
      text(20, 280, 'Caption & more', { 'font-family': 'sans-serif', 'font-size': 14, 'text-anchor': 'start' }),
      // The studio's mock-ups nest one drawing in another.
      '<svg x="10" y="10" width="100" height="60" viewBox="0 0 1600 900" preserveAspectRatio="xMidYMid slice"><rect width="1600" height="900"/></svg>',
    ].join('');
    expect(svgProblem(doc(art, 'Every part of the toolkit', body))).toBeUndefined();
  });

  it('accepts what drawing programs export as plain SVG, catalogue entry and styles included', () => {
    const inkscape = `<?xml version="1.0" encoding="UTF-8" standalone="no"?>
<!-- Created with Inkscape (http://www.inkscape.org/) -->
<svg width="210mm" height="297mm" viewBox="0 0 210 297" version="1.1" id="svg5" ${SVG} xmlns:svg="http://www.w3.org/2000/svg" xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#" xmlns:cc="http://creativecommons.org/ns#" xmlns:dc="http://purl.org/dc/elements/1.1/">
  <defs id="defs2" />
  <metadata id="metadata5"><rdf:RDF><cc:Work rdf:about=""><dc:format>image/svg+xml</dc:format><dc:type rdf:resource="http://purl.org/dc/dcmitype/StillImage" /><dc:title xml:lang="en">Logo</dc:title></cc:Work></rdf:RDF></metadata>
  <g id="layer1"><rect style="fill:#ff0000;stroke-width:0.264583" id="rect1" width="100" height="50" x="10" y="20" /></g>
</svg>`;
    const illustrator = `<svg id="Layer_1" data-name="Layer 1" ${SVG} viewBox="0 0 100 100"><defs><style>.cls-1{fill:#1d1d1b;}.cls-2{fill:url(#linear-gradient);}</style><linearGradient id="linear-gradient" x1="0" y1="0" x2="100" y2="100" gradientUnits="userSpaceOnUse"><stop offset="0" stop-color="#fff"/><stop offset="1" stop-color="#000"/></linearGradient></defs><title>logo</title><path class="cls-1" d="M0,0H100V100H0Z"/><circle class="cls-2" cx="50" cy="50" r="40"/></svg>`;
    expect(svgProblem(inkscape)).toBeUndefined();
    expect(svgProblem(illustrator)).toBeUndefined();
    // The catalogue is allowed inside <metadata> only, and holds no script either.
    expect(svgProblem(inkscape.replace('<defs id="defs2" />', '<rdf:RDF/>'))).toContain(
      '<rdf:RDF> element that is not SVG',
    );
    expect(svgProblem(inkscape.replace('<dc:format>', '<dc:format><svg:script>alert(1)</svg:script>'))).toContain(
      '<svg:script>',
    );
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
    ['an attribute that is not on the list', `<svg ${SVG}><rect formaction="x"/></svg>`, 'formaction'],
    ['xml:base, which would move every link', `<svg ${SVG} xml:base="https://evil.example/"><rect/></svg>`, 'xml:base'],
    [
      "an editor's own attributes",
      `<svg ${SVG} xmlns:i="http://www.inkscape.org/namespaces/inkscape"><g i:label="x"/></svg>`,
      'i:label',
    ],
    ['a link element', `<svg ${SVG}><a href="javascript:alert(1)"><rect/></a></svg>`, '<a>'],
    [
      'an animation that rewrites a link',
      `<svg ${SVG}><use href="#a"><set attributeName="href" to="javascript:alert(1)"/></use></svg>`,
      '<set>',
    ],
    ['feImage, which loads a file', `<svg ${SVG}><filter><feImage href="#x"/></filter></svg>`, '<feImage>'],
    [
      'an xlink:href script address split by a tab reference',
      `<svg ${SVG} xmlns:xlink="http://www.w3.org/1999/xlink"><use xlink:href="java&#9;script:alert(1)"/></svg>`,
      'outside the drawing',
    ],
    [
      'a picture in a picture that is SVG',
      `<svg ${SVG}><image href="data:image/svg+xml;base64,PHN2Zy8+"/></svg>`,
      'outside the drawing',
    ],
    [
      'a url() spelt with a CSS escape',
      `<svg ${SVG}><style>rect { fill: u\\72l(https://evil.example/a) }</style></svg>`,
      'style',
    ],
    [
      'a url() split by an XML comment',
      `<svg ${SVG}><style>rect { background: u<!-- -->rl(https://evil.example/a) }</style></svg>`,
      'style',
    ],
    [
      'image-set(), which loads a file from a string',
      `<svg ${SVG}><style>rect { background: image-set("https://evil.example/a" 1x) }</style></svg>`,
      'style',
    ],
    ['an element inside a style', `<svg ${SVG}><style><rect/></style></svg>`, 'inside a <style>'],
    [
      'a presentation attribute that loads a file',
      `<svg ${SVG}><rect fill="url(https://evil.example/a#p)"/></svg>`,
      'loads something',
    ],
    ['another encoding than UTF-8', `<?xml version="1.0" encoding="ISO-2022-JP"?><svg ${SVG}/>`, 'UTF-8'],
  ])('refuses %s, saying why', (_name, text, why) => {
    expect(svgProblem(text)).toContain(why);
  });

  it('reads the file as UTF-8, refusing bytes that are not, and accepts a byte order mark', () => {
    const drawing = `<svg ${SVG}><title>Café</title></svg>`;
    expect(svgProblem(Buffer.from(`\uFEFF${drawing}`))).toBeUndefined();
    expect(svgProblem(Buffer.from(drawing, 'latin1'))).toBe('it is not UTF-8 text');
    expect(svgProblem(Buffer.from(`\uFEFF${drawing}`, 'utf16le'))).toBe('it is not UTF-8 text');
  });
});
