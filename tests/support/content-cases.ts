/**
 * The content-error cases of tests/content-errors/, composed. Each case folder
 * holds only what differs from a base tree (see tests/content-errors/README.md):
 *   case.json   { "base", "copy", "delete", "patch" }, all optional;
 *   site-content/**   files it adds or replaces whole;
 *   expected.txt   what the validator prints for it.
 * A case is composed into a folder of its own, laid out as a project root with
 * its site-content/, so problems name the same files at the same lines.
 */
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { BUILD_DIR, PROJECT_ROOT } from '../../scripts/paths.ts';

export const CASES_DIR = join(PROJECT_ROOT, 'tests', 'content-errors');

/** The whole trees the cases start from; each is also a case with no problem. */
export const BASE_TREES = ['_valid', '_valid-websites'];

interface CaseChanges {
  /** The tree it starts from: "_valid" unless named. */
  base?: string;
  /** New path -> path in the base: a file or folder of the base copied to another place. */
  copy?: Record<string, string>;
  /** Files or folders of the base left out. */
  delete?: string[];
  /** Text replaced in a composed file, in order; each `find` must occur exactly once. */
  patch?: Record<string, { find: string; replace: string }[]>;
}

/** Every case's name, sorted. */
export const caseNames = (): string[] =>
  readdirSync(CASES_DIR, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();

function changesOf(name: string): CaseChanges {
  const file = join(CASES_DIR, name, 'case.json');
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as CaseChanges) : {};
}

function patchFile(file: string, edits: { find: string; replace: string }[], name: string): void {
  let text = readFileSync(file, 'utf8');
  for (const { find, replace } of edits) {
    const times = text.split(find).length - 1;
    if (times !== 1) throw new Error(`${name}/case.json: ${JSON.stringify(find)} occurs ${times} times, not once.`);
    text = text.replace(find, () => replace);
  }
  writeFileSync(file, text);
}

/** Writes case `name` as a project root (with its site-content/) inside `into`, and returns that root. */
export function composeCase(name: string, into: string): string {
  const root = join(into, name);
  const own = join(CASES_DIR, name);
  if (BASE_TREES.includes(name)) {
    cpSync(join(own, 'site-content'), join(root, 'site-content'), { recursive: true });
    return root;
  }
  const changes = changesOf(name);
  const base = join(CASES_DIR, changes.base ?? '_valid');
  cpSync(join(base, 'site-content'), join(root, 'site-content'), { recursive: true });
  for (const [to, from] of Object.entries(changes.copy ?? {})) {
    mkdirSync(dirname(join(root, to)), { recursive: true });
    cpSync(join(base, from), join(root, to), { recursive: true });
  }
  for (const path of changes.delete ?? []) {
    if (!existsSync(join(root, path))) throw new Error(`${name}/case.json deletes "${path}", which the base lacks.`);
    rmSync(join(root, path), { recursive: true });
  }
  if (existsSync(join(own, 'site-content')))
    cpSync(join(own, 'site-content'), join(root, 'site-content'), { recursive: true });
  for (const [path, edits] of Object.entries(changes.patch ?? {})) patchFile(join(root, path), edits, name);
  return root;
}

let scratch: string | undefined;
const composed = new Map<string, string>();

/**
 * Case `name` composed once per test file, the root to validate (its
 * site-content/ is the content); `afterAll(removeComposedCases)` removes them.
 * They are in .build/, as deep below the project as the case folders are, so
 * each document's "$schema" line still reaches schema/.
 */
export function caseRoot(name: string): string {
  if (!scratch) {
    mkdirSync(BUILD_DIR, { recursive: true });
    scratch = mkdtempSync(join(BUILD_DIR, 'content-cases-'));
  }
  let root = composed.get(name);
  if (!root) composed.set(name, (root = composeCase(name, scratch)));
  return root;
}

export function removeComposedCases(): void {
  if (scratch) rmSync(scratch, { recursive: true, force: true });
  scratch = undefined;
  composed.clear();
}

/** What the case expects the validator to print. */
export const expectedOutput = (name: string): string => readFileSync(join(CASES_DIR, name, 'expected.txt'), 'utf8');
