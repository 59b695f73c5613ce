/**
 * `npm run review -- main..spring` as a developer meets it: a client's branch
 * with one price changed, the printed address opened, the page before and
 * after drawn by the site's components with the change marked, and nothing to
 * approve or send back.
 */
import { expect, test } from '@playwright/test';
import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { git } from './team-fixture';
import { expectColorAndCutMarked } from './review-marks';

const ROOT = join(import.meta.dirname, '../../..');
const SERVICES = 'demos/salon/pages/services.json';

/** Waits for the address the command prints, failing with its output if it stops or takes too long. */
function printedAddress(child: ChildProcess): Promise<string> {
  return new Promise((resolve, reject) => {
    let output = '';
    const timer = setTimeout(() => reject(new Error(`npm run review printed no address:\n${output}`)), 90_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const address = /^ {2}(http:\/\/\S+\/review\/salon\/range)$/m.exec(output)?.[1];
      if (address) {
        clearTimeout(timer);
        resolve(address);
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.on('exit', (code) => reject(new Error(`npm run review stopped (${code}):\n${output}`)));
  });
}

test('a branch with a new price, reviewed from the address npm run review prints', async ({ page }, workerInfo) => {
  test.setTimeout(180_000);
  const parent = mkdtempSync(join(tmpdir(), 'review-range-e2e-'));
  const content = join(parent, 'project', 'site-content');
  cpSync(join(ROOT, 'site-content/demos/salon'), join(content, 'demos/salon'), { recursive: true });
  git(content, 'init', '--quiet', '-b', 'main');
  git(content, 'add', '.');
  git(content, 'commit', '--quiet', '-m', 'Start');
  git(content, 'checkout', '--quiet', '-b', 'spring');
  const data = JSON.parse(readFileSync(join(content, SERVICES), 'utf8'));
  for (const block of data.blocks)
    for (const tier of block.tiers ?? []) if (tier.name === 'Color & Cut') tier.price = '$145';
  writeFileSync(join(content, SERVICES), `${JSON.stringify(data, null, 2)}\n`);
  git(content, 'commit', '--quiet', '-am', 'Spring prices');
  git(content, 'checkout', '--quiet', 'main');

  // Its own port: 150 and 155 are the preview-drafts test's editor and live site.
  const port = Number(process.env.EDITOR_PORT ?? 5190) + 160 + workerInfo.parallelIndex;
  const child = spawn('npm', ['run', 'review', '--', 'main..spring', '--port', String(port)], {
    cwd: ROOT,
    env: { ...process.env, SITE_CONTENT_DIR: content },
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  try {
    const address = await printedAddress(child);
    expect(address).toBe(`http://127.0.0.1:${port}/review/salon/range`);
    await page.goto(address);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Changes in main..spring');
    await expect(
      page
        .getByRole('listitem')
        .filter({ hasText: /^Salon › Services › Salon packages: price of the "Color & Cut" package \$135 → \$145$/ }),
    ).toBeVisible();
    await expect(page.getByText(/^Before \(main [0-9a-f]{7}\)$/)).toBeVisible();
    await expect(page.getByText(/^After \(spring [0-9a-f]{7}\)$/)).toBeVisible();
    await expectColorAndCutMarked(page);
    // A view, not a decision.
    await expect(page.getByRole('button', { name: 'Approve and publish' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Send back' })).toHaveCount(0);
    await expect(page.getByText(/nothing here is saved, approved or published/)).toBeVisible();
    expect(git(content, 'status', '--porcelain')).toBe('');
    expect(git(content, 'rev-parse', '--abbrev-ref', 'HEAD').trim()).toBe('main');
  } finally {
    // The command may have stopped by itself (its output is then the test's error): nothing is left to stop.
    if (child.exitCode === null && child.signalCode === null) process.kill(-child.pid!, 'SIGTERM');
    rmSync(parent, { recursive: true, force: true });
  }
});
