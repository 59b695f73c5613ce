import { randomBytes } from 'node:crypto';
import type { Problem } from './problem.ts';

/**
 * The other ways problems are printed besides the text for people: GitHub
 * Actions workflow commands (so each problem shows on its line in a pull
 * request) and JSON for other tools.
 */

/** GitHub's escaping for the message part of a workflow command. */
export function escapeData(value: string): string {
  return value.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A');
}

/** GitHub's escaping for a property value (file, title): also ":" and ",", which separate properties. */
export function escapeProperty(value: string): string {
  return escapeData(value).replace(/:/g, '%3A').replace(/,/g, '%2C');
}

/**
 * Text for people that quotes content (headings, links) made inert to the
 * GitHub Actions runner: it is fenced with a stop-commands token no content
 * can guess, so a heading such as "Story\n::add-mask::Story" is printed, not
 * obeyed; "##[", which the runner reads anywhere in a line, is broken up too.
 */
export function inertToWorkflow(text: string, token = randomBytes(16).toString('hex')): string {
  const safe = text.replace(/\r/g, '').replace(/##\[/g, '##\u200b[');
  return `::stop-commands::${token}\n${safe}\n::${token}::`;
}

/** Whether the tools run inside GitHub Actions, whose runner reads their output for commands. */
export const inGitHubActions = (): boolean => process.env.GITHUB_ACTIONS === 'true';

/** Text for people as it is, or made inert to the runner inside GitHub Actions: every tool prints its readable text through this. */
export const readableText = (text: string): string => (inGitHubActions() ? inertToWorkflow(text) : text);

/** "unknown-block-type" -> "Unknown block type": a short title from the stable code. */
function titleOf(p: Problem): string {
  const words = (p.code ?? 'content-problem').replace(/-/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** `::error file=…,line=…,col=…,title=…::message` with the same words as the terminal (where, message, hint). */
export function annotation(p: Problem): string {
  const command = p.severity === 'warning' ? 'warning' : 'error';
  const text = [p.where ? `At ${p.where}: ${p.message}` : p.message, p.hint ? `Hint: ${p.hint}` : '']
    .filter(Boolean)
    .join('\n');
  const properties = [
    `file=${escapeProperty(p.file)}`,
    `line=${p.line}`,
    `col=${p.column}`,
    `title=${escapeProperty(titleOf(p))}`,
  ].join(',');
  return `::${command} ${properties}::${escapeData(text)}`;
}

/** One problem as plain data, every field present so scripts can rely on the shape. */
export function asJson(p: Problem) {
  return {
    file: p.file,
    line: p.line,
    column: p.column,
    path: p.path ?? null,
    where: p.where ?? null,
    severity: p.severity ?? 'error',
    code: p.code ?? null,
    message: p.message,
    hint: p.hint ?? null,
  };
}
