/**
 * Uploaded pictures wait outside the content folder until a save uses them:
 * an upload that is never saved leaves nothing in the content (nor in git),
 * and a save moves in exactly the pictures its pages name.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';
import { PENDING_UPLOADS_DIR } from '../paths.ts';
import { writeAtomic } from './atomic-write.ts';
import { resolveInside } from './content-paths.ts';
import { HttpError } from './http-error.ts';
import type { EditorProblem } from './validation.ts';

/** Uploads never saved are dropped after this long (the next start of the editor clears them). */
const KEEP_MS = 7 * 24 * 60 * 60 * 1000;

/** The waiting room of one content folder, beside the save journal in the project's cache. */
export function pendingRoot(contentDir: string): string {
  const key = createHash('sha256').update(contentDir).digest('hex').slice(0, 16);
  return join(PENDING_UPLOADS_DIR, key);
}

/**
 * Picture names as uploads get them (uploads.ts), or as pictures set aside
 * from a folder inside images/ have them (unused-pictures.ts): nothing hidden.
 */
const PICTURE_NAME = /^[a-z0-9][a-z0-9._-]*(\/[a-z0-9][a-z0-9._-]*)*$/;

export const isPictureName = (name: string): boolean => PICTURE_NAME.test(name) && !name.includes('..');

/** Where a waiting picture of a site folder ("demos/salon", from the server's own list) is kept. */
export function pendingPath(contentDir: string, folder: string, name: string): string {
  if (!isPictureName(name)) throw new HttpError(404, 'There is no such picture.');
  return join(pendingRoot(contentDir), folder, name);
}

export function keepPending(contentDir: string, folder: string, name: string, bytes: Uint8Array): void {
  const path = pendingPath(contentDir, folder, name);
  mkdirSync(dirname(path), { recursive: true });
  writeAtomic(path, bytes);
}

/** The names of a site's waiting pictures ("gallery/cut-2.jpg" for one inside a folder). */
export function pendingNames(contentDir: string, folder: string): string[] {
  const dir = join(pendingRoot(contentDir), folder);
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && !entry.name.startsWith('.'))
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)).split(sep).join('/'));
}

/** "demos/salon/pages/about.json" -> "demos/salon": the site folder a content file belongs to. */
export function folderOfDocument(file: string): string {
  return file.replace(/\/(pages\/[^/]+|site\.json)$/, '');
}

function eachString(value: unknown, visit: (text: string) => void): void {
  if (typeof value === 'string') visit(value);
  else if (value && typeof value === 'object') for (const child of Object.values(value)) eachString(child, visit);
}

/** The waiting pictures that edited documents name, as site folder and name. */
function namedPending(contentDir: string, docs: { file: string; data: unknown }[]) {
  const found = new Map<string, { folder: string; name: string }>();
  for (const doc of docs) {
    const folder = folderOfDocument(doc.file);
    const waiting = new Set(pendingNames(contentDir, folder));
    if (!waiting.size) continue;
    eachString(doc.data, (text) => {
      if (waiting.has(text)) found.set(`${folder}/images/${text}`, { folder, name: text });
    });
  }
  return found;
}

/**
 * Moves in the waiting pictures that a save's documents name, and answers
 * with their content paths and a way to take them out again (a refused save).
 * Each picture's waiting copy goes once the save is written (`settle`).
 */
export function bringInPictures(contentDir: string, docs: { file: string; data: unknown }[]) {
  const moved: string[] = [];
  const named = namedPending(contentDir, docs);
  for (const [file, { folder, name }] of named) {
    const target = resolveInside(contentDir, file);
    if (existsSync(target)) continue;
    mkdirSync(dirname(target), { recursive: true });
    writeAtomic(target, readFileSync(pendingPath(contentDir, folder, name)));
    moved.push(file);
  }
  return {
    moved,
    undo: () => moved.forEach((file) => rmSync(resolveInside(contentDir, file), { force: true })),
    settle: () =>
      [...named.values()].forEach(({ folder, name }) => rmSync(pendingPath(contentDir, folder, name), { force: true })),
  };
}

/**
 * Puts pictures a save brought in ("demos/salon/images/cut.jpg") back to wait
 * for the next save, when the save is undone after all (its commit refused):
 * the person's upload is not lost with it.
 */
export function returnToWaiting(contentDir: string, files: string[]): void {
  for (const file of files) {
    const [, folder, name] = /^(.+?)\/images\/(.+)$/.exec(file) ?? [];
    const path = resolveInside(contentDir, file);
    if (folder && isPictureName(name) && existsSync(path)) keepPending(contentDir, folder, name, readFileSync(path));
  }
}

/** The checker cannot see waiting pictures: "missing" ones that are waiting are not problems before Save. */
export function withoutWaitingPictures(
  contentDir: string,
  problems: EditorProblem[],
  docs: { file: string; data: unknown }[],
): EditorProblem[] {
  const named = namedPending(contentDir, docs);
  const waitingFor = (problem: EditorProblem) => {
    if (problem.code !== 'missing-image' || !problem.path) return false;
    const doc = docs.find((d) => d.file === problem.doc);
    let value: unknown = doc?.data;
    for (const segment of problem.path) value = (value as Record<string, unknown> | undefined)?.[segment];
    if (value && typeof value === 'object') value = (value as { src?: unknown }).src;
    return typeof value === 'string' && named.has(`${folderOfDocument(problem.doc)}/images/${value}`);
  };
  return problems.filter((problem) => !waitingFor(problem));
}

/** Drops uploads that waited longer than a week without being saved; run at the editor's start. */
export function dropStalePending(contentDir: string, now = Date.now()): void {
  const root = pendingRoot(contentDir);
  if (!existsSync(root)) return;
  for (const entry of readdirSync(root, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const path = join(entry.parentPath, entry.name);
    if (now - statSync(path).mtimeMs > KEEP_MS) rmSync(path, { force: true });
  }
}
