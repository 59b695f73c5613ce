import { SaxesParser } from 'saxes';

/**
 * Whether an SVG file is a drawing and nothing else, read with a real XML
 * parser against an allow-list: only SVG elements and attributes that draw,
 * no DOCTYPE (its entities could spell out "<script>"), no processing
 * instructions, no event handlers, and links only to a part of the same
 * drawing or to an embedded raster picture. Namespace tricks fail by
 * construction: an element counts by its namespace and local name, so
 * `<svg:script>` is a script and `<h:script xmlns:h="…xhtml">` is not SVG.
 * The checker, the build and the editor's upload all use this one check.
 */

const SVG_NS = 'http://www.w3.org/2000/svg';
const XLINK_NS = 'http://www.w3.org/1999/xlink';
const XML_NS = 'http://www.w3.org/XML/1998/namespace';

const ELEMENTS = new Set([
  'svg',
  'g',
  'defs',
  'title',
  'desc',
  'metadata',
  'symbol',
  'use',
  'switch',
  'path',
  'rect',
  'circle',
  'ellipse',
  'line',
  'polyline',
  'polygon',
  'text',
  'tspan',
  'textPath',
  'linearGradient',
  'radialGradient',
  'stop',
  'pattern',
  'clipPath',
  'mask',
  'marker',
  'image',
  'filter',
  'feBlend',
  'feColorMatrix',
  'feComponentTransfer',
  'feComposite',
  'feConvolveMatrix',
  'feDiffuseLighting',
  'feDisplacementMap',
  'feDistantLight',
  'feDropShadow',
  'feFlood',
  'feFuncA',
  'feFuncB',
  'feFuncG',
  'feFuncR',
  'feGaussianBlur',
  'feMerge',
  'feMergeNode',
  'feMorphology',
  'feOffset',
  'fePointLight',
  'feSpecularLighting',
  'feSpotLight',
  'feTile',
  'feTurbulence',
]);

/** Attributes whose value is an address: only "#part" or an embedded raster picture. */
const LINKS = new Set(['href']);
const SAFE_LINK = /^(#[\w.:-]*|data:image\/(png|jpeg|gif|webp|avif);base64,[a-z0-9+/=\s]*)$/i;
/** Inside styles and presentation attributes, url() may only point at a part of the drawing. */
const OUTSIDE_URL = /url\(\s*(?!['"]?#)/i;

export class UnsafeSvgError extends Error {
  constructor(reason: string) {
    super(reason);
    this.name = 'UnsafeSvgError';
  }
}

/** Undefined when the SVG is a plain drawing; otherwise why it is not, in words. */
export function svgProblem(text: string): string | undefined {
  try {
    checkSvg(text);
    return undefined;
  } catch (error) {
    if (error instanceof UnsafeSvgError) return error.message;
    return `it is not well-formed XML (${(error as Error).message.split('\n')[0]})`;
  }
}

function checkSvg(text: string): void {
  const parser = new SaxesParser({ xmlns: true, position: true });
  let root: string | undefined;
  let depth = 0;
  let inStyle = false;
  const refuse = (reason: string) => {
    throw new UnsafeSvgError(reason);
  };
  parser.on('doctype', () => refuse('it has a DOCTYPE, which can define entities'));
  parser.on('processinginstruction', (pi) => refuse(`it has a processing instruction <?${pi.target}?>`));
  parser.on('opentag', (tag) => {
    depth++;
    const name = tag.local ?? tag.name;
    if (!tag.uri && name === 'svg')
      refuse(
        'its <svg> element does not name the SVG namespace (xmlns="http://www.w3.org/2000/svg"), so browsers would not draw it',
      );
    if (tag.uri !== SVG_NS) refuse(`it has a <${tag.name}> element that is not SVG`);
    if (!ELEMENTS.has(name) && name !== 'style') refuse(`it has a <${tag.name}> element, which does not draw`);
    root ??= name;
    inStyle = name === 'style';
    for (const attribute of Object.values(tag.attributes)) {
      const local = attribute.local;
      const value = attribute.value;
      if (attribute.prefix === 'xmlns' || attribute.name === 'xmlns') continue;
      if (attribute.uri && attribute.uri !== XLINK_NS && attribute.uri !== XML_NS)
        refuse(`it has an attribute ${attribute.name} from another namespace`);
      if (/^on/i.test(local)) refuse(`it has an event handler (${attribute.name})`);
      if (LINKS.has(local) && !SAFE_LINK.test(value.trim()))
        refuse(`it links to ${JSON.stringify(value.slice(0, 60))}, outside the drawing`);
      if (/javascript:|vbscript:/i.test(value.replace(/\s/g, '')))
        refuse(`the attribute ${attribute.name} holds a script address`);
      if (OUTSIDE_URL.test(value)) refuse(`the attribute ${attribute.name} loads something from outside the drawing`);
    }
  });
  parser.on('closetag', () => {
    depth--;
    inStyle = false;
  });
  const checkStyle = (css: string) => {
    if (/@import|expression\s*\(/i.test(css) || OUTSIDE_URL.test(css))
      refuse('its style loads something from outside the drawing');
  };
  parser.on('text', (content) => inStyle && checkStyle(content));
  parser.on('cdata', (content) => inStyle && checkStyle(content));
  parser.write(text).close();
  if (root !== 'svg') refuse('it is not an SVG drawing');
  if (depth !== 0) refuse('it ends before its elements are closed');
}

/** Throws UnsafeSvgError (with the reason) unless the SVG is a plain drawing. */
export function assertSafeSvg(text: string, name: string): void {
  const problem = svgProblem(text);
  if (problem) throw new UnsafeSvgError(`${name} is not a plain drawing: ${problem}.`);
}
