/**
 * Team mode's own JSON addresses: who am I, history, preview links, publish,
 * and the People screen. The gate (access.ts) has already decided that the
 * person may ask; these only do the work.
 */
import { siteFolder, siteFolders, siteKind } from '../documents.ts';
import { checkEdited, savedOverview, savedSites } from '../validation.ts';
import { HttpError } from '../http-error.ts';
import { ownSitesOnly, type RequestFacts, type Viewer } from './access.ts';
import { normaliseEmail, parseSiteGrant, publicPerson, type SiteGrant } from './accounts.ts';
import { resetTwoStep } from './second-factor.ts';
import { listHistory, restoreVersion, showChanges } from './history.ts';
import { undoChange } from './undo-change.ts';
import { inWords, publishFor, publishState } from './publish-route.ts';
import { publishAndTell, reviewApi } from './review-api.ts';
import { reviewEvents } from './reviews.ts';
import { editorBaseUrl } from './user-cli.ts';
import type { TeamMode } from './team-mode.ts';
import type { LocalEndpoints, TeamEndpoints } from '../../../src/editor/protocol.ts';
import { publishRightOn, type PublishRight } from '../../../src/editor/publish-right.ts';

/** `address` is the person's, for the log. */
type Handler<Answer = unknown> = (
  team: TeamMode,
  viewer: Viewer & { name: string },
  facts: RequestFacts,
  address: string,
) => Promise<Answer> | Answer;

/** Team mode's endpoints, and the two local ones it answers for a person's own sites, each answering what the protocol says. */
type Handlers = { [K in keyof TeamEndpoints]: Handler<TeamEndpoints[K]['answer']> } & {
  [K in 'GET /api/sites' | 'POST /api/validate']: Handler<LocalEndpoints[K]['answer']>;
};

const query = (facts: RequestFacts, name: string) => facts.query[name]?.[0] ?? '';
const field = (facts: RequestFacts, name: string): unknown =>
  (facts.body as Record<string, unknown> | undefined)?.[name];

/** The person's choice on each site they edit, every site of an "all sites" grant named. */
function rightsOn(team: TeamMode, entry: Parameters<typeof publishRightOn>[0] & { sites: SiteGrant }) {
  const sites = entry.sites === 'all' ? [...siteFolders(team.config.contentDir).keys()] : entry.sites;
  return Object.fromEntries(sites.map((id) => [id, publishRightOn(entry, id)]));
}

function site(team: TeamMode, id: unknown) {
  const folder = siteFolder(team.config.contentDir, id);
  return { id: id as string, folder, kind: siteKind(team.config.contentDir, id as string) };
}

