/**
 * The one source of the security headers: the build writes them to dist/_headers
 * (the format Netlify and Cloudflare Pages read) and `npm run serve` sends the
 * very same lines, so what is tested locally is what a real host sends.
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { listFiles } from './content/load.ts';
import { writeOutputFile } from './output/write-file.ts';
import { webUrl } from './web-url.ts';

export const HEADERS_FILE = '_headers';

/** Script types the browser runs; JSON data islands are never executed, so they need no hash. */
const EXECUTED_TYPES = new Set(['', 'module', 'text/javascript', 'application/javascript', 'speculationrules']);
const INLINE_SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;

/** The SHA-256 source expressions of every executed inline script in one HTML document. */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const [, attributes, body] of html.matchAll(INLINE_SCRIPT)) {
    if (/\bsrc\s*=/i.test(attributes)) continue;
    const type = /\btype\s*=\s*["']?([^"'\s>]*)/i.exec(attributes)?.[1]?.toLowerCase() ?? '';
    if (!EXECUTED_TYPES.has(type)) continue;
    hashes.push(`'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`);
  }
  return hashes;
}

/** The origin a form endpoint posts to ("https://formspree.io/f/" -> "https://formspree.io"), if it is one. */
export const originOf = (endpoint: string | undefined): string | undefined => webUrl(endpoint)?.origin;

export interface PolicyInputs {
  /** Hash sources of the inline scripts the pages contain. */
  scriptHashes: readonly string[];
  /** Where the quote form posts: allowed for fetch (with JavaScript) and for the form action (without). */
  formEndpoint: string | undefined;
}

export function contentSecurityPolicy({ scriptHashes, formEndpoint }: PolicyInputs): string {
  const form = originOf(formEndpoint);
  const withForm = (...sources: string[]) => (form ? [...sources, form] : sources).join(' ');
  return [
    "default-src 'self'",
    // Sorted, so the file only changes when the scripts do.
    `script-src ${["'self'", ...[...new Set(scriptHashes)].sort()].join(' ')}`,
    // styled-components writes <style> elements at run time, so inline styles must stay allowed.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self'",
    `connect-src ${withForm("'self'")}`,
    `form-action ${withForm("'self'")}`,
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "object-src 'none'",
  ].join('; ');
}

/** Every header every response carries, in a stable order. */
export function securityHeaders(inputs: PolicyInputs): Record<string, string> {
  return {
    'Content-Security-Policy': contentSecurityPolicy(inputs),
    'X-Content-Type-Options': 'nosniff',
    'X-Frame-Options': 'DENY',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()',
  };
}

/**
 * Pictures are only pictures: opened on their own (a gallery links to the file),
 * an SVG may draw and style itself but never run a script, load anything or
 * act as a page of the site (sandbox gives it an origin of its own).
 */
export const MEDIA_POLICY = "default-src 'none'; img-src 'self' data:; style-src 'unsafe-inline'; sandbox";

/** The headers as a _headers file: one rule for every path, then a stricter policy for the pictures. */
export function formatHeadersFile(headers: Record<string, string>): string {
  const lines = Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`);
  return [
    '# Security headers for every page; written by the build (scripts/security-headers.ts).',
    '/*',
    ...lines,
    '# Pictures: a host that sends both policies enforces both, so pictures get at least this one.',
    '/media/*',
    `  Content-Security-Policy: ${MEDIA_POLICY}`,
    '',
  ].join('\n');
}

/**
 * The headers of a _headers file that apply to `path`. Only what this project
 * writes is understood: rules whose pattern is a path, with `*` matching anything.
 */
export function headersForPath(file: string, path: string): Record<string, string> {
  const headers: Record<string, string> = {};
  let applies = false;
  for (const line of file.split(/\r?\n/)) {
    if (!line.trim() || line.trimStart().startsWith('#')) continue;
    if (!/^\s/.test(line)) {
      const pattern = line
        .trim()
        .replace(/[.+?^${}()|[\]\\]/g, '\\$&')
        .replace(/\*/g, '.*');
      applies = new RegExp(`^${pattern}$`).test(path);
      continue;
    }
    const colon = line.indexOf(':');
    if (applies && colon > 0) headers[line.slice(0, colon).trim()] = line.slice(colon + 1).trim();
  }
  return headers;
}

/**
 * Called by the build after prerendering: writes `outDir/_headers` with the
 * hashes of the pages' inline scripts (as the pages reported them, or read
 * from every HTML file in `outDir`). Returns the headers.
 */
export function writeHeadersFile(
  outDir: string,
  formEndpoint: string | undefined,
  scriptHashes: readonly string[] = listFiles(outDir)
    .filter((file) => file.endsWith('.html'))
    .flatMap((file) => inlineScriptHashes(readFileSync(join(outDir, file), 'utf8'))),
): Record<string, string> {
  const headers = securityHeaders({ scriptHashes, formEndpoint });
  writeOutputFile(join(outDir, HEADERS_FILE), formatHeadersFile(headers));
  return headers;
}

/** Cloudflare Pages reads at most this many characters per _headers line; longer is worth a warning. */
const HOST_LINE_LIMIT = 2_000;

/** A warning when the policy outgrows what hosts accept, or undefined when it fits. */
export function policySizeWarning(headers: Record<string, string>): string | undefined {
  const policy = headers['Content-Security-Policy'] ?? '';
  const line = `  Content-Security-Policy: ${policy}`.length;
  if (line <= HOST_LINE_LIMIT) return undefined;
  const hashes = policy.match(/'sha256-/g)?.length ?? 0;
  return (
    `The Content-Security-Policy line is ${line} characters long (${hashes} inline script hashes); some hosts accept at most ${HOST_LINE_LIMIT}. ` +
    'Every different inline script adds a hash: data a page needs belongs in <script type="application/json">, which is not run and needs none.'
  );
}

/** The _headers file of a built site, or undefined when that site has none. */
export function readHeadersFile(outDir: string): string | undefined {
  const file = join(outDir, HEADERS_FILE);
  return existsSync(file) ? readFileSync(file, 'utf8') : undefined;
}
