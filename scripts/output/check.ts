/**
 * The build's first step, in a process of its own: check every content file
 * and the generated types. Checking holds every document and its syntax tree;
 * ending the process gives all of that back before anything is bundled. The
 * build is sent only what it needs (see ContentOutline); problems are printed
 * here and end the step with exit code 1.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { formatProblem } from '../content/problem.ts';
import { annotation, inGitHubActions, readableText } from '../content/report-formats.ts';
import { loadContent } from '../content/core/load-content.ts';
import { CONTENT_DIR, PROJECT_ROOT } from '../paths.ts';
import { generateTypes } from '../generate-types.ts';
import { siteAddress } from '../web-url.ts';
import { stage } from './stage.ts';
import { finishStep, type ContentOutline } from './step.ts';

async function check(): Promise<ContentOutline> {
  stage('Checking content...');
  const report = loadContent();
  if (report.counts.sites === 0) {
    throw new Error(
      `No site found in ${CONTENT_DIR}: a site is a folder holding a site.json and a pages/ folder. Nothing was built.`,
    );
  }
  if (report.problems.length) {
    console.error(readableText(`\n${report.problems.map(formatProblem).join('\n\n')}\n`));
    if (inGitHubActions()) console.log(report.problems.map(annotation).join('\n'));
    throw new Error(
      `Content has ${report.problems.length} problem(s); nothing was built. Run \`npm run validate\` to see them again.`,
    );
  }
  const { files, pages, blocks } = report.counts;
  stage(`Content is valid: ${files} files, ${pages} pages, ${blocks} blocks.`);

  const generated = readFileSync(join(PROJECT_ROOT, 'src/content/types.generated.ts'), 'utf8');
  if (generated !== (await generateTypes())) {
    throw new Error(
      'src/content/types.generated.ts is out of date with schema/. Run `npm run generate` and commit the result.',
    );
  }
  stage('Generated types are up to date.');

  const siteUrl = process.env.SITE_URL || report.sites.find(({ site }) => site.url)?.site.url;
  if (siteUrl !== undefined && !siteAddress(siteUrl)) {
    throw new Error(
      `SITE_URL must be a web address such as https://example.com, not ${JSON.stringify(siteUrl)}. Nothing was built.`,
    );
  }
  return { routes: report.routes, siteUrl: siteAddress(siteUrl) };
}

finishStep(check());
