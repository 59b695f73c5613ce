/**
 * Team mode around the editor: every request passes `TeamMode.admit` first.
 * It signs people in and out, runs the access gate, answers team mode's own
 * addresses, and hands everything else back to the editor with the person who
 * asked. After an editor write, `committed` turns the files it wrote into one
 * commit by that person.
 */
import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { listSites, siteFolder, siteFolders } from '../documents.ts';
import { HttpError } from '../http-error.ts';
import { MAX_UPLOAD_BYTES, UploadQuota, waitingBytes } from '../uploads.ts';
import { bodyBytesRead, readBody } from '../request-body.ts';
import {
  decide,
  describeRequest,
  findRoute,
  fromOwnPage,
  type GateContext,
  type RequestFacts,
  type Viewer,
} from './access.ts';
import { AccountError, Accounts, type Person } from './accounts.ts';
import { AuditLog } from './audit-log.ts';
import { Git, repairInterruptedCommit } from './git.ts';
import type { ApiContext } from '../api.ts';
import { commitWrites, writtenFiles } from './written-files.ts';
import { teamScheduler } from './schedule-publish.ts';
import type { Scheduler, Setter } from './scheduler.ts';
import { WriteJournal } from './write-journal.ts';
import { invitationPage, noticePage, refusalPage, returnPath, signInPage } from './pages.ts';
import { ServerBusyError } from './passwords.ts';
import { PreviewLimitError, PreviewLinks } from './preview-links.ts';
import { PreviewBuilds } from './preview-server.ts';
import { ReleaseTrees, writeContent } from './release.ts';
import { buildInto, PublishLog, publishedFolders, remoteTarget, syncFromRemote, type RemoteTarget } from './publish.ts';
import {
  addressGroup,
  closedToNewDevicesMessage,
  DEVICE_COOKIE,
  KnownDevices,
  SignInLimiter,
  tooManyTriesMessage,
} from './rate-limit.ts';
import {
  cameOverHttps,
  clearedSessionCookie,
  requestAddress,
  readCookie,
  SESSION_COOKIE,
  sessionCookie,
  Sessions,
} from './sessions.ts';
import { teamApi } from './team-api.ts';
import { sameHash, sessionPageToken } from './tokens.ts';
import { ReviewRequests } from './reviews.ts';
import { FORM_LIMIT, parseForm, redirect, sendJson, sendPage } from './answers.ts';
import { answerAccount, answerCode, askSecondStep } from './account.ts';
import { PendingSignIns } from './pending-sign-ins.ts';
import { answerReset } from './password-reset.ts';
import { twoStepRule } from './second-factor.ts';
import { answerForgot, ResetMailer } from './reset-mail.ts';
import type { Transporter } from 'nodemailer';

export interface TeamConfig {
  contentDir: string;
  dataDir: string;
  projectRoot: string;
  /** Origins the editor is reached at; writes must come from one of them. */
  ownOrigins: string[];
  /** Where preview links open: "https://preview.example.com". */
  previewBaseUrl: string;
  env?: NodeJS.ProcessEnv;
  print?: (line: string) => void;
  /** Where reset mails go instead of the SMTP server of EDITOR_SMTP_URL (tests: nodemailer's jsonTransport). */
  mailTransport?: Transporter;
}

export interface Admitted {
  /** The request to pass on; its body can still be read when the gate had to read it. */
  req: IncomingMessage;
  viewer: Viewer & { name: string };
  /** The hash of the request's session id: the editor's page token is made from it (server.ts). */
  session: string;
}

/** What the sign-in page says after signing out (its address says which: "/sign-in?out=here"). */
const SIGNED_OUT: Record<string, string> = {
  here: 'You are signed out.',
  everywhere: 'You are signed out on every device.',
};
const signedOut = (how = '') => (Object.hasOwn(SIGNED_OUT, how) ? SIGNED_OUT[how] : undefined);

const FAILED_SIGN_IN = 'That email and password do not match an account.';
/** Said only after a right password, so it tells nobody else which emails have accounts. */
export const TURNED_OFF = 'This account is turned off. Ask the studio to turn it on again.';

/** A request whose body was already read, able to be read once more by the editor's own handlers. */
function replay(req: IncomingMessage, body: Buffer): IncomingMessage {
  const copy = Readable.from([body]) as unknown as IncomingMessage;
  return Object.assign(copy, { headers: req.headers, method: req.method, url: req.url, socket: req.socket });
}

