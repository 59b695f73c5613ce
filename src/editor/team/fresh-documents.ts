import type { DocumentFile, SiteCollection, SiteFiles } from '../protocol';
import type { EditedDoc } from '../store/state';

/**
 * What to load into the editor after its site's files changed on the server
 * (a change taken back from History): every open file whose saved version
 * differs, except those with unsaved edits, which are `kept` as they are.
 */
export function freshDocuments(
  open: Record<string, EditedDoc>,
  site: SiteFiles & { collections?: SiteCollection[] },
  edited: (doc: EditedDoc) => boolean,
): { files: DocumentFile[]; kept: string[] } {
  const all = [
    site.site,
    ...(site.redirects ? [site.redirects] : []),
    ...site.pages,
    ...(site.collections ?? []).flatMap((c) => c.entries),
  ];
  const files: DocumentFile[] = [];
  const kept: string[] = [];
  for (const file of all) {
    const doc = open[file.file];
    if (doc && doc.version === file.version) continue;
    if (doc && edited(doc)) kept.push(file.file);
    else files.push(file);
  }
  return { files, kept };
}
