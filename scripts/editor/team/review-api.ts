/**
 * Review before publish, as team mode's JSON addresses. The gate (access.ts)
 * has already checked the session, the origin, the site and, for deciding,
 * the right to publish; what is left here is the one rule only the request
 * can tell: a person withdraws their own request alone.
 */
import type { RequestFacts, Viewer } from './access.ts';
import { changedFieldLines, fileWords, saveSentences } from './change-words.ts';
import type { Git } from './git.ts';
import { textsAt } from './history.ts';
import { unpublished } from './publish.ts';
import { inWords, publishFor } from './publish-route.ts';
import { asked, cleanNote, open, ReviewError } from './reviews.ts';
import type { TeamMode } from './team-mode.ts';
import type { CommentAbout, ReviewFile, ReviewRequest, TeamEndpoints } from '../../../src/editor/protocol.ts';
import { mayPublishOn } from '../../../src/editor/publish-right.ts';

type Person = Viewer & { name: string };
type ReviewRoutes = Extract<keyof TeamEndpoints, `${string} /api/review${string}`>;
type Handler<K extends ReviewRoutes> = (
  team: TeamMode,
  viewer: Person,
  facts: RequestFacts,
  address: string,
) => Promise<TeamEndpoints[K]['answer']> | TeamEndpoints[K]['answer'];

/** Git's tree of nothing: the "before" of a site that was never published. */
const EMPTY_TREE = '4b825dc642cb6eb9a060e54bf8d69288fbee4904';

/** The folder's tree at a version: two versions with the same tree show visitors the same site. */
async function folderTree(git: Git, version: string, folder: string): Promise<string> {
  return (await git.run(['rev-parse', '--verify', '--quiet', `${version}:${folder}`], { okCodes: [1] })).trim();
}

/** The site's saved, unpublished range now: its first and last commit, or a refusal when there is nothing to review. */
export async function unpublishedRange(team: TeamMode, site: { id: string; folder: string }) {
  const changes = await unpublished(team.git, site.folder, team.target, team.publishLog.publishedVersion(site.id));
  if (!changes.length) throw new ReviewError(400, 'There are no unpublished changes to review: everything is live.');
  const oldest = changes[changes.length - 1].commit;
  const parent = (await team.git.run(['rev-parse', '--verify', '--quiet', `${oldest}^`], { okCodes: [1] })).trim();
  return {
    from: parent || undefined,
    to: (await team.git.run(['rev-parse', 'HEAD'])).trim(),
    commits: changes.map(({ commit, summary }) => ({ commit, summary })),
  };
}

function kindOf(file: string): ReviewFile['kind'] {
  if (!file.endsWith('.json')) return /\/images\//.test(file) ? 'picture' : 'other';
  if (file.endsWith('/site.json')) return 'settings';
  return /\/collections\//.test(file) ? 'entry' : 'page';
}

const parsed = (text: string): unknown => {
  try {
    return text ? JSON.parse(text) : undefined;
  } catch {
    return undefined;
  }
};

/** Every file the range changed in the site's folder, with its changes in History's words and both versions. */
export async function reviewFiles(git: Git, folder: string, from: string | undefined, to: string) {
  const names = (await git.run(['diff', '--name-only', '--relative', '-z', from ?? EMPTY_TREE, to, '--', folder]))
    .split('\0')
    .filter(Boolean);
  // Both versions of every file from one git process: ['' before] for a site never published.
  const texts = await textsAt(git, [
    ...(from ? names.map((file): [string, string] => [from, file]) : []),
    ...names.map((file): [string, string] => [to, file]),
  ]);
  const afterAt = from ? names.length : 0;
  return names.map((file, i) => reviewFile(file, from ? texts[i] : '', texts[afterAt + i]));
}

/** One changed file as the review page shows it: where it is, its changes in words, and both documents. */
export function reviewFile(file: string, before: string, after: string): ReviewFile {
  const documents = file.endsWith('.json') ? { before: parsed(before), after: parsed(after) } : {};
  const fields = changedFieldLines(file, before, after);
  return {
    file,
    place: fileWords(file),
    kind: kindOf(file),
    sentences: saveSentences([{ file, before, after }]),
    ...(fields.length ? { fields } : {}),
    ...documents,
  };
}

