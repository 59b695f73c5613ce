import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { sendError } from '../../../../scripts/editor/api.ts';
import { TeamMode, type TeamConfig } from '../../../../scripts/editor/team/team-mode.ts';
import { hashToken } from '../../../../scripts/editor/team/tokens.ts';
import { PROJECT_ROOT } from '../../../../scripts/paths.ts';
import { git, tempDir, write } from './git-fixture.ts';

/** The page token the editor's page of a session carries on its writes (`cookie`: "editor_session=…"). */
export const pageTokenOf = (team: TeamMode, cookie: string) =>
  team.pageToken(hashToken(cookie.replace(/^editor_session=/, '')));

/**
 * Team mode's gate alone, over HTTP, on an empty repository: for what needs no
 * site (signing in, the limits, the team's own pages). Requests may say which
 * address they come from in X-Forwarded-For, as a trusted proxy would.
 */
export async function smallTeam(
  log: string[] = [],
  options: { env?: NodeJS.ProcessEnv; mailTransport?: TeamConfig['mailTransport'] } = {},
) {
  const content = tempDir('team-content-');
  const data = tempDir('team-data-');
  write(content.dir, 'README.md', 'content\n');
  git(content.dir, 'init', '--quiet', '-b', 'main');
  git(content.dir, 'add', '.');
  git(content.dir, 'commit', '--quiet', '-m', 'Start');
  const server: Server = createServer();
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const { team, notes } = await TeamMode.open({
    contentDir: content.dir,
    dataDir: data.dir,
    projectRoot: PROJECT_ROOT,
    ownOrigins: [origin],
    previewBaseUrl: 'http://127.0.0.1:1',
    env: { EDITOR_TRUSTED_PROXY: '127.0.0.1', ...options.env },
    print: (line) => log.push(line),
    mailTransport: options.mailTransport,
  });
  server.on('request', (req, res) => {
    team
      .admit(req, res)
      .then((admitted) => admitted && sendError(res, new Error('not part of this test')))
      .catch((error) => sendError(res, error));
  });

  /** A person with an account, signed in nowhere yet. */
  const member = async (email: string, password: string, sites: string[] | 'all' = [], admin = false) => {
    const { token } = await team.accounts.invite({ email, sites, admin });
    await team.accounts.accept(token, email.split('@')[0], password);
  };
  /** A form sent from the editor's own page, as a browser at address `from` sends it. */
  const post = (
    path: string,
    fields: Record<string, string>,
    from = '198.51.100.1',
    headers: Record<string, string> = {},
  ) =>
    fetch(`${origin}${path}`, {
      method: 'POST',
      redirect: 'manual',
      headers: {
        Origin: origin,
        'Content-Type': 'application/x-www-form-urlencoded',
        'X-Forwarded-For': from,
        ...headers,
      },
      body: new URLSearchParams(fields).toString(),
    });
  const signIn = (fields: Record<string, string>, from = '198.51.100.1', headers: Record<string, string> = {}) =>
    post('/sign-in', fields, from, headers);
  const close = async () => {
    await new Promise((done) => server.close(done));
    content.remove();
    data.remove();
  };
  return { team, notes, origin, member, post, signIn, close, dataDir: data.dir };
}
