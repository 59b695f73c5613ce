import type { SourceFile, SiteSource } from './load.ts';
import { isRecord, type Segment } from './locate.ts';

/**
 * A site as far as it could be read. Cross-file checks run on every document
 * that parsed, even one with schema errors, so a person sees broken links and
 * schema mistakes in the same run. `flawed` holds the paths the schema already
 * complained about: those values are not checked again.
 */
export interface ReadableSite {
  source: SiteSource;
  /** The site document, when it parsed. */
  site?: SourceFile;
  siteValid: boolean;
  /** The page documents that parsed. */
  pages: { source: SourceFile; valid: boolean }[];
  /** The entries that parsed, of collections with a known type, with their collection and slug. */
  entries: { source: SourceFile; collection: string; slug: string; valid: boolean }[];
  /** Some page of this site could not be read at all, so its address is unknown. */
  missingPages: boolean;
  flawed: Map<string, Segment[][]>;
}

/** True when the schema already reported something at `path` or inside it, or at one of its parents. */
export function isFlawed(site: ReadableSite, file: string, path: Segment[]): boolean {
  return (site.flawed.get(file) ?? []).some((bad) => {
    const n = Math.min(bad.length, path.length);
    return bad.slice(0, n).every((segment, i) => segment === path[i]);
  });
}

/** Visit every string under the given property names, with its path. */
export function eachString(
  value: unknown,
  keys: readonly string[],
  visit: (text: string, path: Segment[]) => void,
  path: Segment[] = [],
): void {
  if (Array.isArray(value)) value.forEach((item, i) => eachString(item, keys, visit, [...path, i]));
  else if (isRecord(value)) {
    for (const [key, child] of Object.entries(value)) {
      if (keys.includes(key) && typeof child === 'string') visit(child, [...path, key]);
      else eachString(child, keys, visit, [...path, key]);
    }
  }
}

export function text(record: unknown, key: string): string | undefined {
  return isRecord(record) && typeof record[key] === 'string' ? record[key] : undefined;
}

export function list(record: unknown, key: string): unknown[] {
  return isRecord(record) && Array.isArray(record[key]) ? record[key] : [];
}