export const wantsHtml = (req: IncomingMessage) => String(req.headers.accept ?? '').includes('text/html');

export class TeamMode {
  readonly accounts: Accounts;
  readonly sessions: Sessions;
  readonly limiter = new SignInLimiter();
  readonly pending = new PendingSignIns();
  uploads = new UploadQuota();
  readonly devices: KnownDevices;
  readonly previews: PreviewLinks;
  readonly previewBuilds: PreviewBuilds;
  /** Each preview's release tree, kept until a commit or a publish changes it: a preview request runs no git. */
  readonly releaseTrees: ReleaseTrees;
  readonly writeJournal: WriteJournal;
  readonly publishLog: PublishLog;
  readonly reviews: ReviewRequests;
  readonly audit: AuditLog;
  readonly git: Git;
  readonly scheduler: Scheduler;
  /** Sends password reset addresses by email; undefined when the studio configured no SMTP. */
  readonly resetMail?: ResetMailer;
  readonly env: NodeJS.ProcessEnv;
  target?: RemoteTarget;
  /** The key of the editor pages' tokens, made fresh at every start: a page kept open from an earlier run cannot write. */
  private readonly pageTokenKey = randomBytes(32);
  /** Whether an email is a person with an editor account: History tells every other author as the studio. */
  readonly isPerson = (email: string): boolean => !!this.accounts.find(email);
  /** Whether an email is a person whose account is on: a preview link opens only while its maker's is. */
  readonly isActive = (email: string): boolean => {
    const person = this.accounts.find(email);
    return !!person && !person.disabled;
  };

  private constructor(readonly config: TeamConfig) {
    this.env = config.env ?? process.env;
    this.accounts = new Accounts(config.dataDir);
    this.sessions = new Sessions(config.dataDir);
    this.devices = new KnownDevices(config.dataDir);
    this.previews = new PreviewLinks(config.dataDir, undefined, this.isActive);
    this.publishLog = new PublishLog(config.dataDir);
    this.reviews = new ReviewRequests(config.dataDir);
    this.audit = new AuditLog(join(config.dataDir, 'audit.log'), config.print);
    this.git = new Git(config.contentDir);
    this.previewBuilds = new PreviewBuilds(join(config.dataDir, 'previews'));
    this.releaseTrees = new ReleaseTrees(this.git);
    this.writeJournal = new WriteJournal(join(config.dataDir, 'write-journal.json'));
    this.scheduler = teamScheduler(this);
    this.resetMail = ResetMailer.from(this.env, this.accounts, this.audit, config.mailTransport);
  }

  /** The sign-in page, with "Forgot your password?" leading to a mailed reset where mail is on. */
  signInPage(options: Parameters<typeof signInPage>[0] = {}): string {
    return signInPage({ ...options, mail: !!this.resetMail });
  }

  /**
   * The preview build of a site as publishing it would put it live: one per
   * version of that content (the tree's id), made when first asked. The tree
   * is worked out again only after a new commit or publish, so asking for a
   * preview that is built already costs no git command.
   */
  async savedPreview(site: string): Promise<string> {
    const tree = await this.releaseTrees.tree(site, publishedFolders(this.publishLog, this.otherSites(site)));
    return this.previewBuilds.site(site, tree, async (out) => {
      const content = join(this.config.dataDir, 'preview-content');
      await writeContent(this.git, tree, content);
      return this.build(out, site, content, true);
    });
  }

  /** A site's folder inside the content folder; an unknown site is refused with a 404 in words. */
  siteFolder(id: unknown): string {
    return siteFolder(this.config.contentDir, id);
  }

  /** Every site but `site`, with its folder: what stays as last published when `site` is published. */
  otherSites(site: string): { id: string; folder: string }[] {
    return [...siteFolders(this.config.contentDir)]
      .filter(([id]) => id !== site)
      .map(([id, folder]) => ({ id, folder }));
  }

