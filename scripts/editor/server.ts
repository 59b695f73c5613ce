import { randomBytes } from 'node:crypto';
import { existsSync, realpathSync, statSync } from 'node:fs';
import { createServer as createHttpServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Duplex } from 'node:stream';
import { resolve } from 'node:path';
import { createServer as createViteServer, type ViteDevServer } from 'vite';
import { CONTENT_DIR, PROJECT_ROOT } from '../paths.ts';
import { devGuard } from '../vite/dev-guard.ts';
import { HttpError } from './http-error.ts';
import { handleApi, sendError, type ApiContext } from './api.ts';
import { finishInterruptedSave } from './atomic-write.ts';
import { dropStalePending } from './pending-uploads.ts';
import { editorViteConfig, prepareEditorPage } from './editor-vite.ts';
import { builtEditor, sendBuiltEditor, type BuiltEditor } from './editor-build.ts';
import { saveJournal } from './save.ts';
import { savedOverview } from './validation.ts';
import { checkHost, editorHeaders, isOwnOrigin } from './request-guard.ts';
import { Git, repairInterruptedCommit } from './team/git.ts';
import { startTeam, teamModeAsked, teamOrigins, teamSettings } from './team/start.ts';
import { sendErrorPage } from './team/pages.ts';
import { wantsHtml, type TeamMode } from './team/team-mode.ts';
import { commitWrites } from './team/written-files.ts';
import { answerRange, type RangeReview } from './review-range.ts';

/** Local mode listens on this machine only; team mode on EDITOR_HOST. */
const HOST = '127.0.0.1';

export interface EditorOptions {
  contentDir: string;
  port: number;
  /** Team mode: sign-in, access per site, history, preview links, publish (see README). */
  team?: boolean;
  env?: NodeJS.ProcessEnv;
  /**
   * Serve only the review of a range of commits (`npm run review`): every
   * write is refused and nothing at start repairs or tidies the content folder.
   */
  review?: RangeReview;
  /** Where to say what takes time at start (building the editor's page); silent by default. */
  print?: (line: string) => void;
}

/** In local mode, saves become commits when the content is in a git repository, with git's own author settings. */
async function localHistory(contentDir: string): Promise<{ git?: Git; note?: string }> {
  const git = new Git(contentDir);
  if (!(await git.isRepository())) return {};
  return { git, note: await repairInterruptedCommit(git) };
}

/**
 * What the first visit needs, made ready while nobody waits: the site list
 * and the content checker's first run, kept for the site list's later calls
 * (`savedOverview`). Resolves with the seconds it took.
 */
async function prepareFirstVisit(contentDir: string): Promise<number> {
  // After the start has answered, so the address is printed first.
  await new Promise((done) => setImmediate(done));
  const started = performance.now();
  savedOverview(contentDir);
  return (performance.now() - started) / 1000;
}

/** The review page's scripts, made ready before its address is printed; resolves with the seconds it took. */
async function prepareReviewPage(vite: ViteDevServer): Promise<number> {
  const started = performance.now();
  await prepareEditorPage(vite);
  return (performance.now() - started) / 1000;
}

