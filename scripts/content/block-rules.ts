import type { SourceFile } from './load.ts';
import type { Segment } from './locate.ts';
import type { ReadableSite } from './readable.ts';
import type { Report, Website } from './routes.ts';

/** Where a section is, for its block type's rules. */
export interface SectionAt {
  file: SourceFile;
  /** The section's path in its page document, e.g. ["blocks", 2]. */
  path: Segment[];
  /** The data of the site.json of the page's site, when it parsed. */
  site: unknown;
  report: Report;
}

/**
 * A block type's own rules: what its schema cannot say, written in the block's
 * folder (src/blocks/<type>/rules.ts) and found through the index `npm run
 * generate` writes (src/blocks/rules.generated.ts). A rule is content code: it
 * imports no React, and reads every value defensively.
 */
export interface BlockRules {
  /** Each section of this type whose schema found nothing wrong in it. */
  section?: (block: Record<string, unknown>, at: SectionAt) => void;
  /**
   * The links a section makes without their being written, such as a button's default address,
   * each with its place in the section. They are checked as written links are.
   */
  impliedLinks?: (block: Record<string, unknown>) => [href: string, path: Segment[]][];
  /** Each site checked in depth, for rules across its pages and its website's addresses. */
  site?: (entry: ReadableSite, website: Website, report: Report) => void;
}
