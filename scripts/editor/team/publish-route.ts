/**
 * Publishing a site for a person, as the Publish button and an approved review
 * both do it: one path, so an approval goes live exactly as a publish does,
 * with the same log lines.
 */
import { join } from 'node:path';
import { HttpError } from '../http-error.ts';
import { liveAddress } from './live-address.ts';
import { GitError } from './git.ts';
import { publishSite, PublishConflict, stateWords, unpublished, type PublishOptions } from './publish.ts';
import { ReviewError } from './reviews.ts';
import type { TeamMode } from './team-mode.ts';
import type { PublishLogEntry, PublishState } from '../../../src/editor/protocol.ts';

/** Git's, publishing's and review's refusals, in words with a status. */
export async function inWords<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof PublishConflict) throw new HttpError(409, error.message, { conflicts: error.conflicts });
    if (error instanceof GitError) throw new HttpError(409, error.message);
    if (error instanceof ReviewError) throw new HttpError(error.status, error.message);
    throw error;
  }
}

/** The site's saved changes that are not live yet: the publish panel lists them, the preview band asks whether there are any. */
export function unpublishedChanges(team: TeamMode, id: string) {
  return unpublished(team.git, team.siteFolder(id), team.target, team.publishLog.publishedVersion(id), team.isPerson);
}

export async function publishState(team: TeamMode, id: string): Promise<PublishState> {
  const changes = await unpublishedChanges(team, id);
  const log = team.publishLog.forSite(id);
  const lastPublished = log.find((entry) => entry.result === 'published');
  const url = lastPublished && liveAddress(team.config.contentDir, id, team.env.PUBLISH_URL);
  return {
    state: stateWords(changes.length, team.scheduler.scheduled(id).length),
    changes,
    log: log.slice(0, 20),
    // Once the site was published from here: where to see it, and whether a host still has to build it.
    live: url ? { url, since: lastPublished.time, hostBuilds: !team.publishDir } : undefined,
  };
}

/** Publishes the site as `person`, logs the outcome, and answers the log entry with the site's state after it. */
export async function publishFor(
  team: TeamMode,
  person: string,
  target: { id: string; folder: string },
  address: string,
  extra: Pick<PublishOptions, 'guard' | 'review' | 'scheduled'> = {},
): Promise<PublishLogEntry & PublishState> {
  const how = extra.scheduled
    ? ` (scheduled by ${extra.scheduled.by.join(', ')}${extra.scheduled.missed ? ', missed while the editor was stopped' : ''})`
    : '';
  const logged = (detail: string) =>
    team.audit.write({ event: 'publish', person, address, detail: `${target.id}${how}: ${detail}` });
  let entry;
  try {
    entry = await publishSite({
      git: team.git,
      log: team.publishLog,
      site: target,
      others: team.otherSites(target.id),
      person,
      target: team.target,
      liveBranch: team.env.EDITOR_LIVE_BRANCH || undefined,
      publishDir: team.publishDir,
      isPerson: team.isPerson,
      releaseDir: join(team.config.dataDir, 'release-content'),
      // Only the website the site is part of: a client's alone, or the studio's with its demos (client folders kept as they are).
      build: (dir, content) => team.build(dir, target.id, content),
      ...extra,
    });
  } catch (error) {
    logged(`not published: ${error instanceof Error ? error.message : String(error)}`);
    throw error;
  }
  logged(`${entry.result}, ${entry.changes.length} change(s) to ${entry.targets.join(' and ')}`);
  if (entry.result !== 'published') throw new HttpError(502, entry.message);
  return { ...entry, ...(await publishState(team, target.id)) };
}
