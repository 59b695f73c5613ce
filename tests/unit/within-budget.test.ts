import { describe, expect, it } from 'vitest';
import { withinBudget } from '../../scripts/images/within-budget.ts';

/** Runs the items as withinBudget hands them out, recording how many and how much ran at once. */
async function run(weights: number[], limit: number, budget: number) {
  let running = 0;
  let weight = 0;
  const seen = { most: 0, heaviest: 0, done: [] as number[], alone: [] as number[] };
  await withinBudget(
    weights.map((w, i) => ({ i, w })),
    { limit, budget, weightOf: (item) => item.w },
    async ({ i, w }) => {
      running++;
      weight += w;
      seen.most = Math.max(seen.most, running);
      if (w <= budget) seen.heaviest = Math.max(seen.heaviest, weight);
      if (w > budget && running === 1) seen.alone.push(i);
      await new Promise((resolve) => setTimeout(resolve, 5 + (i % 3)));
      running--;
      weight -= w;
      seen.done.push(i);
    },
  );
  return seen;
}

describe('work within a budget', () => {
  it('runs every item, never more at once than the limit nor more weight than the budget', async () => {
    const weights = [10, 10, 10, 10, 45, 50, 5, 5, 5, 5, 5, 5, 30, 20];
    const seen = await run(weights, 4, 60);
    expect(seen.done.sort((a, b) => a - b)).toEqual(weights.map((_, i) => i));
    expect(seen.most).toBe(4);
    expect(seen.heaviest).toBeLessThanOrEqual(60);
  });

  it('runs an item heavier than the whole budget alone', async () => {
    const seen = await run([5, 500, 5, 5], 4, 100);
    expect(seen.alone).toEqual([1]);
    expect(seen.done).toHaveLength(4);
  });

  it('stops at the first failure and starts nothing after it', async () => {
    const started: number[] = [];
    const failing = withinBudget([0, 1, 2, 3, 4], { limit: 1, budget: 10, weightOf: () => 1 }, async (i) => {
      started.push(i);
      if (i === 1) throw new Error('picture 1 is damaged');
    });
    await expect(failing).rejects.toThrow('picture 1 is damaged');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(started).toEqual([0, 1]);
  });

  it('finishes at once with nothing to do', async () => {
    await expect(
      withinBudget([], { limit: 2, budget: 1, weightOf: () => 1 }, async () => undefined),
    ).resolves.toBeUndefined();
  });
});