  /** Team mode for a content folder inside a git repository; the notes say what start-up repaired or fetched. */
  static async open(config: TeamConfig): Promise<{ team: TeamMode; notes: string[] }> {
    const team = new TeamMode(config);
    if (!(await team.git.isRepository())) {
      throw new Error(
        `Team mode keeps the history in git, but ${config.contentDir} is not inside a git repository. Run "git init" there (or clone the project), then start again.`,
      );
    }
    const notes: string[] = [];
    const repaired = await repairInterruptedCommit(team.git);
    if (repaired) notes.push(repaired);
    const finished = await team.writeJournal.finish(team.git);
    if (finished) notes.push(finished);
    team.target = await remoteTarget(team.git, team.env);
    if (team.target) {
      try {
        await team.git.queue.run(() => syncFromRemote(team.git, team.target!));
        notes.push(`Fetched ${team.target.remote}/${team.target.branch}; publishing pushes there.`);
      } catch (error) {
        notes.push(
          `Could not bring in ${team.target.remote}/${team.target.branch} at start: ${(error as Error).message}`,
        );
      }
    }
    // Before a site's first publish from here, what team mode found at its first start counts as live.
    const head = (await team.git.run(['rev-parse', '--verify', '--quiet', 'HEAD'], { okCodes: [1] })).trim();
    if (head) await team.publishLog.recordStart(head);
    const interrupted = await team.publishLog.finishInterrupted();
    if (interrupted)
      notes.push(
        `The publish of ${interrupted.site} by ${interrupted.person}, started ${interrupted.time}, was stopped before it finished; its Publish panel says so and it can be published again.`,
      );
    const rule = twoStepRule(team.env);
    notes.push(
      rule === 'optional'
        ? 'Two-step sign-in is optional for everyone, admins included (EDITOR_TWO_STEP=optional): for trials only.'
        : `Two-step sign-in is required of ${rule === 'everyone' ? 'everyone' : 'admins'} (EDITOR_TWO_STEP).`,
    );
    notes.push(
      team.resetMail
        ? `Password resets by email: on, through ${team.resetMail.host}.`
        : 'Password resets by email: off (set EDITOR_SMTP_URL and EDITOR_MAIL_FROM to turn them on).',
    );
    if (team.publishDir) notes.push(`Publishing builds the site into ${team.publishDir}.`);
    if (!team.target && !team.publishDir)
      notes.push('Publishing is off: set PUBLISH_DIR or give the repository a remote (EDITOR_GIT_REMOTE).');
    return { team, notes };
  }

  get publishDir(): string | undefined {
    return this.env.PUBLISH_DIR || undefined;
  }

  /**
   * The project's build of `contentDir` (the content as saved) into `outDir`: every site, or with `site` only
   * the website it is part of. A preview's build (`preview`) shows drafts and later entries too, marked.
   */
  build(outDir: string, site?: string, contentDir = this.config.contentDir, preview = false) {
    return buildInto(outDir, { projectRoot: this.config.projectRoot, contentDir, site, preview });
  }

  gateContext(): GateContext {
    return {
      siteFolders: siteFolders(this.config.contentDir),
      ownOrigins: this.config.ownOrigins,
    };
  }

  secure(req: IncomingMessage): boolean {
    return cameOverHttps(
      {
        remoteAddress: req.socket.remoteAddress,
        forwardedProto: req.headers['x-forwarded-proto'] as string | undefined,
        encrypted: 'encrypted' in req.socket,
      },
      this.env,
    );
  }

  /** Ends every session and every half-finished sign-in of a person; answers how many sessions ended. */
  async signOutEverywhere(email: string): Promise<number> {
    const ended = await this.sessions.endAllFor(email);
    this.pending.endAllFor(email);
    return ended;
  }

  address(req: IncomingMessage): string {
    return requestAddress(req, this.env);
  }

  private async viewerOf(req: IncomingMessage): Promise<{ viewer?: Viewer & { name: string }; session?: string }> {
    const session = await this.sessions.resume(readCookie(req.headers.cookie, SESSION_COOKIE));
    const found = session && this.accounts.find(session.email);
    // A turned-off account's sessions were ended; were one left, it still opens nothing.
    const person = found && !found.disabled ? found : undefined;
    if (!session || !person) return {};
    return {
      viewer: {
        email: person.email,
        name: person.name,
        sites: person.sites,
        admin: person.admin,
        publish: person.publish,
        tellStudio: person.tellStudio,
        publishing: person.publishing,
      },
      session: session.idHash,
    };
  }

