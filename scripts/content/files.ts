import { lstatSync, readFileSync, readdirSync, realpathSync, statSync, type Dirent } from 'node:fs';
import { isAbsolute, relative } from 'node:path';
import type { Problem } from './problem.ts';
import type { ProblemCode } from './problem-codes.ts';

/**
 * File-system access for the validator. Every failure (a missing folder, a
 * dangling link, a file it may not read) becomes a problem with the path in
 * it, never an exception: people see what to fix, not a stack trace.
 */

export type Kind = 'file' | 'folder' | 'missing' | 'other';

export function shownPath(root: string, path: string): string {
  return relative(root, path).split('\\').join('/') || '.';
}

export function fileProblem(root: string, path: string, code: ProblemCode, message: string, hint?: string): Problem {
  return { file: shownPath(root, path), line: 1, column: 1, code, message, hint };
}

/** What is at `path`, following links; a link to nothing is 'missing'. */
export function kindAt(path: string): Kind {
  try {
    const stat = statSync(path);
    return stat.isFile() ? 'file' : stat.isDirectory() ? 'folder' : 'other';
  } catch {
    return 'missing';
  }
}

/**
 * Whether `path` is a file of its own (not a symbolic link) whose real location
 * lies inside `contentDir`. Pages and pictures must be: nothing outside the
 * content folder is ever read, and a link is refused the same way everywhere.
 */
export function isRealFileInside(contentDir: string, path: string): boolean {
  try {
    if (!lstatSync(path).isFile()) return false;
    const rest = relative(realpathSync(contentDir), realpathSync(path));
    return rest !== '' && !rest.startsWith('..') && !isAbsolute(rest);
  } catch {
    return false;
  }
}

/** The one problem for a page or picture that is a symbolic link. */
export function symbolicLinkProblem(root: string, path: string): Problem {
  return fileProblem(
    root,
    path,
    'symbolic-link',
    `${shownPath(root, path)} is a symbolic link; pages and pictures must be real files inside the content folder.`,
    'Replace the link with a copy of the file it points to.',
  );
}

/** Why a read failed, in words, from Node's error code. */
export function whyUnreadable(error: unknown): { code: ProblemCode; reason: string; hint: string } {
  const errno = (error as NodeJS.ErrnoException)?.code;
  if (errno === 'EACCES' || errno === 'EPERM') {
    return {
      code: 'permission-denied',
      reason: 'permission denied',
      hint: 'Give the user who runs the check permission to read it, and to open the folders above it.',
    };
  }
  if (errno === 'ENOENT') {
    return {
      code: 'dangling-link',
      reason: 'it is a link to something that does not exist',
      hint: 'Point the link at an existing file or folder, or remove it.',
    };
  }
  if (errno === 'ELOOP') {
    return {
      code: 'dangling-link',
      reason: 'it is a link that leads back to itself',
      hint: 'Point the link at a real file or folder, or remove it.',
    };
  }
  if (errno === 'EISDIR') {
    return { code: 'not-a-file', reason: 'it is a folder, not a file', hint: 'Rename or remove the folder.' };
  }
  return {
    code: 'unreadable',
    reason: `it could not be read (${errno ?? String(error)})`,
    hint: 'Check that the file is there and can be opened.',
  };
}

/** The entries of a folder, or a problem saying why they cannot be listed. */
export function listFolder(dir: string, root: string, problems: Problem[]): Dirent[] {
  try {
    return readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name));
  } catch (error) {
    const why = whyUnreadable(error);
    problems.push(
      fileProblem(root, dir, why.code, `The folder ${shownPath(root, dir)} cannot be read: ${why.reason}.`, why.hint),
    );
    return [];
  }
}

/** The bytes of a file, or a problem saying why they cannot be read. */
export function readBytes(path: string, root: string, problems: Problem[]): Buffer | undefined {
  try {
    return readFileSync(path);
  } catch (error) {
    const why = whyUnreadable(error);
    problems.push(
      fileProblem(root, path, why.code, `The file ${shownPath(root, path)} cannot be read: ${why.reason}.`, why.hint),
    );
    return undefined;
  }
}
