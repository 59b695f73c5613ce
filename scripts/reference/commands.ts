import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { GENERATED_NOTE, tableCell } from './markdown.ts';

/**
 * What each npm script is for, in one line. package.json cannot hold comments, so the lines live
 * here; a script without one (or a line for a script that is gone) stops `npm run generate`, so the
 * reference never leaves a command out.
 */
const PURPOSES: Record<string, string> = {
  start: 'Installs what is missing, builds every page against the form stand-in and serves the site.',
  dev: 'The development server: every page rendered on request, reloaded on every change.',
  edit: 'The browser editor; `-- --team` starts team mode.',
  'editor:user': "Team mode's people: invitations, the list, removal and the sites each person edits.",
  review: "The review page's before and after for a range of commits, a branch or the uncommitted changes, read-only.",
  build: 'Checks the content and builds every website, rendering only the pages whose inputs changed.',
  due: "Says whether an entry's publish time came in the last minutes (`-- --within 30`): the scheduled workflow's check.",
  'build:local': 'The build, with the quote form pointed at the local form stand-in.',
  'build:engine':
    "Builds the engine's fixture site (tests/fixtures/engine-site) into .build/engine-site/, for its browser tests.",
  serve: 'Serves the build like a static host, with the form stand-in.',
  validate: 'Checks every content file and explains each problem.',
  generate: 'Writes the generated code and references.',
  'generate:check': 'Fails when a generated file is stale.',
  typecheck: 'Checks the types of the whole project.',
  lint: 'ESLint over the whole project, no warnings allowed, import boundaries included.',
  format: "Prettier writes the code's layout.",
  'format:check': "Prettier checks the code's layout.",
  test: 'Installs what is missing (packages, Chromium, openssl), then runs every check and test.',
  'test:all': 'Every check and test, in the order CI runs them.',
  'test:engine': "The engine's tests, unit and browser, against its fixture site, whatever site-content/ holds.",
  'test:content': "The specification's checks of the studio's site and demos in site-content/, unit and browser.",
  'test:unit': "The unit tests (vitest), the engine's and the content's.",
  'test:e2e': "The browser tests (Playwright in Chromium): the content's, then the engine's on its fixture site.",
  'test:e2e:engine': "The engine's browser tests, against the fixture site's build (npm run build:engine first).",
  'test:e2e:content': 'The browser tests of the built site-content/ (npm run build:local first) and of the editor.',
  benchmark: 'Measures JavaScript, page weight, build time and memory; Lighthouse on request.',
  'new:block': 'Scaffolds a new block type.',
  thumbnails: "Photographs each demo's first screen for the studio's demo cards.",
};

/** The file a script runs, when it runs one of the project's own (`tsx scripts/x.ts`, `node scripts/x.mjs`). */
function scriptFile(command: string): string | undefined {
  return command.match(/(?:tsx|node) (scripts\/\S+\.(?:ts|mjs))/)?.[1];
}

/** The comment a script file opens with (before its first import), without its comment marks. */
function openingComment(root: string, file: string): string | undefined {
  const text = readFileSync(join(root, file), 'utf8');
  const block = text.match(/^\/\*\*\n([\s\S]*?)\n \*\//)?.[1];
  const lines = block
    ? block.split('\n').map((line) => line.replace(/^ \* ?/, ''))
    : text
        .match(/^(?:\/\/.*\n)+/)?.[0]
        .trimEnd()
        .split('\n')
        .map((line) => line.replace(/^\/\/ ?/, ''));
  return lines?.join('\n');
}

/** docs/reference/commands.md: every npm script, what it runs, and what its file says of its options. */
export function commandsReference(root: string): string {
  const { scripts } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as {
    scripts: Record<string, string>;
  };
  const undescribed = Object.keys(scripts).filter((name) => !PURPOSES[name]);
  const gone = Object.keys(PURPOSES).filter((name) => !(name in scripts));
  if (undescribed.length || gone.length)
    throw new Error(
      `scripts/reference/commands.ts: describe ${undescribed.join(', ') || 'nothing new'}; drop ${gone.join(', ') || 'nothing'}.`,
    );
  const rows = Object.entries(scripts).map(
    ([name, command]) => `| \`npm run ${name}\` | ${tableCell(PURPOSES[name])} | \`${tableCell(command)}\` |`,
  );
  const details = Object.entries(scripts).flatMap(([name, command]) => {
    const file = scriptFile(command);
    const comment = file && existsSync(join(root, file)) ? openingComment(root, file) : undefined;
    return comment ? [`## npm run ${name}`, '', `From [${file}](../../${file}):`, '', '```', comment, '```', ''] : [];
  });
  return [
    '# Commands',
    '',
    GENERATED_NOTE('package.json and the scripts it runs'),
    '',
    'Options follow `--`, as in `npm run build -- --site joes`.',
    '',
    '| command | what it does | runs |',
    '| --- | --- | --- |',
    ...rows,
    '',
    ...details,
  ].join('\n');
}