  /**
   * The gate. Answers the request itself (a refusal, a sign-in, a team
   * address) and returns undefined, or returns the person and the request for
   * the editor to answer.
   */
  async admit(req: IncomingMessage, res: ServerResponse): Promise<Admitted | undefined> {
    const url = new URL(req.url ?? '/', 'http://editor.invalid');
    let path: string;
    try {
      path = decodeURIComponent(url.pathname);
    } catch {
      throw new HttpError(400, 'That address is not readable.');
    }
    const query: Record<string, string[]> = {};
    for (const [key, value] of url.searchParams) (query[key] ??= []).push(value);
    const fetchSite = req.headers['sec-fetch-site'];
    const facts: RequestFacts = {
      method: req.method ?? 'GET',
      path,
      query,
      origin: req.headers.origin,
      fetchSite: typeof fetchSite === 'string' ? fetchSite : undefined,
    };
    const { viewer, session } = await this.viewerOf(req);
    const ctx = this.gateContext();
    const route = findRoute(facts.method === 'HEAD' ? 'GET' : facts.method, path);
    let body: Buffer | undefined;
    // The body is read only when the rule needs it, for someone signed in writing from the editor's page.
    if (route?.readsBody && viewer && facts.method === 'POST' && fromOwnPage(facts, ctx)) {
      body = await readBody(req, 4 * 1024 * 1024);
      facts.body = parseForm(req, body);
    }
    const decision = decide(facts, viewer, ctx);
    const own =
      path === '/sign-in'
        ? 'sign-in'
        : path === '/sign-in/code'
          ? 'sign-in-code'
          : path === '/sign-in/forgot'
            ? 'forgot'
            : path === '/account' || path.startsWith('/account/')
              ? 'account'
              : path.startsWith('/invite/')
                ? 'invite'
                : path.startsWith('/reset/')
                  ? 'reset'
                  : // Only the forms' POST signs out: no GET changes anything, so a link cannot.
                    facts.method === 'POST' && (path === '/sign-out' || path === '/sign-out-everywhere')
                    ? 'sign-out'
                    : undefined;
    if (!decision.allow) {
      this.audit.write({
        event: 'refused',
        person: viewer?.email,
        address: this.address(req),
        detail: `${describeRequest(facts.method, path)} → ${decision.status}`,
      });
      if (
        decision.status === 401 &&
        facts.method === 'GET' &&
        (path === '/' || wantsHtml(req)) &&
        !path.startsWith('/api/')
      )
        return void redirect(
          res,
          path === '/' ? '/sign-in' : `/sign-in?next=${encodeURIComponent(returnPath(req.url))}`,
        );
      // Signing out without a session is done already.
      if (decision.status === 401 && own === 'sign-out') return void redirect(res, '/sign-in?out=here');
      // A person who followed a link or sent a form reads a page; the editor's scripts read JSON.
      if (wantsHtml(req)) return void sendPage(res, decision.status, refusalPage(decision.status, decision.message));
      return void sendJson(res, decision.status, { error: decision.message });
    }

    if (own === 'sign-in')
      return facts.method === 'POST'
        ? this.signIn(req, res)
        : void sendPage(
            res,
            200,
            this.signInPage({ next: facts.query.next?.[0], done: signedOut(facts.query.out?.[0]) }),
          );
    if (own === 'sign-in-code') return answerCode(this, req, res);
    if (own === 'forgot') return answerForgot(this.resetMail, this.address(req), req, res);
    if (own === 'account') return answerAccount(this, req, res, path, viewer!);
    if (own === 'invite') return this.invitation(req, res, path.slice('/invite/'.length), facts.method);
    if (own === 'reset') return answerReset(this, req, res, path.slice('/reset/'.length));
    if (own === 'sign-out') return this.signOut(req, res, path === '/sign-out-everywhere', viewer!);

    // Every write of the editor's API carries the page token of the session sending it.
    if (facts.method === 'POST' && path.startsWith('/api/')) this.checkPageToken(req, session!);
    if (decision.route.path === '/api/upload') this.takeUploadAllowance(req, res, viewer!.email);

    const api = teamApi[`${decision.route.method} ${decision.route.path}`];
    if (api) {
      try {
        sendJson(res, 200, await api(this, viewer!, facts, this.address(req)));
      } catch (error) {
        throw error instanceof AccountError || error instanceof PreviewLimitError
          ? new HttpError(400, error.message)
          : error;
      }
      return undefined;
    }
    return { req: body ? replay(req, body) : req, viewer: viewer!, session: session! };
  }

  /** The token written into the editor's page for a session (by the hash of its id). */
  pageToken(session: string): string {
    return sessionPageToken(this.pageTokenKey, session);
  }

  /** A write refused unless it carries the page token of the session it is sent with. */
  private checkPageToken(req: IncomingMessage, session: string): void {
    const given = req.headers['x-editor-token'];
    if (typeof given !== 'string' || !sameHash(given, this.pageToken(session)))
      throw new HttpError(403, "The editor's token is missing or out of date. Reload the editor page.");
  }

