/**
 * Team mode's scheduler (./scheduler.ts), joined to its git, its entries and
 * the button's publish (./publish-route.ts).
 */
import { datedEntries } from '../../content/dated-entries.ts';
import { publishFor } from './publish-route.ts';
import { tellingTheStudio } from './review-api.ts';
import { maySee } from './accounts.ts';
import { mayPublishOn, publishRightOn } from '../../../src/editor/publish-right.ts';
import { Scheduler, type Setter } from './scheduler.ts';
import type { TeamMode } from './team-mode.ts';

/** Who wrote a file's last commit: the person who last saved it in team mode. */
async function lastSaver(team: TeamMode, file: string): Promise<Setter> {
  const [name, email] = (await team.git.run(['log', '-1', '--format=%an%x00%ae', '--', file])).trim().split('\0');
  return { name: name || 'someone outside the editor', ...(email && { email }) };
}

/**
 * A moment set in the editor publishes by itself only for someone who may
 * publish that site. A commit from outside the editor (a developer's push) is
 * the studio's own: its author has no account, and the repository is theirs.
 */
function mayPublish(team: TeamMode, setter: Setter, site: string): boolean {
  const person = setter.email ? team.accounts.find(setter.email) : undefined;
  if (!person) return true;
  return person.admin || (maySee(person, site) && mayPublishOn(person, site));
}

/**
 * The first setter whose publishes the studio is told of (publish-right.ts):
 * a moment they set goes live by itself, and the studio is told as when they
 * press Publish.
 */
function toldSetter(team: TeamMode, setters: Setter[], site: string) {
  return setters
    .map((setter) => (setter.email ? team.accounts.find(setter.email) : undefined))
    .find((person) => person && publishRightOn(person, site) === 'tell');
}

/** `now` stands in for the clock in tests. */
export function teamScheduler(team: TeamMode, now?: () => Date): Scheduler {
  return new Scheduler({
    dataDir: team.config.dataDir,
    entries: () => datedEntries(team.config.contentDir),
    lastSaver: (file) => lastSaver(team, file),
    mayPublish: (setter, site) => mayPublish(team, setter, site),
    publish: async (site, setters, missed) => {
      const target = { id: site, folder: team.siteFolder(site) };
      const by = setters.map((setter) => setter.name);
      const publish = () => publishFor(team, by.join(', '), target, 'scheduled', { scheduled: { by, missed } });
      const told = toldSetter(team, setters, site);
      await (told ? tellingTheStudio(team, told, target, 'scheduled', publish) : publish());
    },
    print: (line) => team.audit.write({ event: 'schedule', person: '', address: 'scheduled', detail: line }),
    now,
  });
}
