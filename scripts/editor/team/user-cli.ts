/**
 * npm run editor:user -- <command>: invitations and people of team mode.
 *   invite <email> --sites <id,id…|all> [--admin] [--publish | --publishing <publish|ask|tell>]
 *   list
 *   remove <email>
 *   sites <email> <id,id…|all>
 *   publishing <email> <publish|ask|tell> [--site <id>]
 *   reset-two-step <email>
 *   reset-password <email>
 * Each change is written to the audit log, from "command line".
 */
import { join, resolve } from 'node:path';
import { CONTENT_DIR } from '../../paths.ts';
import { siteFolders } from '../documents.ts';
import { AccountError, Accounts, normaliseEmail, parseSiteGrant, type SiteGrant } from './accounts.ts';
import { AuditLog, type AuditEvent } from './audit-log.ts';
import { dataDir } from './data-store.ts';
import { resetTwoStep } from './second-factor.ts';
import { Sessions } from './sessions.ts';
import {
  flagsOf,
  isPublishRight,
  PUBLISH_RIGHT_WORDS,
  publishRightOf,
  publishRightOn,
  type PublishRight,
  type SiteRights,
} from '../../../src/editor/publish-right.ts';

export const USAGE = `Usage: npm run editor:user -- <command>
  invite <email> --sites <id,id…|all> [--admin] [--publish]   print a one-time invitation address (valid 7 days);
         [--publishing <publish|ask|tell>]                    --publish is --publishing publish; without either, ask
  list                                                        everyone with an account or an open invitation
  remove <email>                                              remove an account or invitation and sign that person out
  sites <email> <id,id…|all>                                  change which sites a person may edit
  publishing <email> <publish|ask|tell> [--site <id>]         how their changes go live: at once, after a review,
                                                              or at once with the studio told; on one site with
                                                              --site, else on every site they edit
  reset-two-step <email>                                      for a lost phone: turn two-step sign-in off and sign the person out
  reset-password <email>                                      print a one-time address (valid 24 hours) to set a new password`;

export interface CliContext {
  dataDir: string;
  knownSites: string[];
  env: NodeJS.ProcessEnv;
  print: (line: string) => void;
  error: (line: string) => void;
}

/** The address people open the editor at. */
export function editorBaseUrl(env: NodeJS.ProcessEnv): string {
  if (env.EDITOR_PUBLIC_URL) return env.EDITOR_PUBLIC_URL.replace(/\/+$/, '');
  return `http://${env.EDITOR_HOST || '127.0.0.1'}:${env.EDITOR_PORT || '5180'}`;
}

const grantWords = (sites: SiteGrant) => (sites === 'all' ? 'all sites' : sites.join(', '));
/** How a person publishes, after a separator; nothing for one who must ask, as before the choice existed. */
const rightWords = (right: PublishRight, separator = ', ') =>
  right === 'ask' ? '' : `${separator}${PUBLISH_RIGHT_WORDS[right].toLowerCase()}`;

/** How a person publishes on their sites: one choice for them all, else each site's. */
function siteRightsWords(
  entry: { admin: boolean; publish: boolean; tellStudio?: boolean; publishing?: SiteRights; sites: SiteGrant },
  knownSites: string[],
): string {
  if (entry.admin) return '';
  const sites = entry.sites === 'all' ? knownSites : entry.sites;
  const rights = sites.map((site) => [site, publishRightOn(entry, site)] as const);
  if (new Set(rights.map(([, right]) => right)).size <= 1) return rightWords(rights[0]?.[1] ?? 'ask', '  ');
  return `  ${rights.map(([site, right]) => `${site}: ${PUBLISH_RIGHT_WORDS[right].toLowerCase()}`).join(', ')}`;
}

class UsageError extends Error {}

function takeFlag(args: string[], name: string): boolean {
  const at = args.indexOf(name);
  if (at < 0) return false;
  args.splice(at, 1);
  return true;
}

function takeOption(args: string[], name: string): string | undefined {
  const at = args.findIndex((arg) => arg === name || arg.startsWith(`${name}=`));
  if (at < 0) return undefined;
  const [arg] = args.splice(at, 1);
  if (arg.includes('=')) return arg.slice(name.length + 1);
  if (at >= args.length || args[at].startsWith('--')) throw new UsageError(`${name} needs a value.`);
  return args.splice(at, 1)[0];
}

function noMore(args: string[]): void {
  if (args.length) throw new UsageError(`Did not expect ${args.map((a) => `"${a}"`).join(' ')}.`);
}

function positional(args: string[], what: string): string {
  const value = args.shift();
  if (!value || value.startsWith('--')) throw new UsageError(`Give the ${what}.`);
  return value;
}