  /**
   * An upload's claimed size is reserved from the person's day and checked against the waiting total before
   * its body is read; once it is answered (or its connection ends), only the bytes that arrived stay charged.
   */
  private takeUploadAllowance(req: IncomingMessage, res: ServerResponse, person: string): void {
    const length = Number(req.headers['content-length']);
    if (!Number.isSafeInteger(length) || length < 0)
      throw new HttpError(411, 'Send the picture with its size (Content-Length).');
    const settle = this.uploads.take(
      person,
      Math.min(length, MAX_UPLOAD_BYTES + 1),
      waitingBytes(this.config.contentDir),
    );
    res.once('close', () => settle(bodyBytesRead(req)));
  }

  private async signIn(req: IncomingMessage, res: ServerResponse): Promise<undefined> {
    const form = parseForm(req, await readBody(req, FORM_LIMIT));
    const email = typeof form.email === 'string' ? form.email.trim().slice(0, 254) : '';
    const next = returnPath(form.next);
    const address = this.address(req);
    // What was typed is logged only when it is someone's email: a password typed in the wrong box never reaches the log.
    const logged = this.accounts.find(email)?.email ?? 'unknown';
    // The try is counted before the slow password check, so tries sent at once cannot all slip under the limit.
    const device = this.devices.idFor(email, readCookie(req.headers.cookie, DEVICE_COOKIE));
    // An account with two-step sign-in on stays open to new devices: its code step still stands (rate-limit.ts).
    const twoStep = !!this.accounts.find(email)?.totp;
    const attempt = this.limiter.begin(email, address, device, twoStep);
    if (typeof attempt === 'number') {
      // Said when the pool is what refused it: a two-step account's new devices are refused only by their address's limits.
      const closed = !device && !twoStep && this.limiter.closedToNewDevices(email);
      this.audit.write({
        event: 'sign-in refused (too many tries)',
        person: logged,
        address,
        detail: closed ? 'closed to new devices' : undefined,
      });
      const message = closed ? closedToNewDevicesMessage(attempt) : tooManyTriesMessage(attempt);
      return void sendPage(res, 429, this.signInPage({ message, email, next }), {
        'Retry-After': String(Math.ceil(attempt / 1000)),
      });
    }
    if (attempt.closedNewDevices)
      this.audit.write({
        event: 'sign-in closed to new devices',
        person: logged,
        address,
        detail: twoStep
          ? 'too many failed tries from devices this account never signed in on; it signs in in two steps, so new devices are still asked for the password and the code'
          : 'too many failed tries from devices this account never signed in on; its own devices still sign in',
      });
    let person: Person | undefined;
    try {
      // A browser with the account's device cookie is served before new devices when many sign-ins wait.
      person = await this.accounts.check(email, form.password, { group: addressGroup(address), known: !!device });
    } catch (error) {
      if (!(error instanceof ServerBusyError)) throw error;
      // Refused unchecked, it still counts against its address: a flood of tries is not free.
      attempt.busy();
      this.audit.write({ event: 'sign-in refused (server busy)', person: logged, address });
      return void sendPage(res, 503, this.signInPage({ message: error.message, email, next }), { 'Retry-After': '5' });
    }
    if (!person) {
      this.audit.write({ event: 'sign-in failed', person: logged, address });
      return void sendPage(res, 401, this.signInPage({ message: FAILED_SIGN_IN, email, next }));
    }
    attempt.forget();
    if (person.disabled) {
      this.audit.write({ event: 'sign-in refused (account turned off)', person: person.email, address });
      return void sendPage(res, 403, this.signInPage({ message: TURNED_OFF, email, next }));
    }
    if (await askSecondStep(this, req, res, person, next)) return undefined;
    return this.startSession(req, res, person, 'sign-in', next);
  }

  /** A new session: a redirect to `next`, or `page` (the recovery codes) with the cookies. */
  async startSession(
    req: IncomingMessage,
    res: ServerResponse,
    person: Person,
    event: 'sign-in' | 'invitation accepted',
    next = '/',
    page?: string,
    moreCookies: string[] = [],
  ): Promise<undefined> {
    // A session id the browser brought is never kept: sign-in always makes a new one.
    const old = readCookie(req.headers.cookie, SESSION_COOKIE);
    if (old) await this.sessions.end(old);
    const id = await this.sessions.start(person.email, {
      device: req.headers['user-agent'],
      address: this.address(req),
    });
    this.audit.write({ event, person: person.email, address: this.address(req) });
    // The browser is known from now on: its tries count for itself alone (rate-limit.ts).
    const cookies = [
      sessionCookie(id, this.secure(req)),
      this.devices.cookie(person.email, this.secure(req)),
      ...moreCookies,
    ];
    if (page) return void sendPage(res, 200, page, { 'Set-Cookie': cookies });
    res.writeHead(303, { Location: next, 'Cache-Control': 'no-store', 'Set-Cookie': cookies });
    res.end();
    return undefined;
  }

