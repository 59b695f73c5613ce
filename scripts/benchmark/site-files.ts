/**
 * Reading a built site for the benchmark: its pages, and the gzipped size of
 * any file, each file compressed once however many pages share it.
 */
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromeIslandModules, wakingChunks, type BuildManifest } from './island-chunks.ts';

export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

export class BuiltSite {
  private readonly gzipped = new Map<string, number>();
  private chunks?: { manifest: BuildManifest; chrome: Map<string, string> };

  constructor(readonly dir: string) {}

  /** Every HTML page, as [route, file]; "/404.html" stays as it is named. */
  pages(): { route: string; file: string }[] {
    const walk = (dir: string): string[] =>
      readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
        const path = join(dir, entry.name);
        if (entry.isDirectory()) return entry.name === 'assets' || entry.name === 'media' ? [] : walk(path);
        return entry.name.endsWith('.html') ? [path] : [];
      });
    return walk(this.dir)
      .map((file) => ({ route: `/${relative(this.dir, file).replace(/(^|\/)index\.html$/, '')}`, file }))
      .sort((a, b) => a.route.localeCompare(b.route));
  }

  /** A site address ("/assets/x.js") as a file path. */
  file(url: string): string {
    return join(this.dir, url);
  }

  gzipSize(url: string): number {
    let size = this.gzipped.get(url);
    if (size === undefined) {
      size = gzipSync(readFileSync(this.file(url))).length;
      this.gzipped.set(url, size);
    }
    return size;
  }

  size(url: string): number {
    return statSync(this.file(url)).size;
  }

  /** Every JavaScript file the site ships, as addresses. */
  scripts(): string[] {
    return readdirSync(join(this.dir, 'assets'))
      .filter((name) => name.endsWith('.js'))
      .map((name) => `/assets/${name}`);
  }

  /** The chunks a page's islands load before interaction, read from the build manifest (scripts/build.ts writes it). */
  wakingChunks(html: string): string[] {
    if (!this.chunks) {
      const file = join(this.dir, '.vite', 'manifest.json');
      if (!existsSync(file))
        throw new Error(`${file} is missing, so island scripts cannot be counted: build again with \`npm run build\`.`);
      this.chunks = {
        manifest: JSON.parse(readFileSync(file, 'utf8')) as BuildManifest,
        chrome: chromeIslandModules(),
      };
    }
    return wakingChunks(html, this.chunks.manifest, this.chunks.chrome);
  }
}