export async function startEditor(options: EditorOptions) {
  if (!existsSync(options.contentDir) || !statSync(options.contentDir).isDirectory()) {
    throw new Error(`The content folder ${options.contentDir} does not exist.`);
  }
  const env = options.env ?? process.env;
  const settings = options.team ? teamSettings({ ...env, EDITOR_PORT: String(options.port) }, options.port) : undefined;
  const ctx: ApiContext = {
    contentDir: realpathSync(options.contentDir),
    port: options.port,
    // Made fresh at every start, so a page kept open from an earlier run cannot write.
    token: randomBytes(24).toString('hex'),
  };
  const { review } = options;
  if (review && settings) throw new Error('A review of a range runs in local mode only.');
  // A save killed between its renames is completed before anything is read; a review only reads.
  if (!review) {
    for (const file of finishInterruptedSave(saveJournal(ctx.contentDir)))
      console.log(`Completed an interrupted save: ${file}`);
    dropStalePending(ctx.contentDir);
  }
  // Local mode and a review: one nonce for the start, as Vite's development server writes it into the page.
  const startNonce = randomBytes(16).toString('base64');
  const local = settings || review ? {} : await localHistory(ctx.contentDir);
  if (local.git)
    Object.assign(ctx, { afterWrite: commitWrites(local.git, ctx.contentDir), writeQueue: local.git.writes });
  let team: TeamMode | undefined;
  let preview: Server | undefined;

  const server = createHttpServer();
  // Team mode serves the built page only; Vite's development server is for one person on 127.0.0.1.
  const built: BuiltEditor | undefined = settings ? await builtEditor(options.print) : undefined;
  const vite = built ? undefined : await createViteServer(editorViteConfig(server, ctx.token, startNonce));
  // Only the editor's app: its page, its source, packages and Vite's modules; never another project file.
  const guard = devGuard({ root: `${PROJECT_ROOT}src/editor`, projectRoot: PROJECT_ROOT, contentDir: false });

  server.on('request', (req, res) => {
    // In team mode every answer has a nonce of its own; the built page names it on its scripts.
    const nonce = built ? randomBytes(16).toString('base64') : startNonce;
    for (const [name, value] of Object.entries(editorHeaders(nonce))) res.setHeader(name, value);
    const answer = async () => {
      checkHost(req, ctx.port, ctx.origins);
      if (built) {
        if (!team) throw new HttpError(503, 'The editor is still starting. Try again in a moment.');
        // The gate: nothing below runs for a request it did not let through.
        const admitted = await team.admit(req, res);
        if (!admitted) return;
        const api = team.apiContext(ctx, admitted.viewer, admitted.session);
        if (await handleApi(api, admitted.req, res)) return;
        // The page carries the token of the session that loads it (local mode's is made at start).
        return sendBuiltEditor(built, admitted.req, res, nonce, api.token);
      }
      if ((review && (await answerRange(review, req, res))) || (await handleApi(ctx, req, res))) return;
      guard(req, res, () =>
        vite!.middlewares(req, res, () => sendError(res, new HttpError(404, 'There is nothing at this address.'))),
      );
    };
    answer().catch((error) => (wantsHtml(req) ? sendErrorPage(res, error) : sendError(res, error)));
  });

  if (vite) {
    // Vite's live-reload socket opens only for the editor's own page: another page cannot listen in.
    const viteUpgrades = server.listeners('upgrade') as ((...args: unknown[]) => void)[];
    server.removeAllListeners('upgrade');
    server.on('upgrade', (req: IncomingMessage, socket: Duplex, head: Buffer) => {
      const own =
        req.headers.host !== undefined &&
        isOwnOrigin(`http://${req.headers.host}`, ctx.port, ctx.origins) &&
        isOwnOrigin(req.headers.origin, ctx.port, ctx.origins);
      if (!own) {
        socket.end('HTTP/1.1 403 Forbidden\r\nConnection: close\r\nContent-Length: 0\r\n\r\n');
        return;
      }
      for (const listener of viteUpgrades) listener.call(server, req, socket, head);
    });
  }

  await new Promise<void>((done, fail) => {
    server.once('error', fail);
    server.listen(ctx.port, settings?.host ?? HOST, done);
  });
  // Port 0 asks the system for a free port (the tests do); the checks need the real one.
  ctx.port = (server.address() as AddressInfo).port;
  const notes = local.note ? [local.note] : [];
  if (local.git) notes.push('Saves are committed to git (author from git config).');
  if (settings) {
    try {
      ctx.origins = teamOrigins(settings, ctx.port);
      // The real port, for the addresses in invitations (port 0 asks the system for one).
      const started = await startTeam({
        contentDir: ctx.contentDir,
        settings,
        port: ctx.port,
        env: { ...env, EDITOR_PORT: String(ctx.port) },
      });
      team = started.team;
      preview = started.preview;
      notes.push(...started.notes, `Preview links open at ${team.config.previewBaseUrl}/p/…`);
    } catch (error) {
      await vite?.close();
      await new Promise((done) => server.close(done));
      throw error;
    }
  }
  const prepared = settings ? prepareFirstVisit(ctx.contentDir) : review ? prepareReviewPage(vite!) : undefined;
  // Whoever waits for it reports a failure; a caller that does not (a test) is not stopped by one.
  prepared?.catch(() => undefined);
  return {
    /** Team mode and a review: the editor's page being prepared for the first visit, in seconds once done. */
    prepared,
    url:
      settings && env.EDITOR_PUBLIC_URL
        ? `${settings.publicUrl}/`
        : `http://${settings ? settings.shownHost : HOST}:${ctx.port}/`,
    port: ctx.port,
    notes,
    close: async () => {
      await vite?.close();
      await new Promise((done) => server.close(done));
      if (preview) await new Promise((done) => preview!.close(done));
      team?.scheduler.stop();
    },
  };
}

if (import.meta.url === `file://${process.argv[1]}` || process.argv[1]?.endsWith('scripts/editor/server.ts')) {
  const port = Number(process.env.EDITOR_PORT ?? 5180);
  const team = teamModeAsked(process.argv.slice(2), process.env);
  startEditor({ contentDir: resolve(CONTENT_DIR), port, team, print: (line) => console.log(line) })
    .then(({ url, notes, prepared }) => {
      for (const note of notes) console.log(note);
      console.log(
        `Editor ready${team ? ' (team mode: sign-in required)' : ''}: ${url}  (content: ${resolve(CONTENT_DIR)}; Ctrl+C stops it)`,
      );
      if (team) console.log('Invite someone with: npm run editor:user -- invite <email> --sites <ids|all>');
      prepared?.then(
        (seconds) =>
          console.log(`The editor's page is ready for the first visit (prepared in ${seconds.toFixed(1)} s).`),
        (error: Error) =>
          console.log(`Could not prepare the editor's page ahead (the first visit will): ${error.message}`),
      );
    })
    .catch((error: NodeJS.ErrnoException) => {
      console.error(
        error.code === 'EADDRINUSE'
          ? `Port ${port} (or the preview port after it) is taken; start with EDITOR_PORT=<another port> npm run edit.`
          : error.message,
      );
      process.exit(1);
    });
}
