/**
 * Team mode as a studio starts it: `npm run edit -- --team` on a copy of the
 * content in its own git repository, with a folder to publish into, and
 * (optionally) a bare repository on disk as the remote "origin".
 */
import { execFileSync, spawn } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test as base, expect, type Browser, type Locator, type Page } from '@playwright/test';
import type { Server } from 'node:http';
import { PROJECT_ROOT as ROOT } from '../../../scripts/paths.ts';
import { editorReady } from './editor-ready.ts';
import { startStaticServer } from '../../../scripts/serve';

export interface TeamServer {
  url: string;
  /** Where a test serves PUBLISH_DIR, given to the editor as PUBLISH_URL. */
  liveUrl: string;
  content: string;
  /** The bare remote, when there is one. */
  remote?: string;
  publishDir: string;
  env: NodeJS.ProcessEnv;
  /** Everything the server printed so far. */
  output: () => string;
  stop: () => void;
}

export const git = (cwd: string, ...args: string[]) =>
  execFileSync('git', args, {
    cwd,
    encoding: 'utf8',
    env: {
      ...process.env,
      GIT_AUTHOR_NAME: 'Dev',
      GIT_AUTHOR_EMAIL: 'dev@example.com',
      GIT_COMMITTER_NAME: 'Dev',
      GIT_COMMITTER_EMAIL: 'dev@example.com',
    },
  });

/**
 * Starts team mode. `editorPort` and `livePort` are the worker's own ports
 * (the editor's preview listener takes the port after `editorPort`).
 */
export async function startTeamServer(options: {
  remote: boolean;
  editorPort: number;
  livePort: number;
  /** Who must sign in in two steps; "optional" where a test is about something else than signing in. */
  twoStep?: 'admins' | 'everyone' | 'optional';
}): Promise<TeamServer> {
  const parent = mkdtempSync(join(tmpdir(), 'team-e2e-'));
  const project = join(parent, 'project');
  const content = join(project, 'site-content');
  const remote = options.remote ? join(parent, 'remote.git') : undefined;
  cpSync(join(ROOT, 'site-content'), content, { recursive: true });
  git(project, 'init', '--quiet', '-b', 'main');
  git(project, 'add', '.');
  git(project, 'commit', '--quiet', '-m', 'Start');
  if (remote) {
    git(parent, 'init', '--quiet', '--bare', '-b', 'main', remote);
    git(project, 'remote', 'add', 'origin', remote);
    git(project, 'push', '--quiet', 'origin', 'main');
  }
  const liveUrl = `http://127.0.0.1:${options.livePort}`;
  const env = {
    ...process.env,
    PUBLISH_URL: liveUrl,
    SITE_CONTENT_DIR: content,
    EDITOR_PORT: String(options.editorPort),
    EDITOR_DATA_DIR: join(parent, 'data'),
    PUBLISH_DIR: join(parent, 'public'),
    EDITOR_TWO_STEP: options.twoStep ?? 'optional',
  };
  const child = spawn('npm', ['run', 'edit', '--', '--team'], {
    cwd: ROOT,
    env,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output = await editorReady(child);
  return {
    url: `http://127.0.0.1:${options.editorPort}`,
    liveUrl,
    content,
    remote,
    publishDir: env.PUBLISH_DIR,
    env,
    output,
    stop: () => {
      process.kill(-child.pid!, 'SIGTERM');
      rmSync(parent, { recursive: true, force: true });
    },
  };
}

/** The one-time invitation address `npm run editor:user -- invite` prints. */
export function invite(team: TeamServer, email: string, sites: string, ...flags: string[]): string {
  const out = execFileSync('npm', ['run', '-s', 'editor:user', '--', 'invite', email, '--sites', sites, ...flags], {
    cwd: ROOT,
    env: team.env,
    encoding: 'utf8',
  });
  return out.trim().split('\n').at(-1)!;
}

/** A new person, invited by `npm run editor:user`, who accepts and is signed in in a page of their own. */
export async function person(browser: Browser, team: TeamServer, email: string, sites: string, ...flags: string[]) {
  const page = await browser.newPage({ baseURL: team.url });
  await page.goto(invite(team, email, sites, ...flags));
  await page.getByLabel('Name').fill(email.split('@')[0]);
  await page.getByLabel('Password').fill(`${email.length} lanterns at sea`);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByRole('complementary', { name: 'Team' })).toBeVisible({ timeout: 30_000 });
  return page;
}

export async function signIn(page: Page, email: string, password: string) {
  await page.goto('/sign-in');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('complementary', { name: 'Team' })).toBeVisible({ timeout: 30_000 });
}

/**
 * Playwright's test with one team server per worker, on ports of the worker's
 * own: the editor at EDITOR_PORT + `editorOffset` + twice the worker's number
 * (its preview listener takes the next), the live site at EDITOR_PORT +
 * `liveOffset` + the worker's number. `afterStop` reads what the server printed.
 */
export function teamTest(options: {
  remote: boolean;
  editorOffset: number;
  liveOffset: number;
  twoStep?: 'admins' | 'everyone' | 'optional';
  afterStop?: (output: string) => void;
}) {
  return base.extend<object, { team: TeamServer }>({
    team: [
      async ({}, use, workerInfo) => {
        const port = Number(process.env.EDITOR_PORT ?? 5190);
        const team = await startTeamServer({
          remote: options.remote,
          twoStep: options.twoStep,
          editorPort: port + options.editorOffset + 2 * workerInfo.parallelIndex,
          livePort: port + options.liveOffset + workerInfo.parallelIndex,
        });
        await use(team);
        team.stop();
        options.afterStop?.(team.output());
      },
      { scope: 'worker', timeout: 90_000 },
    ],
    baseURL: async ({ team }, use) => use(team.url),
  });
}

/**
 * Follows "View the live site" with PUBLISH_DIR served at the live address,
 * as `npm run serve` would: the tab opens `address` and shows `text`.
 */
export async function seeLive(page: Page, link: Locator, team: TeamServer, address: string, text: string) {
  const live: Server = await startStaticServer(Number(new URL(team.liveUrl).port), '127.0.0.1', team.publishDir);
  try {
    const [tab] = await Promise.all([page.context().waitForEvent('page'), link.click()]);
    await expect(tab).toHaveURL(address);
    await expect(tab.getByText(text).first()).toBeVisible();
    await tab.close();
  } finally {
    await new Promise((done) => live.close(done));
  }
}

/** Saves one file through the editor's own save, from its page (with its token), as the form's Save does; answers the status. */
export function saveFromPage(page: Page, doc: { file: string; version: string; data: unknown }): Promise<number> {
  return page.evaluate(
    async ([body]) => {
      const token = document.querySelector('meta[name="editor-token"]')?.getAttribute('content') ?? '';
      const answer = await fetch('/api/save', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'X-Editor-Token': token },
        body: JSON.stringify(body),
      });
      return answer.status;
    },
    [{ docs: [doc] }] as const,
  );
}
