/**
 * npm run review -- [<range>] [<path>] [--port <number>]: the review page of
 * team mode, for a range of commits on this computer. Before and after of
 * each changed page, drawn by the site's own components from the documents
 * at the two revisions (never a build), with the changes in History's words.
 *   <from>..<to>    the commits after <from> up to <to>; <from>...<to> starts where they parted
 *   <branch>        what the branch changed since it left HEAD (merge-base..branch)
 *   (nothing)       the uncommitted changes in the working tree against HEAD
 *   <path>          only this site, page or folder of the content folder (alone: its uncommitted changes)
 *   --port          the port (default EDITOR_PORT, else 5180, as npm run edit)
 * It only reads: it writes nothing to the content folder or to git, and offers
 * no Approve or Send back. A range that changes no content says so and stops.
 */
import { resolve } from 'node:path';
import { CONTENT_DIR } from '../paths.ts';
import { parseReviewArgs, ReviewRangeError, readRange, reviewAddresses } from './review-range.ts';
import { startEditor } from './server.ts';

async function main(argv: string[]): Promise<number> {
  const args = parseReviewArgs(argv);
  const contentDir = resolve(CONTENT_DIR);
  // npm runs scripts from the project folder; a path is read from where the person typed it.
  const review = await readRange(contentDir, args, (line) => console.log(line), process.env.INIT_CWD ?? process.cwd());
  const sites = Object.keys(review.sites);
  if (!sites.length) {
    const where = `the content${review.path ? ` under ${review.path}` : ''}`;
    console.log(
      review.after.commit
        ? `${review.label} changes nothing in ${where}: there is nothing to review.`
        : `Nothing in ${where} differs from HEAD: there is nothing to review.`,
    );
    return 0;
  }
  const port = args.port ?? Number(process.env.EDITOR_PORT ?? 5180);
  console.log('Starting the review server…');
  const started = await startEditor({ contentDir, port, review }).catch((error: NodeJS.ErrnoException) => {
    throw error.code === 'EADDRINUSE'
      ? new ReviewRangeError(`Port ${port} is taken (is npm run edit running?); choose another with --port <number>.`)
      : error;
  });
  console.log('Preparing the review page…');
  const seconds = await started.prepared?.catch(() => undefined);
  if (seconds !== undefined) console.log(`Review page ready (prepared in ${seconds.toFixed(1)} s).`);
  const words = sites.length === 1 ? 'the site it changes' : `each of the ${sites.length} sites it changes`;
  console.log(`Review of ${review.label}, ${words} (read-only; Ctrl+C stops it):`);
  for (const address of reviewAddresses(review, started.url)) console.log(`  ${address}`);
  return -1;
}

main(process.argv.slice(2)).then(
  (code) => {
    if (code >= 0) process.exit(code);
  },
  (error: Error) => {
    console.error(error instanceof ReviewRangeError ? error.message : `Could not start the review: ${error.message}`);
    process.exit(1);
  },
);
