import { existsSync, lstatSync, realpathSync } from 'node:fs';
import { dirname, isAbsolute, join, relative, sep } from 'node:path';
import { HttpError } from './http-error.ts';

/** One piece of a content path: lower-case names such as "demos", "home.json", "gallery". */
export const CONTENT_NAME = /^[a-z0-9][a-z0-9._-]*$/;

function refuse(why: string): never {
  throw new HttpError(400, `That path is refused: ${why}.`);
}

/** True when `child` is `parent` itself or lies below it. */
function within(parent: string, child: string): boolean {
  const rel = relative(parent, child);
  return rel === '' || (!rel.startsWith('..') && !isAbsolute(rel));
}

/**
 * Turns a path sent by the browser ("demos/bakery/pages/home.json") into an
 * absolute path inside the content folder, or refuses it. Only plain lower-case
 * names separated by "/" pass, so "..", absolute paths, backslashes, encoded
 * characters and hidden files never reach the file system; symbolic links that
 * lead out of the folder are refused by comparing real paths.
 */
export function resolveInside(contentDir: string, relPath: unknown): string {
  if (typeof relPath !== 'string' || relPath === '') refuse('it is empty');
  if (relPath.length > 300) refuse('it is too long');
  if (isAbsolute(relPath) || relPath.startsWith('/')) refuse('it must be relative to the content folder');
  const segments = relPath.split('/');
  for (const segment of segments) {
    if (segment === '..' || segment === '.') refuse('it may not climb out of the content folder');
    if (!CONTENT_NAME.test(segment) || segment.includes('..')) refuse(`"${segment}" is not a plain lower-case name`);
  }
  const root = realpathSync(contentDir);
  const target = join(root, ...segments);
  if (!within(root, target)) refuse('it leads out of the content folder');
  // The deepest part that exists decides where the path really leads.
  let existing = target;
  while (!existsSync(existing) && existing !== root) existing = dirname(existing);
  if (lstatSync(existing).isSymbolicLink() || !within(root, realpathSync(existing)))
    refuse('it leads out of the content folder');
  return target;
}

/** The browser's name for an absolute path inside the content folder. */
export function contentRelative(contentDir: string, absolute: string): string {
  return relative(realpathSync(contentDir), absolute).split(sep).join('/');
}