function site(team: TeamMode, facts: RequestFacts) {
  const id = facts.method === 'GET' ? facts.query.site?.[0] : (facts.body as Record<string, unknown>)?.site;
  return { id: id as string, folder: team.siteFolder(id) };
}
const bodyField = (facts: RequestFacts, name: string): unknown => (facts.body as Record<string, unknown>)?.[name];

export const reviewApi: { [K in ReviewRoutes]: Handler<K> } = {
  'GET /api/review': (team, viewer, facts) => {
    const { id } = site(team, facts);
    const requests = team.reviews.forSite(id);
    const publisher = mayPublishOn(viewer, id);
    return {
      // Someone who may not publish the site sees their own requests only.
      waiting: publisher ? requests.filter((r) => r.state === 'waiting') : [],
      told: publisher ? requests.filter((r) => r.state === 'told') : [],
      mine: requests.find((r) => r.person === viewer.email && asked(r)),
      mayPublish: publisher,
    };
  },

  'GET /api/review/show': (team, _viewer, facts) =>
    inWords(async () => {
      const { id, folder } = site(team, facts);
      const request = team.reviews.find(id, facts.query.id?.[0]);
      const { to, files, newer } = await shown(team, folder, request);
      return { request: { ...request, to }, files, newer };
    }),

  'POST /api/review/ask': (team, viewer, facts, address) =>
    inWords(async () => {
      const target = site(team, facts);
      const note = cleanNote(bodyField(facts, 'note'));
      const range = await team.git.writes.run(() => unpublishedRange(team, target));
      const request = await team.reviews.ask({
        site: target.id,
        person: viewer.email,
        name: viewer.name,
        note,
        ...range,
      });
      team.audit.write({
        event: 'review',
        person: viewer.email,
        address,
        detail: `${target.id}: asked for review of ${range.commits.length} change(s)`,
      });
      return request;
    }),

  'POST /api/review/withdraw': (team, viewer, facts, address) =>
    inWords(async () => {
      const { id } = site(team, facts);
      const request = await team.reviews.decide(id, bodyField(facts, 'id'), (request) => {
        if (request.person !== viewer.email) throw new ReviewError(403, 'Only the person who asked may withdraw it.');
        Object.assign(request, { state: 'withdrawn', decidedBy: viewer.email });
      });
      team.audit.write({ event: 'review', person: viewer.email, address, detail: `${id}: withdrew request` });
      return request;
    }),

  'POST /api/review/send-back': (team, viewer, facts, address) =>
    inWords(async () => {
      const { id, folder } = site(team, facts);
      const comment = cleanNote(bodyField(facts, 'comment'));
      if (!comment) throw new ReviewError(400, 'Say what should change before sending it back.');
      const asked = bodyField(facts, 'about');
      // The field named must be one of the changes the reviewer was shown; its words are the server's own.
      const about =
        asked === undefined || asked === null
          ? undefined
          : await namedChange(team, folder, team.reviews.find(id, bodyField(facts, 'id')), asked);
      const request = await team.reviews.decide(id, bodyField(facts, 'id'), (request) =>
        Object.assign(request, { state: 'sent back', comment, decidedBy: viewer.email }, about && { about }),
      );
      team.audit.write({ event: 'review', person: viewer.email, address, detail: `${id}: sent back` });
      return request;
    }),

  'POST /api/review/seen': (team, viewer, facts, address) =>
    inWords(async () => {
      const { id } = site(team, facts);
      const seen = await team.reviews.decide(
        id,
        bodyField(facts, 'id'),
        (request) => Object.assign(request, { state: 'seen', decidedBy: viewer.email }),
        'told',
      );
      team.audit.write({
        event: 'review',
        person: viewer.email,
        address,
        detail: `${id}: marked a publish as looked at`,
      });
      return seen;
    }),

  'POST /api/review/approve': (team, viewer, facts, address) =>
    inWords(async () => {
      const target = site(team, facts);
      const request = team.reviews.find(target.id, bodyField(facts, 'id'));
      if (!open(request) || request.state !== 'waiting')
        throw new ReviewError(409, `This request was already ${request.state}; nothing was published.`);
      const seen = bodyField(facts, 'to');
      // Checked again once no save can land: what goes live is exactly the version the reviewer looked at.
      const guard = async () => {
        if (typeof seen !== 'string' || !(await sameContent(team, target.folder, seen)))
          throw new ReviewError(
            409,
            `${request.name || request.person} saved more changes after you opened this review, so nothing was published. The page now shows the newer state: look at it, then approve again.`,
          );
      };
      const published = await publishFor(team, viewer.email, target, address, {
        guard,
        review: { id: request.id, askedBy: request.person, askedAt: request.time },
      });
      const decided = await team.reviews.decide(target.id, request.id, (r) =>
        Object.assign(r, { state: 'approved', decidedBy: viewer.email, to: published.commit ?? r.to }),
      );
      team.audit.write({
        event: 'review',
        person: viewer.email,
        address,
        detail: `${target.id}: approved and published`,
      });
      return { ...published, request: decided };
    }),
};

