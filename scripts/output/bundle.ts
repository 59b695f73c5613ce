/**
 * One Vite bundle of the build, as a step of its own (./step.ts):
 *   tsx scripts/output/bundle.ts client <outDir>
 *   tsx scripts/output/bundle.ts server <outDir>
 * The bundler holds hundreds of MB (module graphs, its native heap) and keeps
 * much of it after it finishes; in the build's own process all of it would
 * still be there while the pages are prerendered.
 */
import { join } from 'node:path';
import { build } from 'vite';
import { PROJECT_ROOT } from '../paths.ts';
import { finishStep } from './step.ts';

async function bundle(kind: string | undefined, outDir: string | undefined): Promise<void> {
  if ((kind !== 'client' && kind !== 'server') || !outDir)
    throw new Error('Usage: tsx scripts/output/bundle.ts client|server <outDir>');
  const quiet = { logLevel: 'warn' as const, configFile: join(PROJECT_ROOT, 'vite.config.ts') };
  if (kind === 'client') {
    // The manifest (.vite/manifest.json, never served) maps source modules to chunks for the benchmark.
    await build({ ...quiet, build: { outDir, emptyOutDir: true, manifest: true } });
  } else {
    await build({ ...quiet, build: { ssr: 'src/entry-server.tsx', outDir, emptyOutDir: true } });
  }
}

finishStep(bundle(process.argv[2], process.argv[3]));