/** Runs one command and answers its exit code: 0 done, 1 refused input, 2 a command line that makes no sense. */
export async function runUserCommand(argv: string[], ctx: CliContext): Promise<number> {
  const args = [...argv];
  const command = args.shift();
  const accounts = new Accounts(ctx.dataDir);
  // Whoever runs the server acts from its command line; the People screen shows these beside the rest.
  const audit = (event: AuditEvent, detail: string) =>
    new AuditLog(join(ctx.dataDir, 'audit.log'), () => undefined).write({ event, address: 'command line', detail });
  try {
    switch (command) {
      case 'invite': {
        const admin = takeFlag(args, '--admin');
        const publish = takeFlag(args, '--publish');
        const publishing = takeOption(args, '--publishing');
        if (publishing !== undefined && !isPublishRight(publishing))
          throw new UsageError('--publishing is one of publish, ask, tell.');
        const sitesText = takeOption(args, '--sites');
        const email = positional(args, 'email address to invite');
        noMore(args);
        if (sitesText === undefined) throw new UsageError('Say which sites with --sites <id,id…|all>.');
        const sites = parseSiteGrant(sitesText, ctx.knownSites);
        const { token, expiresAt } = await accounts.invite({ email, sites, admin, publish, publishing });
        audit('invitation made', `${email.trim().toLowerCase()}: ${grantWords(sites)}${admin ? ', admin' : ''}`);
        const right = publishRightOf({ admin, ...(publishing ? flagsOf(publishing) : { publish }) });
        ctx.print(
          `Invitation for ${email.trim().toLowerCase()} (${grantWords(sites)}${admin ? ', admin' : ''}${rightWords(right)}), valid until ${expiresAt.slice(0, 16).replace('T', ' ')} UTC. Send this address; it works once:`,
        );
        ctx.print(`${editorBaseUrl(ctx.env)}/invite/${token}`);
        return 0;
      }
      case 'list': {
        noMore(args);
        const people = accounts.list();
        const open = accounts.openInvitations();
        if (!people.length && !open.length)
          ctx.print(
            'No accounts or invitations yet. Invite someone with: npm run editor:user -- invite <email> --sites <ids|all>',
          );
        for (const p of people)
          ctx.print(
            `${p.email}  ${p.name}  sites: ${grantWords(p.sites)}${p.admin ? '  admin' : ''}${siteRightsWords(p, ctx.knownSites)}`,
          );
        for (const inv of open)
          ctx.print(
            `${inv.email}  (invited, until ${inv.expiresAt.slice(0, 10)})  sites: ${grantWords(inv.sites)}${inv.admin ? '  admin' : ''}${siteRightsWords(inv, ctx.knownSites)}`,
          );
        return 0;
      }
      case 'remove': {
        const email = positional(args, 'email address to remove');
        noMore(args);
        await accounts.remove(email);
        const ended = await new Sessions(ctx.dataDir).endAllFor(email.trim().toLowerCase());
        audit('person removed', email.trim().toLowerCase());
        ctx.print(
          `Removed ${email.trim().toLowerCase()}${ended ? ` and signed them out of ${ended} browser${ended === 1 ? '' : 's'}` : ''}.`,
        );
        return 0;
      }
      case 'sites': {
        const email = positional(args, 'email address');
        const sites = parseSiteGrant(positional(args, 'sites (id,id… or all)'), ctx.knownSites);
        noMore(args);
        await accounts.setSites(email, sites);
        audit('sites changed', `${email.trim().toLowerCase()}: ${grantWords(sites)}`);
        ctx.print(`${email.trim().toLowerCase()} may now edit ${grantWords(sites)}.`);
        return 0;
      }
      case 'publishing': {
        const site = takeOption(args, '--site');
        const email = positional(args, 'email address');
        const right = positional(args, 'publish, ask or tell');
        noMore(args);
        if (site !== undefined && !ctx.knownSites.includes(site))
          throw new AccountError(`There is no site called "${site}". The sites are: ${ctx.knownSites.join(', ')}.`);
        await accounts.setPublishing(email, right, site);
        const who = `${email.trim().toLowerCase()}${site === undefined ? '' : ` on ${site}`}`;
        audit('publishing changed', `${who}: ${right}`);
        ctx.print(`${who}: ${PUBLISH_RIGHT_WORDS[right as PublishRight].toLowerCase()}.`);
        return 0;
      }
      case 'reset-two-step': {
        const email = normaliseEmail(positional(args, 'email address'));
        noMore(args);
        // Run on the server by whoever runs it: the studio checks who asks before it resets.
        await resetTwoStep(accounts, email);
        const ended = await new Sessions(ctx.dataDir).endAllFor(email);
        audit('two-step sign-in reset', email);
        ctx.print(
          `Two-step sign-in is off for ${email}, and ${ended} session(s) ended. Where the studio requires it, the next sign-in sets it up again.`,
        );
        return 0;
      }
      case 'reset-password': {
        const email = normaliseEmail(positional(args, 'email address'));
        noMore(args);
        const { token, expiresAt } = await accounts.issueReset(email);
        audit('password reset made', email);
        ctx.print(
          `Password reset for ${email}, valid until ${expiresAt.slice(0, 16).replace('T', ' ')} UTC. Send this address; it works once, and any older one no longer does:`,
        );
        ctx.print(`${editorBaseUrl(ctx.env)}/reset/${token}`);
        return 0;
      }
      case undefined:
      case 'help':
      case '--help':
        ctx.print(USAGE);
        return command ? 0 : 2;
      default:
        throw new UsageError(`There is no command "${command}".`);
    }
  } catch (error) {
    if (error instanceof UsageError) {
      ctx.error(`${error.message}\n\n${USAGE}`);
      return 2;
    }
    if (error instanceof AccountError) {
      ctx.error(error.message);
      return 1;
    }
    throw error;
  }
}

if (process.argv[1]?.endsWith('user-cli.ts')) {
  const contentDir = resolve(CONTENT_DIR);
  runUserCommand(process.argv.slice(2), {
    dataDir: dataDir(),
    knownSites: [...siteFolders(contentDir).keys()],
    env: process.env,
    print: (line) => console.log(line),
    error: (line) => console.error(line),
  })
    .then((code) => process.exit(code))
    .catch((error: unknown) => {
      console.error(error instanceof Error ? error.message : String(error));
      process.exit(1);
    });
}
