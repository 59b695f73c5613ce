import type { SourceFile } from './load.ts';
import type { Segment } from './locate.ts';
import type { Report } from './routes.ts';

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
 * A block type's own rules: what its schema cannot say about one section,
 * written in the block's folder (src/blocks/<type>/rules.ts) and found through
 * the index `npm run generate` writes (src/blocks/rules.generated.ts). Sections
 * reach their rules only when the schema found nothing wrong in them, but every
 * value is still read defensively. A rule imports no React: it is content code.
 */
export type BlockRules = (block: Record<string, unknown>, at: SectionAt) => void;
