import type { SiteImage } from '../protocol';
import type { FieldComment } from '../team/sent-back';
import type { LinkChoice } from '../site-links';
import type { JsonObject } from '../store/state';
import type { GallerySource } from './gallery-choices';
import type { ReferenceSource } from './reference-choices';

/** What the custom controls need to know about the site being edited. */
export interface EditorFormContext {
  siteId: string;
  /** Pages and sections of the site as link choices, each stored as "~/about", "~/about#team" or "#contact" and shown in words. */
  links: LinkChoice[];
  images: SiteImage[];
  /** Opens the picture picker; resolves with the chosen or uploaded picture and its alt text. */
  pickImage: (current?: { src?: string; alt?: string }) => Promise<{ image: SiteImage; alt: string } | undefined>;
  /** The site's collections and entries, for the fields that name an entry; a form without them has no such field. */
  references?: ReferenceSource;
  /** The site's pages and their galleries, for a featured section's pictures; a form without them has no such field. */
  galleries?: GallerySource;
  /** The whole value of the form, for a control that follows a field beside it (a featured section's pictures, its link). */
  formValue?: JsonObject;
  /** Moves the list entry at `entryPath` (["items", 5]) to position `to` of its list. */
  moveEntry: (entryPath: (string | number)[], to: number) => void;
  /** A reviewer's comments, by the id of the field each names (DocumentForm fills it from its `comments`). */
  fieldComments?: Record<string, FieldComment>;
}
