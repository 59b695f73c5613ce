// Makes a fresh machine ready: npm packages, and (with --browser) a Chromium
// for the browser tests. Plain JavaScript with no dependencies, because it runs
// before anything is installed. Safe to run again: it skips what is there.
import { execSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';

const run = (command) => execSync(command, { stdio: 'inherit' });
const root = new URL('..', import.meta.url).pathname;

const lock = `${root}package-lock.json`;
const installed = `${root}node_modules/.package-lock.json`;
if (!existsSync(installed) || statSync(installed).mtimeMs < statSync(lock).mtimeMs) {
  console.log('Installing npm packages (npm ci)...');
  run(`cd "${root}" && npm ci --no-audit --no-fund`);
}

if (process.argv.includes('--browser')) {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].filter(Boolean);
  if (!candidates.some((path) => existsSync(path))) {
    // Playwright cannot download its own browser here, so Debian's Chromium is used.
    console.log('Installing Chromium for the browser tests (apt-get install chromium)...');
    const sudo = process.getuid?.() === 0 ? '' : 'sudo ';
    run(`${sudo}apt-get update -qq && ${sudo}apt-get install -y -qq chromium`);
  }
}
