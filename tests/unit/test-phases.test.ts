import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PROJECT_ROOT } from '../../scripts/paths.ts';
import { PHASES, runPhases, timesTable } from '../../scripts/test-phases.ts';

describe('the test phases', () => {
  it('run in order and stop at the first that fails, timing each one run', () => {
    const ran: string[] = [];
    const times = runPhases(PHASES, (script) => (ran.push(script), script === 'test:unit' ? 1 : 0));
    expect(ran).toEqual(['validate', 'typecheck', 'lint', 'generate:check', 'test:unit']);
    expect(times.map(({ passed }) => passed)).toEqual([true, true, true, true, false]);
    expect(times.every(({ seconds }) => seconds >= 0)).toBe(true);
  });

  it('print one line per phase, mark the failed one and add the total', () => {
    const table = timesTable([
      { name: 'validate', seconds: 12, passed: true },
      { name: 'e2e', seconds: 1201.4, passed: false },
    ]);
    expect(table.split('\n')).toEqual([
      'Time per phase (minutes:seconds):',
      '  validate  0:12',
      '  e2e       20:01  failed',
      '  total     20:13',
    ]);
  });

  it('name only scripts that exist, and CI runs them through npm test', () => {
    const { scripts } = JSON.parse(readFileSync(join(PROJECT_ROOT, 'package.json'), 'utf8')) as {
      scripts: Record<string, string>;
    };
    for (const [, script] of PHASES) expect(Object.keys(scripts)).toContain(script);
    expect(scripts['test:all']).toBe('tsx scripts/test-phases.ts');
    expect(scripts.test).toMatch(/npm run test:all$/);
    expect(readFileSync(join(PROJECT_ROOT, '.ci', 'run'), 'utf8')).toMatch(/^npm test$/m);
  });
});
