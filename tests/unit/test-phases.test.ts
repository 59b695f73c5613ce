import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PROJECT_ROOT } from '../../scripts/paths.ts';
import { PHASES, runPhases, timesTable } from '../../scripts/test-phases.ts';

describe('the test phases', () => {
  it('run step by step, the quick checks side by side, and stop after the first step with a failure, timing each phase run', async () => {
    const ran: string[] = [];
    const alone: string[] = [];
    const times = await runPhases(PHASES, async (script, isAlone) => {
      ran.push(script);
      if (isAlone) alone.push(script);
      return script === 'test:unit' ? 1 : 0;
    });
    expect(ran.slice(0, -1).sort()).toEqual(['format:check', 'generate:check', 'lint', 'typecheck', 'validate']);
    expect(ran.at(-1)).toBe('test:unit');
    // Only a phase that runs alone prints as it goes: the unit tests' progress is seen live.
    expect(alone).toEqual(['test:unit']);
    expect(times.map(({ passed }) => passed)).toEqual([true, true, true, true, true, false]);
    expect(times.every(({ seconds }) => seconds >= 0)).toBe(true);
  });

  it('run no more phases of a step at once than there are lanes', async () => {
    let running = 0;
    let most = 0;
    await runPhases(
      PHASES.slice(0, 1),
      async () => {
        most = Math.max(most, ++running);
        await new Promise((done) => setTimeout(done, 5));
        running--;
        return 0;
      },
      2,
    );
    expect(most).toBe(2);
  });

  it('stop after a step in which one phase of several fails, once the others end', async () => {
    const ran: string[] = [];
    const times = await runPhases(PHASES, async (script) => (ran.push(script), script === 'lint' ? 2 : 0));
    expect(ran).not.toContain('test:unit');
    expect(times).toHaveLength(PHASES[0].length);
    expect(times.filter(({ passed }) => !passed).map(({ name }) => name)).toEqual(['lint']);
  });

  it('print one line per phase, mark the failed one and those side by side, and count a step once in the total', () => {
    const table = timesTable([
      { name: 'validate', seconds: 12, passed: true, step: 0 },
      { name: 'lint', seconds: 50, passed: true, step: 0 },
      { name: 'e2e', seconds: 1201.4, passed: false, step: 1 },
    ]);
    expect(table.split('\n')).toEqual([
      'Time per phase (minutes:seconds):',
      '  validate  0:12  (side by side)',
      '  lint      0:50  (side by side)',
      '  e2e       20:01  failed',
      '  total     20:51',
    ]);
  });

  it('name only scripts that exist, and CI runs them through npm test', () => {
    const { scripts } = JSON.parse(readFileSync(join(PROJECT_ROOT, 'package.json'), 'utf8')) as {
      scripts: Record<string, string>;
    };
    for (const [, script] of PHASES.flat()) expect(Object.keys(scripts)).toContain(script);
    expect(scripts['test:all']).toBe('tsx scripts/test-phases.ts');
    expect(scripts.test).toMatch(/npm run test:all$/);
    expect(readFileSync(join(PROJECT_ROOT, '.ci', 'run'), 'utf8')).toMatch(/^npm test$/m);
  });
});
