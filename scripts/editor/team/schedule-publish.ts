/**
 * Team mode's scheduler (./scheduler.ts), joined to its git, its entries and
 * the button's publish (./publish-route.ts).
 */
import { datedEntries } from '../../content/dated-entries.ts';
import { publishFor } from './publish-route.ts';
import { Scheduler } from './scheduler.ts';
import type { TeamMode } from './team-mode.ts';

/** Who wrote a file's last commit: the person who last saved it in team mode. */
async function lastSaver(team: TeamMode, file: string): Promise<string> {
  const name = (await team.git.run(['log', '-1', '--format=%an', '--', file])).trim();
  return name || 'someone outside the editor';
}

export function teamScheduler(team: TeamMode): Scheduler {
  return new Scheduler({
    dataDir: team.config.dataDir,
    entries: () => datedEntries(team.config.contentDir),
    lastSaver: (file) => lastSaver(team, file),
    publish: async (site, by, missed) => {
      await publishFor(team, by.join(', '), { id: site, folder: team.siteFolder(site) }, 'scheduled', {
        scheduled: { by, missed },
      });
    },
    print: (line) => team.audit.write({ event: 'schedule', person: '', address: 'scheduled', detail: line }),
  });
}
