import { join } from 'node:path';

/**
 * Where the project keeps things: the one place every script, plugin and test
 * asks. Folders that a variable can move are read once, when this is imported.
 */

/** The project folder, with a trailing slash. */
export const PROJECT_ROOT = new URL('../', import.meta.url).pathname;

/** The content to build: site-content/, or another folder named by SITE_CONTENT_DIR (tests use that). */
export const CONTENT_DIR = process.env.SITE_CONTENT_DIR ?? join(PROJECT_ROOT, 'site-content');

/** The JSON Schemas every content file is checked against. */
export const SCHEMA_DIR = join(PROJECT_ROOT, 'schema/');

/** Where the built site is written and served from: dist/, or the folder named by OUT_DIR. */
export const DIST_DIR = process.env.OUT_DIR ?? join(PROJECT_ROOT, 'dist');

/** The folder of dist/ that holds each client site's own folder (dist/sites/<id>/), each published on its own domain. */
export const CLIENTS_FOLDER = 'sites';

/** The build's own working files: its lock and the server bundle (it finds react and friends in node_modules from here). */
export const BUILD_DIR = join(PROJECT_ROOT, '.build');

/** Caches kept between runs (node_modules is never committed, and `rm -rf node_modules` clears them). */
export const PICTURE_CACHE_DIR =
  process.env.PICTURE_CACHE_DIR ?? join(PROJECT_ROOT, 'node_modules', '.cache', 'pictures');
export const FONT_CACHE_DIR = join(PROJECT_ROOT, 'node_modules', '.cache', 'fonts');
export const EDITOR_VITE_CACHE_DIR = join(PROJECT_ROOT, 'node_modules', '.vite-editor');
/** The editor's page as team mode serves it, built once per change of its code (scripts/editor/editor-build.ts). */
export const EDITOR_BUILD_CACHE_DIR = join(PROJECT_ROOT, 'node_modules', '.cache', 'editor-build');

/** Pictures uploaded in the editor and waiting for the save that names them, one folder per content folder. */
export const PENDING_UPLOADS_DIR = join(PROJECT_ROOT, 'node_modules', '.cache', 'editor-uploads');
