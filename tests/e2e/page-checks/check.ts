/**
 * A check that holds on every page the site serves. Each once ran as a test of
 * its own per page and width, loading the page again each time; now one test
 * per page and width loads it once (../every-page.spec.ts) and runs every check
 * that applies as a step, in the order of ./index.ts. A check asserts with
 * `expect.soft`, so one finding does not hide the others on the same page.
 */
import type { Page, Response } from '@playwright/test';
import type { SiteRoute } from '../support/every-route.ts';

export interface PageVisit {
  page: Page;
  /** The page's address, its name in titles, and whether it is the not-found page. */
  site: SiteRoute;
  width: number;
  /** The answer the first load got. */
  response: Response;
  /** The console's errors and warnings so far (the test fails on any it did not expect, ../fixtures.ts). */
  console: readonly string[];
}

export interface PageCheck {
  /** What holds, as the step's title says it. */
  title: string;
  /** Whether the check holds on this page at this width (by default: everywhere). */
  applies?: (visit: Pick<PageVisit, 'site' | 'width'>) => boolean;
  run: (visit: PageVisit) => Promise<void>;
}

/** For checks made for one width: a phone (375 px) or a laptop (1280 px). */
export const atWidth =
  (width: number) =>
  ({ width: at }: Pick<PageVisit, 'width'>) =>
    at === width;
