/**
 * Loaded with `--import` into a build (its threads and child processes
 * inherit it): notes in the file CONTENT_READS_LOG every time a content
 * document (a .json file under CONTENT_READS_DIR) is read, and every time a
 * text read from one is given to JSON.parse, one line each, "read <file>" or
 * "parse <file>". Plain JavaScript: Node 20 starts a thread's `--import`
 * modules before any TypeScript loader is registered in it.
 */
import fs, { appendFileSync } from 'node:fs';
import { syncBuiltinESMExports } from 'node:module';
import { resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const log = process.env.CONTENT_READS_LOG;
const contentDir = process.env.CONTENT_READS_DIR;

if (log && contentDir) {
  const inside = `${resolve(contentDir)}${sep}`;
  const note = (what, file) => appendFileSync(log, `${what} ${file}\n`);
  /** The texts this thread read, with the file each came from. */
  const texts = new Map();

  const readFileSync = fs.readFileSync;
  fs.readFileSync = function (...args) {
    const result = readFileSync.apply(this, args);
    const [path] = args;
    const file = path instanceof URL ? fileURLToPath(path) : typeof path === 'string' ? resolve(path) : undefined;
    if (file?.startsWith(inside) && file.endsWith('.json')) {
      note('read', file);
      texts.set(String(result), file);
    }
    return result;
  };
  syncBuiltinESMExports();

  const parse = JSON.parse;
  JSON.parse = function (text, reviver) {
    const file = typeof text === 'string' ? texts.get(text) : undefined;
    if (file) note('parse', file);
    return parse(text, reviver);
  };
}
