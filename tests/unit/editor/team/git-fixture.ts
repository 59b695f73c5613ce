import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

/** A temporary folder, removed by the returned function. */
export function tempDir(prefix = 'team-'): { dir: string; remove: () => void } {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

export function git(cwd: string, ...args: string[]): string {
  return execFileSync('git', args, {
    cwd,
    encoding: 'utf8',
    env: {
      ...process.env,
      GIT_AUTHOR_NAME: 'Studio',
      GIT_AUTHOR_EMAIL: 'studio@example.com',
      GIT_COMMITTER_NAME: 'Studio',
      GIT_COMMITTER_EMAIL: 'studio@example.com',
    },
  });
}

export function write(root: string, file: string, text: string): void {
  mkdirSync(dirname(join(root, file)), { recursive: true });
  writeFileSync(join(root, file), text);
}

export const SERVICES = {
  path: '/services',
  title: 'Services',
  description: 'Cuts, color and care at the salon, with a price for every visit.',
  blocks: [
    { type: 'hero', heading: 'Cuts and color' },
    {
      type: 'pricing',
      heading: 'Salon packages',
      tiers: [
        { name: 'Cut & Style', price: '$65', features: ['Wash and style'], ctaLink: '~/' },
        { name: 'Color & Cut', price: '$135', features: ['Color and cut'], ctaLink: '~/' },
      ],
    },
  ],
};

/**
 * A working repository holding two small sites (salon, hvac), and a bare
 * repository on disk as its remote "origin" with the first commit pushed.
 */
export function contentRepository(root: string): { work: string; remote: string } {
  const remote = join(root, 'remote.git');
  const work = join(root, 'work');
  mkdirSync(work, { recursive: true });
  git(root, 'init', '--quiet', '--bare', '-b', 'main', remote);
  git(work, 'init', '--quiet', '-b', 'main');
  git(work, 'config', 'user.name', 'Local Studio');
  git(work, 'config', 'user.email', 'local@example.com');
  write(
    work,
    'demos/salon/site.json',
    `${JSON.stringify({ name: 'Urban Style Salon', basePath: '/demo-salon' }, null, 2)}\n`,
  );
  write(work, 'demos/salon/pages/services.json', `${JSON.stringify(SERVICES, null, 2)}\n`);
  write(
    work,
    'demos/salon/pages/home.json',
    `${JSON.stringify({ path: '/', blocks: [{ type: 'hero', heading: 'Welcome' }] }, null, 2)}\n`,
  );
  write(work, 'demos/hvac/site.json', `${JSON.stringify({ name: 'Cool Air', basePath: '/demo-hvac' }, null, 2)}\n`);
  write(
    work,
    'demos/hvac/pages/home.json',
    `${JSON.stringify({ path: '/', blocks: [{ type: 'hero', heading: 'Cool' }] }, null, 2)}\n`,
  );
  git(work, 'add', '.');
  git(work, 'commit', '--quiet', '-m', 'Start');
  git(work, 'remote', 'add', 'origin', remote);
  git(work, 'push', '--quiet', '-u', 'origin', 'main');
  return { work, remote };
}

/** The same data with one price changed, as the editor would save it. */
export function withPrice(price: string): string {
  const data = structuredClone(SERVICES);
  data.blocks[1].tiers![1].price = price;
  return `${JSON.stringify(data, null, 2)}\n`;
}

/** A developer's commit made with their own git, outside the editor: their machine's name and email, their own subject. */
export const DEVELOPER = 'jo <jo@jos-macbook.local>';

export function developerCommit(work: string, file: string, text: string, subject: string): void {
  write(work, file, text);
  git(work, 'add', '--', file);
  git(work, 'commit', '--quiet', '-m', subject, `--author=${DEVELOPER}`);
}
