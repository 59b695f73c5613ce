import type { DocumentFile, SiteCollection, SiteFiles } from '../protocol';
import type { EditedDoc } from '../store/state';

/**
 * What to load into the editor after its site's files changed on the server
 * (a change taken back from History): every file of the site whose saved
 * version differs, except those with unsaved edits, which are `kept` as they
 * are. The site's answer holds only a summary of each entry, so an open entry
 * that moved is named in `entries`, to be read whole; entries not open are
 * read when they are opened.
 */
export function freshDocuments(
  open: Record<string, EditedDoc>,
  site: SiteFiles & { collections?: SiteCollection[] },
  edited: (doc: EditedDoc) => boolean,
): { files: DocumentFile[]; entries: string[]; kept: string[] } {
  const files: DocumentFile[] = [];
  const entries: string[] = [];
  const kept: string[] = [];
  const moved = (file: { file: string; version: string }, load: () => void) => {
    const doc = open[file.file];
    if (doc && doc.version === file.version) return;
    if (doc && edited(doc)) kept.push(file.file);
    else load();
  };
  for (const file of [site.site, ...(site.redirects ? [site.redirects] : []), ...site.pages]) {
    moved(file, () => files.push(file));
  }
  for (const entry of (site.collections ?? []).flatMap((collection) => collection.entries)) {
    if (open[entry.file]) moved(entry, () => entries.push(entry.file));
  }
  return { files, entries, kept };
}
