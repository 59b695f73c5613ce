import { formatProblem, type Problem } from './problem.ts';
import { annotation, asJson } from './report-formats.ts';
import type { Content } from './core/load-content.ts';

export interface Presentation {
  /** Lines for standard output (the JSON array, the success line, GitHub workflow commands). */
  stdout: string[];
  /** Lines for standard error (the problems for people). */
  stderr: string[];
  /** 1 when there is an error; warnings alone never fail. */
  exitCode: 0 | 1;
}

export interface PresentOptions {
  format: 'text' | 'json';
  /** Inside GitHub Actions (GITHUB_ACTIONS=true): also print workflow commands, and keep content from looking like one. */
  annotate: boolean;
  seconds?: string;
}

function plural(n: number, word: string): string {
  return `${n} ${word}${n === 1 ? '' : 's'}`;
}

/** What `npm run validate` prints for a report, kept apart from printing so every format can be tested. */
export function present(
  { problems, warnings, counts }: Pick<Content, 'problems' | 'warnings' | 'counts'>,
  options: PresentOptions,
): Presentation {
  const exitCode = problems.length ? 1 : 0;
  const all: Problem[] = [...problems, ...warnings];
  if (options.format === 'json') {
    const json = JSON.stringify(all.map(asJson), null, 2);
    // The runner reads "##[" anywhere in a line; "\u005b" is the same "[" to every JSON reader.
    return { stdout: [options.annotate ? json.replaceAll('##[', '##\\u005b') : json], stderr: [], exitCode };
  }

  const stderr: string[] = [];
  if (problems.length) stderr.push(problems.map(formatProblem).join('\n\n'));
  if (warnings.length) stderr.push(`${problems.length ? '\n' : ''}${warnings.map(formatProblem).join('\n\n')}`);
  const stdout = options.annotate ? all.map(annotation) : [];
  const advice = warnings.length ? ` (${plural(warnings.length, 'warning')}; warnings do not stop the build)` : '';
  if (problems.length) {
    const files = new Set(problems.map((p) => p.file)).size;
    stderr.push(`\n✖ ${plural(problems.length, 'problem')} in ${plural(files, 'file')}${advice}. Nothing was built.`);
  } else {
    const checked = `${plural(counts.files, 'file')}, ${plural(counts.sites, 'site')}, ${plural(counts.pages, 'page')}, ${plural(counts.blocks, 'block')}`;
    stdout.push(
      `${warnings.length ? '\n' : ''}✔ Content is valid: ${checked} checked${options.seconds ? ` in ${options.seconds} s` : ''}${advice}.`,
    );
  }
  return { stdout, stderr, exitCode };
}
