import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { describeShareCost, sharePictureSizes } from '../../scripts/benchmark/share-cost.ts';
import type { RunFigures } from '../../scripts/benchmark/measure-run.ts';

const dir = mkdtempSync(join(tmpdir(), 'share-sizes-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const run = (seconds: number): RunFigures => ({ seconds, lines: [], peakBytes: undefined, cpuSeconds: seconds * 1.5 });

describe('the share pictures in the benchmark', () => {
  it('are every share.png of the built folder, at any depth, and nothing else', () => {
    mkdirSync(join(dir, 'demo-x', 'about'), { recursive: true });
    writeFileSync(join(dir, 'share.png'), Buffer.alloc(300));
    writeFileSync(join(dir, 'demo-x', 'about', 'share.png'), Buffer.alloc(100));
    writeFileSync(join(dir, 'demo-x', 'hero.png'), Buffer.alloc(900));
    writeFileSync(join(dir, 'demo-x', 'not-share.png'), Buffer.alloc(900));
    expect(sharePictureSizes(dir)).toEqual([100, 300]);
  });

  it('cost the difference between a build that draws them and one that finds them cached', () => {
    const lines = describeShareCost(
      { pictures: 40, bytes: 40 * 51_200, medianBytes: 51_200, drawing: run(12.5), cached: run(4.5) },
      40,
    ).join('\n');
    expect(lines).toContain('40 pictures, 2000.0 KB in all (median 50.0 KB');
    expect(lines).toContain(
      'drawing them costs 8.0 s (200 ms a picture) and 12.0 s of processor time (300 ms a picture)',
    );
    expect(lines).toContain('12.5 s, 18.8 s of processor time');
  });
});
