// Makes a fresh machine ready: npm packages, and (with --browser) a Chromium
// for the browser tests and openssl. Plain JavaScript with no dependencies, because it runs
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

/** Whether `command` is a program on the PATH. */
const onPath = (command) => {
  try {
    execSync(`command -v ${command}`, { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
};

if (process.argv.includes('--browser')) {
  const missing = [];
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].filter(Boolean);
  // Playwright cannot download its own browser here, so Debian's Chromium is used.
  if (!candidates.some((path) => existsSync(path))) missing.push('chromium');
  // The certificate of the HTTPS server the benchmark (and its tests) serve the site from.
  if (!onPath('openssl')) missing.push('openssl');
  if (missing.length > 0) {
    console.log(`Installing what the tests need (apt-get install ${missing.join(' ')})...`);
    const sudo = process.getuid?.() === 0 ? '' : 'sudo ';
    run(`${sudo}apt-get update -qq && ${sudo}apt-get install -y -qq ${missing.join(' ')}`);
  }
}