const handlers: Handlers = {
  // The editor's site list, cut down to the person's sites.
  'GET /api/sites': (team, viewer) => ownSitesOnly(savedOverview(team.config.contentDir), viewer),
  // The checker sees the whole content; the person hears only of their own sites (listed as the site list keeps them).
  'POST /api/validate': (team, viewer, facts) => ({
    problems: ownSitesOnly(
      { sites: savedSites(team.config.contentDir), problems: checkEdited(team.config.contentDir, facts.body) },
      viewer,
    ).problems,
  }),
  'GET /api/team/me': (team, viewer) => ({
    ...viewer,
    sites: viewer.sites === 'all' ? [...siteFolders(team.config.contentDir).keys()] : viewer.sites,
    publishing: rightsOn(team, viewer),
    failedSignIns: team.limiter.recentFailures(viewer.email),
  }),

  'GET /api/history': (team, _viewer, facts) => {
    const { id, folder } = site(team, query(facts, 'site'));
    const files = facts.query.file ?? [];
    const nameOf = (email: string) => team.accounts.find(email)?.name ?? email;
    return inWords(async () => ({
      entries: await listHistory(team.git, files.length ? files : [folder], { isPerson: team.isPerson }),
      ...(files.length ? {} : { reviews: reviewEvents(team.reviews.forSite(id), nameOf) }),
    }));
  },
  'GET /api/history/changes': (team, _viewer, facts) => {
    const { folder } = site(team, query(facts, 'site'));
    return inWords(async () => ({ files: await showChanges(team.git, query(facts, 'commit'), [folder]) }));
  },
  'POST /api/history/restore': (team, viewer, facts, address) => {
    const { id } = site(team, field(facts, 'site'));
    const file = field(facts, 'file');
    if (typeof file !== 'string') throw new HttpError(400, 'Which page should be restored?');
    // "Undo this change" takes back only that change's fields; otherwise the page goes back to that version.
    const restore = field(facts, 'undo') === true ? undoChange : restoreVersion;
    return inWords(async () => {
      // Read, checked, written and committed while no other write runs (Git.writes), with the
      // author in the journal, so a kill between the write and its commit is finished at the next start.
      const commit =
        (await team.git.writes.run(() =>
          team.writeJournal.around(viewer, () =>
            restore(team.git, team.config.contentDir, file, field(facts, 'commit'), viewer),
          ),
        )) ?? null;
      if (commit)
        team.audit.write({
          event: 'restore',
          person: viewer.email,
          address,
          detail: `${id}: ${file} ${field(facts, 'undo') === true ? 'change undone' : 'restored'} to ${String(field(facts, 'commit')).slice(0, 12)}`,
        });
      return { commit };
    });
  },

  'GET /api/previews': (team, _viewer, facts) => ({ links: team.previews.list(site(team, query(facts, 'site')).id) }),
  'POST /api/previews/create': async (team, viewer, facts, address) => {
    const { id } = site(team, field(facts, 'site'));
    const days = field(facts, 'days') === undefined ? undefined : Number(field(facts, 'days'));
    if (days !== undefined && !(days >= 1 && days <= 90))
      throw new HttpError(400, 'A preview link lasts between 1 and 90 days.');
    const { token, ...link } = await team.previews.create(id, viewer.email, days);
    team.audit.write({
      event: 'preview link made',
      person: viewer.email,
      address,
      detail: `${id}, until ${link.expiresAt.slice(0, 10)}`,
    });
    // Built now, so whoever opens the address first rarely waits (a failure is said when the preview is opened).
    team.savedPreview(id).catch(() => undefined);
    return { ...link, url: `${team.config.previewBaseUrl.replace(/\/+$/, '')}/p/${token}` };
  },
  'POST /api/previews/revoke': async (team, viewer, facts, address) => {
    const { id } = site(team, field(facts, 'site'));
    if (!(await team.previews.revoke(id, field(facts, 'id'))))
      throw new HttpError(404, 'There is no such preview link for this site.');
    team.audit.write({ event: 'preview link revoked', person: viewer.email, address, detail: id });
    return { revoked: true };
  },

  'GET /api/publish': (team, _viewer, facts) => inWords(() => publishState(team, site(team, query(facts, 'site')).id)),
  'POST /api/publish': (team, viewer, facts, address) =>
    inWords(() => {
      const target = site(team, field(facts, 'site'));
      return publishRightOn(viewer, target.id) === 'tell'
        ? publishAndTell(team, viewer, target, address)
        : publishFor(team, viewer.email, target, address);
    }),
  ...reviewApi,

  'GET /api/team/people': (team) => ({
    people: team.accounts.list().map((person) => ({
      ...publicPerson(person),
      publishing: rightsOn(team, person),
      failedSignIns: team.limiter.recentFailures(person.email),
    })),
    invitations: team.accounts
      .openInvitations()
      .map(({ tokenHash: _hidden, ...invitation }) => ({ ...invitation, publishing: rightsOn(team, invitation) })),
  }),
  'POST /api/team/people/invite': async (team, viewer, facts, address) => {
    const sites = parseSiteGrant(field(facts, 'sites'), [...siteFolders(team.config.contentDir).keys()]);
    const { token, expiresAt } = await team.accounts.invite({
      email: String(field(facts, 'email') ?? ''),
      sites,
      admin: field(facts, 'admin') === true,
      publish: field(facts, 'publish') === true,
      publishing: field(facts, 'publishing') as PublishRight | undefined,
    });
    const invited = normaliseEmail(field(facts, 'email'));
    team.audit.write({
      event: 'invitation made',
      person: viewer.email,
      address,
      detail: `${invited}: ${sites === 'all' ? 'all sites' : sites.join(', ')}${field(facts, 'admin') === true ? ', admin' : ''}`,
    });
    return { url: `${editorBaseUrl(team.env)}/invite/${token}`, expiresAt };
  },
  'POST /api/team/people/remove': async (team, viewer, facts, address) => {
    const email = String(field(facts, 'email') ?? '');
    if (email.trim().toLowerCase() === viewer.email)
      throw new HttpError(
        400,
        'You cannot remove your own account here; ask another administrator, or use npm run editor:user.',
      );
    await team.accounts.remove(email);
    const ended = await team.signOutEverywhere(email.trim().toLowerCase());
    team.audit.write({
      event: 'person removed',
      person: viewer.email,
      address,
      detail: `${email.trim().toLowerCase()}, ${ended} session(s) ended`,
    });
    return { removed: true };
  },
  'POST /api/team/people/sites': async (team, viewer, facts, address) => {
    const email = String(field(facts, 'email') ?? '');
    const sites = parseSiteGrant(field(facts, 'sites'), [...siteFolders(team.config.contentDir).keys()]);
    await team.accounts.setSites(email, sites);
    team.audit.write({
      event: 'sites changed',
      person: viewer.email,
      address,
      detail: `${normaliseEmail(email)}: ${sites === 'all' ? 'all sites' : sites.join(', ')}`,
    });
    return { changed: true };
  },
  'POST /api/team/people/publishing': async (team, viewer, facts, address) => {
    const email = String(field(facts, 'email') ?? '');
    // One site, or every site when none is named.
    const onSite = field(facts, 'site');
    if (onSite !== undefined && (typeof onSite !== 'string' || !siteFolders(team.config.contentDir).has(onSite)))
      throw new HttpError(400, 'There is no such site.');
    await team.accounts.setPublishing(email, field(facts, 'right'), onSite);
    team.audit.write({
      event: 'publishing changed',
      person: viewer.email,
      address,
      detail: `${normaliseEmail(email)}${onSite ? ` on ${onSite}` : ''}: ${String(field(facts, 'right'))}`,
    });
    return { changed: true };
  },
  'POST /api/team/people/role': async (team, viewer, facts, address) => {
    const email = String(field(facts, 'email') ?? '');
    const admin = field(facts, 'admin');
    await team.accounts.setAdmin(viewer.email, email, admin);
    team.audit.write({
      event: 'role changed',
      person: viewer.email,
      address,
      detail: `${normaliseEmail(email)}: ${admin ? 'made administrator' : 'no longer administrator'}`,
    });
    return { changed: true };
  },
  'POST /api/team/people/enabled': async (team, viewer, facts, address) => {
    const email = String(field(facts, 'email') ?? '');
    const enabled = field(facts, 'enabled');
    await team.accounts.setDisabled(viewer.email, email, typeof enabled === 'boolean' ? !enabled : enabled);
    const wanted = normaliseEmail(email);
    // Turned off: signed out at once, and their waiting second steps forgotten.
    const ended = enabled ? 0 : await team.signOutEverywhere(wanted);
    team.audit.write({
      event: enabled ? 'account turned on' : 'account turned off',
      person: viewer.email,
      address,
      detail: enabled ? wanted : `${wanted}, ${ended} session(s) ended`,
    });
    return { changed: true };
  },
  'POST /api/team/people/sign-out': async (team, viewer, facts, address) => {
    const email = normaliseEmail(field(facts, 'email'));
    if (email === viewer.email)
      throw new HttpError(400, 'To sign yourself out everywhere, use Sign out everywhere in the panel.');
    if (!team.accounts.find(email)) throw new HttpError(404, `There is no account for ${email}.`);
    const ended = await team.signOutEverywhere(email);
    team.audit.write({
      event: 'sessions ended',
      person: viewer.email,
      address,
      detail: `${email}, ${ended} session(s) ended`,
    });
    return { ended };
  },
  'POST /api/team/people/reset-password': async (team, viewer, facts, address) => {
    const email = normaliseEmail(field(facts, 'email'));
    const { token, expiresAt } = await team.accounts.issueReset(email);
    team.audit.write({ event: 'password reset made', person: viewer.email, address, detail: email });
    return { url: `${editorBaseUrl(team.env)}/reset/${token}`, expiresAt };
  },
  'POST /api/team/people/reset-two-step': async (team, viewer, facts, address) => {
    const email = normaliseEmail(field(facts, 'email'));
    // One's own second factor is not taken away from a session: that is for whoever runs the server.
    if (email === viewer.email)
      throw new HttpError(400, 'You cannot reset your own two-step sign-in. Ask another administrator.');
    await resetTwoStep(team.accounts, email);
    const ended = await team.signOutEverywhere(email);
    team.audit.write({
      event: 'two-step sign-in reset',
      person: viewer.email,
      address,
      detail: `${email}, ${ended} session(s) ended`,
    });
    return { ended };
  },
  'GET /api/team/audit': (team, _viewer, facts) => {
    const skip = Number(query(facts, 'skip') || 0);
    if (!Number.isSafeInteger(skip) || skip < 0 || skip > 1_000_000)
      throw new HttpError(400, 'Say how many of the newest entries to skip, as a whole number.');
    return team.audit.read(skip, 200);
  },
};

/** The handlers by "METHOD /address", as the gate names a route. */
export const teamApi: Readonly<Record<string, Handler>> = handlers;
