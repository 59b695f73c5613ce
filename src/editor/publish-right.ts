/**
 * How a person's changes to a site go live, as the studio sets it per person
 * and site: at once, only after someone who may publish has looked (review
 * before publish), or at once with the studio told, so it can look afterwards.
 *
 * An account keeps one choice per site it names (`publishing`), and two flags
 * (`publish`, `tellStudio`) for every other site: each site of an "all sites"
 * grant, and a site given later. Accounts made before the choice was per site
 * have only the flags; they are read as the same choice on each of the
 * person's sites (accounts.ts). Admins always publish.
 */
export type PublishRight = 'publish' | 'ask' | 'tell';

export const PUBLISH_RIGHTS: readonly PublishRight[] = ['publish', 'ask', 'tell'];

export const PUBLISH_RIGHT_WORDS: Record<PublishRight, string> = {
  publish: 'May publish',
  ask: 'Must ask for review',
  tell: 'May publish; the studio is told',
};

/** The choices a person has for their sites, by site id. */
export type SiteRights = Partial<Record<string, PublishRight>>;

interface Flags {
  admin: boolean;
  publish: boolean;
  tellStudio?: boolean;
}

/** The person's choice for sites without one of their own. */
export function publishRightOf({ admin, publish, tellStudio }: Flags): PublishRight {
  if (admin) return 'publish';
  if (!publish) return 'ask';
  return tellStudio ? 'tell' : 'publish';
}

/** The person's choice for one site: the site's own, else the one for every other site. */
export function publishRightOn(entry: Flags & { publishing?: SiteRights }, site: string): PublishRight {
  if (entry.admin) return 'publish';
  // Only a site's own entry counts: "constructor" names no site of the person's.
  const own = entry.publishing && Object.hasOwn(entry.publishing, site) ? entry.publishing[site] : undefined;
  return isPublishRight(own) ? own : publishRightOf(entry);
}

/** Whether the person may put this site's changes live themselves (told or not). */
export const mayPublishOn = (entry: Flags & { publishing?: SiteRights }, site: string) =>
  publishRightOn(entry, site) !== 'ask';

export const flagsOf = (right: PublishRight) => ({ publish: right !== 'ask', tellStudio: right === 'tell' });

export function isPublishRight(value: unknown): value is PublishRight {
  return typeof value === 'string' && (PUBLISH_RIGHTS as readonly string[]).includes(value);
}
