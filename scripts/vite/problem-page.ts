import type { Problem } from '../content/problem.ts';
import { escapeHtml } from '../page-template.ts';

/**
 * The development server's screen for a page whose content has a problem: the
 * validator's own words (where, what, what to do), no stack trace. It reloads
 * by itself when a content file is saved, so it clears once the file is fixed.
 */
export function problemPage(problems: Problem[]): string {
  const items = problems
    .map(
      (p) => `<li>
        <p class="where"><code>${escapeHtml(`${p.file}:${p.line}:${p.column}`)}</code>${p.where ? ` at ${escapeHtml(p.where)}` : ''}</p>
        <p>${escapeHtml(p.message)}</p>
        ${p.hint ? `<p class="hint"><strong>What to do:</strong> ${escapeHtml(p.hint)}</p>` : ''}
      </li>`,
    )
    .join('\n');
  const count = problems.length === 1 ? 'a problem' : `${problems.length} problems`;
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>This page's content has ${count}</title>
    <link rel="icon" href="data:," />
    <script type="module" src="/@vite/client"></script>
    <style>
      body { margin: 0; font: 16px/1.5 system-ui, sans-serif; color: #1c2330; background: #f6f7f9; }
      main { max-width: 46rem; margin: 3rem auto; padding: 0 1.25rem; }
      h1 { font-size: 1.5rem; margin: 0 0 0.5rem; }
      ul { list-style: none; padding: 0; display: grid; gap: 1rem; }
      li { background: #fff; border: 1px solid #d5d9e0; border-left: 4px solid #b42318; border-radius: 6px; padding: 1rem 1.25rem; }
      li p { margin: 0.25rem 0; }
      .where { color: #4b5565; font-size: 0.9375rem; }
    </style>
  </head>
  <body>
    <main>
      <h1>This page's content has ${count}</h1>
      <p>Fix it in the file named below and save: this page reloads by itself. Every other page keeps working.</p>
      <ul>
${items}
      </ul>
    </main>
  </body>
</html>
`;
}
