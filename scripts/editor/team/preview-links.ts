import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { JsonFile } from './data-store.ts';
import { hashToken, newToken, sameHash } from './tokens.ts';
import type { PreviewLink } from '../../../src/editor/protocol.ts';

export const PREVIEW_DAYS = 7;
/** Live links per site: enough for every client's reviewers, few enough to list at a glance. */
export const MAX_LINKS_PER_SITE = 20;
const DAY_MS = 24 * 60 * 60 * 1000;

/** A link as stored: what its people see, and the hash of its token (never the token). */
type StoredLink = PreviewLink & { tokenHash: string };

export class PreviewLimitError extends Error {
  constructor() {
    super(
      `This site has ${MAX_LINKS_PER_SITE} preview links open, the most it may. Revoke one you no longer need first.`,
    );
  }
}

/** Preview links: anyone with the address sees one site as saved, until it expires or is revoked. */
export class PreviewLinks {
  private readonly file: JsonFile<{ links: StoredLink[] }>;

  /**
   * `isMember`: whether the person who made a link still has an account; a
   * link dies with its maker's account, however the account was removed.
   */
  constructor(
    dataDir: string,
    private readonly now = () => Date.now(),
    private readonly isMember: (email: string) => boolean = () => true,
  ) {
    this.file = new JsonFile(join(dataDir, 'preview-links.json'), () => ({ links: [] }));
  }

  async create(site: string, person: string, days = PREVIEW_DAYS): Promise<PreviewLink & { token: string }> {
    if (!(days > 0 && days <= 90)) throw new Error('A preview link lasts between 1 and 90 days.');
    const token = newToken();
    const time = this.now();
    const link: StoredLink = {
      id: randomBytes(6).toString('hex'),
      tokenHash: hashToken(token),
      site,
      createdBy: person,
      createdAt: new Date(time).toISOString(),
      expiresAt: new Date(time + days * DAY_MS).toISOString(),
    };
    await this.file.update((data) => {
      // Links long past their end are forgotten.
      data.links = data.links.filter((old) => Date.parse(old.expiresAt) > time - 30 * DAY_MS);
      if (data.links.filter((old) => old.site === site && this.live(old)).length >= MAX_LINKS_PER_SITE)
        throw new PreviewLimitError();
      data.links.push(link);
    });
    const { tokenHash: _hidden, ...shown } = link;
    return { ...shown, token };
  }

  private live(link: StoredLink): boolean {
    return !link.revokedAt && Date.parse(link.expiresAt) > this.now() && this.isMember(link.createdBy);
  }

  /** The site's links that still open, without their tokens. */
  list(site: string): PreviewLink[] {
    return this.file
      .read()
      .links.filter((link) => link.site === site && this.live(link))
      .map(({ tokenHash: _hidden, ...shown }) => shown);
  }

  /** Revokes one of the site's links; false when the site has no such link. */
  revoke(site: string, id: unknown): Promise<boolean> {
    return this.file.update((data) => {
      const link = data.links.find((l) => l.site === site && l.id === id && !l.revokedAt);
      if (link) link.revokedAt = new Date(this.now()).toISOString();
      return !!link;
    });
  }

  /** The live link a token opens, or undefined. */
  open(token: string | undefined): PreviewLink | undefined {
    if (!token) return undefined;
    const hash = hashToken(token);
    const link = this.file.read().links.find((l) => sameHash(l.tokenHash, hash));
    if (!link || !this.live(link)) return undefined;
    const { tokenHash: _hidden, ...shown } = link;
    return shown;
  }
}
