import { createHash } from 'node:crypto';
import { SaxesParser } from 'saxes';

/**
 * Whether an SVG file is a drawing and nothing else, read with a real XML
 * parser against an allow-list of elements and attributes: only SVG elements
 * and attributes that draw, no DOCTYPE (its entities could spell out
 * "<script>"), no processing instructions, no event handlers, and links only
 * to a part of the same drawing or to an embedded raster picture. Namespace
 * tricks fail by construction: an element counts by its namespace and local
 * name, so `<svg:script>` is a script and `<h:script xmlns:h="…xhtml">` is not
 * SVG. Attribute values are checked as the parser hands them over, with every
 * character reference already decoded, so `&#106;avascript:` is "javascript:".
 * The checker, the build and the editor's upload all use this one check.
 *
 * Why an XML parser with a list of our own rather than a sanitiser such as
 * DOMPurify: a sanitiser repairs (it drops what it dislikes and keeps the
 * rest), needs a whole DOM in Node, and reads the file as HTML unless told
 * otherwise; here nothing is repaired, a file is either published as it is
 * or refused with the reason, and `saxes` reads it exactly as XML, as a
 * browser does when it opens an SVG.
 */

const SVG_NS = 'http://www.w3.org/2000/svg';
const XLINK_NS = 'http://www.w3.org/1999/xlink';
const XML_NS = 'http://www.w3.org/XML/1998/namespace';

/** Elements that draw, group, describe or paint: no script, foreignObject, link, animation or feImage (which loads files). */
const ELEMENTS = names(`
  svg g defs title desc metadata symbol use switch style
  path rect circle ellipse line polyline polygon text tspan textPath image
  linearGradient radialGradient stop pattern clipPath mask marker
  filter feBlend feColorMatrix feComponentTransfer feComposite feConvolveMatrix feDiffuseLighting
  feDisplacementMap feDistantLight feDropShadow feFlood feFuncA feFuncB feFuncG feFuncR feGaussianBlur
  feMerge feMergeNode feMorphology feOffset fePointLight feSpecularLighting feSpotLight feTile feTurbulence`);

/** Attributes without a namespace that only place, size, paint, describe or filter; `aria-*` and `data-*` too. */
const ATTRIBUTES = names(`
  id class style lang tabindex role focusable version baseProfile
  x y z width height viewBox preserveAspectRatio transform transform-origin
  cx cy r rx ry fx fy fr x1 y1 x2 y2 points d pathLength
  dx dy rotate textLength lengthAdjust startOffset method spacing side href
  refX refY markerWidth markerHeight markerUnits orient
  gradientUnits gradientTransform spreadMethod offset
  patternUnits patternContentUnits patternTransform clipPathUnits maskUnits maskContentUnits
  filterUnits primitiveUnits in in2 result stdDeviation edgeMode mode type values operator
  k1 k2 k3 k4 tableValues slope intercept amplitude exponent order kernelMatrix divisor bias
  targetX targetY kernelUnitLength preserveAlpha surfaceScale diffuseConstant specularConstant
  specularExponent azimuth elevation pointsAtX pointsAtY pointsAtZ limitingConeAngle scale
  xChannelSelector yChannelSelector radius baseFrequency numOctaves seed stitchTiles
  requiredExtensions systemLanguage media
  alignment-baseline baseline-shift clip clip-path clip-rule color color-interpolation
  color-interpolation-filters color-rendering direction display dominant-baseline enable-background
  fill fill-opacity fill-rule filter flood-color flood-opacity font font-family font-size
  font-size-adjust font-stretch font-style font-variant font-weight image-rendering isolation
  letter-spacing lighting-color marker marker-start marker-mid marker-end mask mask-type
  mix-blend-mode opacity overflow paint-order pointer-events shape-rendering stop-color stop-opacity
  stroke stroke-dasharray stroke-dashoffset stroke-linecap stroke-linejoin stroke-miterlimit
  stroke-opacity stroke-width text-anchor text-decoration text-rendering unicode-bidi
  vector-effect visibility white-space word-spacing writing-mode`);
const DESCRIPTIVE_ATTRIBUTE = /^(aria|data)-[a-z0-9-]+$/;
/** In the xlink and xml namespaces only these mean something harmless; xml:base, for one, would move every link. */
const NAMESPACED_ATTRIBUTES: Record<string, Set<string>> = {
  [XLINK_NS]: names('href title'),
  [XML_NS]: names('space lang'),
};

/**
 * Inside <metadata>, drawing programs (Inkscape, even as "Plain SVG") write a
 * catalogue entry: author, licence, title. Browsers neither show nor run
 * elements of these namespaces, so they are allowed there and only there.
 */
const CATALOGUE_NS = new Set([
  'http://www.w3.org/1999/02/22-rdf-syntax-ns#',
  'http://purl.org/dc/elements/1.1/',
  'http://purl.org/dc/terms/',
  'http://creativecommons.org/ns#',
  'http://web.resource.org/cc/',
]);

