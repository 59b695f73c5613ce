import { execFile } from 'node:child_process';
import { basename, join } from 'node:path';
import { promisify } from 'node:util';
import { findSiteDirs } from '../../scripts/content/load.ts';
import { duplicateSite } from '../../scripts/editor/duplicate-site.ts';
import { copyProject } from './project-copy.ts';

export const CLIENT = { name: "Joe's Plumbing", domain: 'www.joesplumbing.com', url: 'https://www.joesplumbing.com' };

/**
 * A copy of the project with a client site made from its first demo, as the
 * editor's "Duplicate site ... as a new client site" makes one, built with
 * `npm run build -- --site <id>` (FORM_ENDPOINT: where its forms post).
 */
export async function projectWithClientSite(formEndpoint: string) {
  const project = copyProject();
  const contentDir = join(project.dir, 'site-content');
  const demo = findSiteDirs(contentDir).find((dir) => dir.includes(`${join('site-content', 'demos')}`))!;
  const { id } = duplicateSite(contentDir, {
    from: basename(demo),
    as: 'client',
    name: CLIENT.name,
    domain: CLIENT.domain,
  });
  const build = (args: string[] = []) =>
    promisify(execFile)(process.execPath, ['--import', 'tsx', 'scripts/build.ts', ...args], {
      cwd: project.dir,
      env: { ...process.env, FORM_ENDPOINT: formEndpoint, OUT_DIR: join(project.dir, 'dist') },
      maxBuffer: 16 * 1024 * 1024,
    });
  await build(['--site', id]);
  return { project, id, demo, siteDir: join(project.dir, 'dist', 'sites', id), build };
}
