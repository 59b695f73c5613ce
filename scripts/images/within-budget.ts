/**
 * Runs `work` over `items`, at most `limit` at a time and, besides, only as
 * many at once as their weights fit in `budget`; an item heavier than the
 * whole budget runs alone. The build weighs each picture variant by the
 * pixels of its original, which is what decoding it costs in memory: many
 * cores may then encode many small photos at once, but never several
 * 50-megapixel ones.
 */
export function withinBudget<T>(
  items: readonly T[],
  { limit, budget, weightOf }: { limit: number; budget: number; weightOf: (item: T) => number },
  work: (item: T) => Promise<void>,
): Promise<void> {
  return new Promise((resolve, reject) => {
    let next = 0;
    let running = 0;
    let weight = 0;
    let failed = false;
    const fail = (error: unknown) => {
      failed = true;
      reject(error);
    };
    const start = () => {
      if (failed) return;
      if (next === items.length && running === 0) return resolve();
      while (next < items.length && running < limit) {
        const item = items[next];
        let itemWeight: number;
        try {
          itemWeight = weightOf(item);
        } catch (error) {
          return fail(error);
        }
        if (running > 0 && weight + itemWeight > budget) break;
        next++;
        running++;
        weight += itemWeight;
        Promise.resolve(item)
          .then(work)
          .then(() => {
            running--;
            weight -= itemWeight;
            start();
          }, fail);
      }
    };
    start();
  });
}