/** An address is only "#part" or an embedded raster picture. */
const SAFE_LINK = /^(#[\w.:-]*|data:image\/(png|jpeg|gif|webp|avif);base64,[a-z0-9+/=\s]*)$/i;
/**
 * CSS that could fetch something: url() to anything but "#part", image-set(),
 * src(), @import. A backslash is refused outright, since CSS escapes can
 * spell any of these ("u\72l(").
 */
const CSS_LOADS = /\\|@import|image-set\s*\(|\bsrc\s*\(|expression\s*\(|url\s*\(\s*(?!['"]?#)/i;

function names(list: string): Set<string> {
  return new Set(list.trim().split(/\s+/));
}

class UnsafeSvgError extends Error {
  constructor(reason: string) {
    super(reason);
    this.name = 'UnsafeSvgError';
  }
}

/**
 * Verdicts by a hash of the drawing: a site copied many times (a demo
 * duplicated, content at scale) holds the same drawings, and parsing each one
 * again was most of the time a content check took. Bounded, for a server
 * that runs for weeks.
 */
const verdicts = new Map<string, string | undefined>();
const VERDICTS_KEPT = 10_000;

/** Undefined when the SVG is a plain drawing; otherwise why it is not, in words. */
export function svgProblem(content: string | Uint8Array): string | undefined {
  const key = createHash('sha256').update(content).digest('base64');
  if (verdicts.has(key)) return verdicts.get(key);
  if (verdicts.size >= VERDICTS_KEPT) verdicts.clear();
  const verdict = judgeSvg(content);
  verdicts.set(key, verdict);
  return verdict;
}

function judgeSvg(content: string | Uint8Array): string | undefined {
  try {
    checkSvg(typeof content === 'string' ? content : utf8(content));
    return undefined;
  } catch (error) {
    if (error instanceof UnsafeSvgError) return error.message;
    return `it is not well-formed XML (${(error as Error).message.split('\n')[0]})`;
  }
}

/** The text of the file; SVG pictures are UTF-8, as the browser reads them when nothing else is said. */
function utf8(bytes: Uint8Array): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw new UnsafeSvgError('it is not UTF-8 text');
  }
}

function refuse(reason: string): never {
  throw new UnsafeSvgError(reason);
}

function checkAttribute(
  element: string,
  attribute: { name: string; local: string; prefix: string; uri: string; value: string },
): void {
  const { name, local, uri, value } = attribute;
  if (attribute.prefix === 'xmlns' || name === 'xmlns') return; // namespace declarations; elements are judged by the namespace they end up in
  if (/^on/i.test(local)) refuse(`it has an event handler (${name})`);
  const allowed = uri
    ? NAMESPACED_ATTRIBUTES[uri]?.has(local)
    : ATTRIBUTES.has(local) || DESCRIPTIVE_ATTRIBUTE.test(local);
  if (!allowed) refuse(`its <${element}> element has an attribute ${name}, which is not one of the drawing attributes`);
  if (local === 'href' && !SAFE_LINK.test(value.trim()))
    refuse(`it links to ${JSON.stringify(value.slice(0, 60))}, outside the drawing`);
  if (/javascript:|vbscript:/i.test(value.replace(/\s/g, ''))) refuse(`the attribute ${name} holds a script address`);
  if (CSS_LOADS.test(value)) refuse(`the attribute ${name} loads something from outside the drawing`);
}

function checkSvg(text: string): void {
  const parser = new SaxesParser({ xmlns: true });
  let root: string | undefined;
  let depth = 0;
  /** The text of the <style> element being read: a comment between two halves of "url(" must not hide it. */
  let style: string | undefined;
  /** How deep the <metadata> element being read is: a catalogue entry may sit inside it. */
  let metadataDepth: number | undefined;
  parser.on('xmldecl', ({ encoding }) => {
    if (encoding && !/^utf-?8$/i.test(encoding))
      refuse(`it says it is written in ${encoding}; pictures must be saved as UTF-8`);
  });
  parser.on('doctype', () => refuse('it has a DOCTYPE, which can define entities'));
  parser.on('processinginstruction', (pi) => refuse(`it has a processing instruction <?${pi.target}?>`));
  parser.on('opentag', (tag) => {
    depth++;
    const name = tag.local ?? tag.name;
    if (metadataDepth !== undefined && CATALOGUE_NS.has(tag.uri)) {
      for (const attribute of Object.values(tag.attributes))
        if (
          attribute.uri &&
          attribute.prefix !== 'xmlns' &&
          attribute.uri !== XML_NS &&
          !CATALOGUE_NS.has(attribute.uri)
        )
          refuse(`its <${tag.name}> element has an attribute ${attribute.name} from another namespace`);
      return;
    }
    if (!tag.uri && name === 'svg')
      refuse(
        'its <svg> element does not name the SVG namespace (xmlns="http://www.w3.org/2000/svg"), so browsers would not draw it',
      );
    if (tag.uri !== SVG_NS) refuse(`it has a <${tag.name}> element that is not SVG`);
    if (!ELEMENTS.has(name)) refuse(`it has a <${tag.name}> element, which does not draw`);
    if (style !== undefined) refuse(`it has a <${tag.name}> element inside a <style>, which holds only CSS`);
    root ??= name;
    if (name === 'style') style = '';
    if (name === 'metadata') metadataDepth ??= depth;
    for (const attribute of Object.values(tag.attributes)) checkAttribute(tag.name, attribute);
  });
  parser.on('closetag', () => {
    if (depth === metadataDepth) metadataDepth = undefined;
    depth--;
    if (style !== undefined && CSS_LOADS.test(style)) refuse('its style loads something from outside the drawing');
    style = undefined;
  });
  const readStyle = (css: string) => {
    if (style !== undefined) style += css;
  };
  parser.on('text', readStyle);
  parser.on('cdata', readStyle);
  parser.write(text).close();
  if (root !== 'svg') refuse('it is not an SVG drawing');
  if (depth !== 0) refuse('it ends before its elements are closed');
}

/** Throws UnsafeSvgError (with the reason) unless the SVG is a plain drawing. */
export function assertSafeSvg(content: string | Uint8Array, name: string): void {
  const problem = svgProblem(content);
  if (problem) throw new UnsafeSvgError(`${name} is not a plain drawing: ${problem}.`);
}