/**
 * Publishes the site for a person whose publishes the studio is told of, and
 * keeps a record of what went live for the studio to look at afterwards, on the
 * same page as a review. A publish with nothing new leaves no record.
 */
export function publishAndTell(
  team: TeamMode,
  viewer: Person,
  target: { id: string; folder: string },
  address: string,
) {
  return tellingTheStudio(team, viewer, target, address, () => publishFor(team, viewer.email, target, address));
}

/**
 * Runs a publish by `person` (the button's, or the clock's for a moment they
 * set) and, when it put something new live, leaves the studio a told record.
 */
export async function tellingTheStudio(
  team: TeamMode,
  person: Pick<Person, 'email' | 'name'>,
  target: { id: string; folder: string },
  address: string,
  publish: () => ReturnType<typeof publishFor>,
) {
  const range = await team.git.writes.run(() => unpublishedRange(team, target)).catch(() => undefined);
  const published = await publish();
  if (range) {
    await team.reviews.told({
      site: target.id,
      person: person.email,
      name: person.name,
      ...range,
      to: published.commit ?? range.to,
    });
    team.audit.write({
      event: 'review',
      person: person.email,
      address,
      detail: `${target.id}: published, studio told`,
    });
  }
  return published;
}

/** What the review page shows of a request: up to the version reviewed, or to now when the author saved since. */
async function shown(team: TeamMode, folder: string, request: ReviewRequest) {
  const newer = request.state === 'waiting' && !(await sameContent(team, folder, request.to));
  // A told publish shows what went live; anything else shows what would.
  // After later saves, the reviewer sees the site as it would now go live.
  const to = newer ? (await team.git.run(['rev-parse', 'HEAD'])).trim() : request.to;
  return { to, newer, files: await reviewFiles(team.git, folder, request.from, to) };
}

/** The changed field a send-back names (`{ file, path }`), as the review page listed it; a 400 for anything else. */
async function namedChange(
  team: TeamMode,
  folder: string,
  request: ReviewRequest,
  asked: unknown,
): Promise<CommentAbout> {
  const { file, path } = (typeof asked === 'object' ? asked : {}) as { file?: unknown; path?: unknown };
  const samePath = (known: (string | number)[]) =>
    Array.isArray(path) && path.length === known.length && known.every((key, i) => path[i] === key);
  const changed = typeof file === 'string' && file.startsWith(`${folder}/`) ? file : undefined;
  const { files } = await shown(team, folder, request);
  const line = files.find((entry) => entry.file === changed)?.fields?.find((field) => samePath(field.path));
  if (!changed || !line) throw new ReviewError(400, 'The comment names a change that is not in this review.');
  return { file: changed, path: line.path, words: line.sentence };
}

/** Whether the site's saved content now is the content at the version given. */
async function sameContent(team: TeamMode, folder: string, version: string): Promise<boolean> {
  if (!/^[0-9a-f]{40}$/.test(version)) return false;
  return (await folderTree(team.git, version, folder)) === (await folderTree(team.git, 'HEAD', folder));
}