  private async invitation(
    req: IncomingMessage,
    res: ServerResponse,
    token: string,
    method: string,
  ): Promise<undefined> {
    const invitation = this.accounts.invitation(token);
    if (!invitation) {
      return void sendPage(
        res,
        404,
        noticePage(
          'This invitation cannot be used',
          'It has expired or was already used. Ask the studio for a new one, or sign in if you already have an account.',
          { href: '/sign-in', label: 'Sign in' },
        ),
      );
    }
    const sites = this.siteNames(invitation.sites);
    if (method !== 'POST') return void sendPage(res, 200, invitationPage({ token, email: invitation.email, sites }));
    const form = parseForm(req, await readBody(req, FORM_LIMIT));
    try {
      const person = await this.accounts.accept(token, form.name, form.password);
      // Someone who must sign in in two steps sets the app up before the first session opens.
      if (await askSecondStep(this, req, res, person, '/')) return undefined;
      return this.startSession(req, res, person, 'invitation accepted');
    } catch (error) {
      if (!(error instanceof AccountError)) throw error;
      return void sendPage(
        res,
        400,
        invitationPage({
          token,
          email: invitation.email,
          sites,
          message: error.message,
          name: typeof form.name === 'string' ? form.name : '',
          // Every refusal but a missing name is about the password (or the invitation itself).
          wrong: typeof form.name === 'string' && form.name.trim() ? 'password' : 'name',
        }),
      );
    }
  }

  /** "Urban Style Salon", "Cool Breeze HVAC and Urban Style Salon", or "every site". */
  private siteNames(sites: Person['sites']): string {
    if (sites === 'all') return 'every site';
    const names = listSites(this.config.contentDir)
      .filter((site) => sites.includes(site.id))
      .map((site) => site.name);
    return names.length > 1 ? `${names.slice(0, -1).join(', ')} and ${names.at(-1)}` : (names[0] ?? 'no site yet');
  }

  private async signOut(
    req: IncomingMessage,
    res: ServerResponse,
    everywhere: boolean,
    viewer: Viewer,
  ): Promise<undefined> {
    const id = readCookie(req.headers.cookie, SESSION_COOKIE);
    if (everywhere) await this.sessions.endAllFor(viewer.email);
    else if (id) await this.sessions.end(id);
    this.audit.write({
      event: 'sign-out',
      person: viewer.email,
      address: this.address(req),
      detail: everywhere ? 'everywhere' : undefined,
    });
    redirect(res, `/sign-in?out=${everywhere ? 'everywhere' : 'here'}`, {
      'Set-Cookie': clearedSessionCookie(this.secure(req)),
    });
    return undefined;
  }

  /**
   * After a write is committed: when it touched an entry, the scheduler looks
   * again, with the moments that changed set by this person. It does not hold
   * up the answer; what it does is in the log.
   */
  private rescheduling(commit: NonNullable<ApiContext['afterWrite']>, person: Setter): ApiContext['afterWrite'] {
    return async (url, result) => {
      await commit(url, result);
      const files = writtenFiles(url.pathname, undefined, result, (id) => this.siteFolder(id), url.searchParams);
      if (files.some((file) => /(^|\/)collections\//.test(file)))
        this.scheduler
          .saved(person)
          .catch((error: Error) => this.config.print?.(`Scheduling failed: ${error.message}`));
    };
  }

  /**
   * The editor API's context for a person's request: the page token of their
   * session, and each write committed as theirs before it is answered, one
   * write at a time.
   */
  apiContext(ctx: ApiContext, viewer: { name: string; email: string }, session: string): ApiContext {
    const author = { name: viewer.name, email: viewer.email };
    return {
      ...ctx,
      token: this.pageToken(session),
      afterWrite: this.rescheduling(commitWrites(this.git, ctx.contentDir, author), {
        name: viewer.name,
        email: viewer.email,
      }),
      writeQueue: { run: (task) => this.git.writes.run(() => this.writeJournal.around(author, task)) },
    };
  }
}
