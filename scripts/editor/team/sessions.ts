import type { IncomingMessage } from 'node:http';
import { join } from 'node:path';
import { JsonFile } from './data-store.ts';
import { hashToken, newToken } from './tokens.ts';

export const SESSION_COOKIE = 'editor_session';
export const IDLE_LIMIT_MS = 8 * 60 * 60 * 1000;
/** However much a session is used, it ends this long after its sign-in: a stolen cookie does not live for ever. */
export const LIFETIME_MS = 12 * 60 * 60 * 1000;
/** Last-seen times are written at most this often, so reading a page does not mean writing a file. */
const TOUCH_EVERY_MS = 60 * 1000;

export interface Session {
  idHash: string;
  email: string;
  createdAt: number;
  lastSeen: number;
  /** What the person sees in their list of sessions: the browser's own words for itself, and the address. */
  device?: string;
  address?: string;
}

/** A session as its person sees it in the list: a handle (part of the id's hash, which opens nothing) and no secret. */
export interface SessionShown {
  handle: string;
  createdAt: number;
  lastSeen: number;
  device: string;
  address: string;
  current: boolean;
}

const handleOf = (session: Session) => session.idHash.slice(0, 16);

const live = (session: Session, time: number) =>
  time - session.lastSeen < IDLE_LIMIT_MS && time - session.createdAt < LIFETIME_MS;

/** Sessions on the server; the browser only holds a random id, and the server only its hash. */
export class Sessions {
  private readonly file: JsonFile<{ sessions: Session[] }>;

  constructor(
    dataDir: string,
    private readonly now = () => Date.now(),
  ) {
    this.file = new JsonFile(join(dataDir, 'sessions.json'), () => ({ sessions: [] }));
  }

  /** A new session (always a new id: sign-in never reuses one the browser brought). */
  async start(email: string, about: { device?: string; address?: string } = {}): Promise<string> {
    const id = newToken();
    const time = this.now();
    // Shown back to the person only, as text; cleaned of control characters and cut short all the same.
    const device = about.device?.replace(/\p{Cc}/gu, '').slice(0, 160);
    await this.file.update((data) => {
      data.sessions = data.sessions.filter((s) => live(s, time));
      data.sessions.push({
        idHash: hashToken(id),
        email,
        createdAt: time,
        lastSeen: time,
        device,
        address: about.address,
      });
    });
    return id;
  }

  /** The person's live sessions, the one of `current` (a cookie value) marked. */
  listFor(email: string, current?: string): SessionShown[] {
    const time = this.now();
    const mine = current && hashToken(current);
    return this.file
      .read()
      .sessions.filter((s) => s.email === email && live(s, time))
      .map((s) => ({
        handle: handleOf(s),
        createdAt: s.createdAt,
        lastSeen: s.lastSeen,
        device: s.device ?? 'unknown browser',
        address: s.address ?? 'unknown address',
        current: s.idHash === mine,
      }));
  }

  /** Ends one of the person's own sessions by its handle; false when they have none such. */
  endByHandle(email: string, handle: unknown): Promise<boolean> {
    return this.file.update((data) => {
      const before = data.sessions.length;
      data.sessions = data.sessions.filter(
        (s) => !(s.email === email && typeof handle === 'string' && handleOf(s) === handle),
      );
      return data.sessions.length < before;
    });
  }

  /** The live session for a cookie value, its idle clock restarted; undefined when unknown or idle too long. */
  async resume(id: string | undefined): Promise<Session | undefined> {
    if (!id) return undefined;
    const hash = hashToken(id);
    const time = this.now();
    const session = this.file.read().sessions.find((s) => s.idHash === hash);
    if (!session) return undefined;
    if (!live(session, time)) {
      await this.end(id);
      return undefined;
    }
    if (time - session.lastSeen >= TOUCH_EVERY_MS) {
      await this.file.update((data) => {
        const live = data.sessions.find((s) => s.idHash === hash);
        if (live) live.lastSeen = time;
      });
    }
    return session;
  }

  async end(id: string): Promise<void> {
    const hash = hashToken(id);
    await this.file.update((data) => {
      data.sessions = data.sessions.filter((s) => s.idHash !== hash);
    });
  }

  /** "Sign out everywhere", and what removing a person does; `keep`: the cookie of a session to leave open. */
  async endAllFor(email: string, keep?: string): Promise<number> {
    const kept = keep && hashToken(keep);
    return this.file.update((data) => {
      const before = data.sessions.length;
      data.sessions = data.sessions.filter((s) => s.email !== email || s.idHash === kept);
      return before - data.sessions.length;
    });
  }
}

/** The value of one cookie from a Cookie header. */
export function readCookie(header: string | undefined, name: string): string | undefined {
  for (const part of (header ?? '').split(';')) {
    const at = part.indexOf('=');
    if (at > 0 && part.slice(0, at).trim() === name) return part.slice(at + 1).trim() || undefined;
  }
  return undefined;
}

export function sessionCookie(id: string, secure: boolean): string {
  return `${SESSION_COOKIE}=${id}; HttpOnly; SameSite=Strict; Path=/; Max-Age=${IDLE_LIMIT_MS / 1000}${secure ? '; Secure' : ''}`;
}

export function clearedSessionCookie(secure: boolean): string {
  return `${SESSION_COOKIE}=; HttpOnly; SameSite=Strict; Path=/; Max-Age=0${secure ? '; Secure' : ''}`;
}

/**
 * Whether the browser reached the server over HTTPS: always when the studio says
 * so (EDITOR_SECURE_COOKIES=1), or when its proxy, and only its proxy
 * (EDITOR_TRUSTED_PROXY, the address the proxy connects from), says so in
 * X-Forwarded-Proto. Anyone else could send that header.
 */
export function cameOverHttps(
  facts: { remoteAddress?: string; forwardedProto?: string; encrypted?: boolean },
  env: NodeJS.ProcessEnv = process.env,
): boolean {
  if (env.EDITOR_SECURE_COOKIES === '1' || facts.encrypted) return true;
  return (
    fromTrustedProxy(facts.remoteAddress, env) && facts.forwardedProto?.split(',')[0].trim().toLowerCase() === 'https'
  );
}

export function fromTrustedProxy(remoteAddress: string | undefined, env: NodeJS.ProcessEnv = process.env): boolean {
  const trusted = (env.EDITOR_TRUSTED_PROXY ?? '')
    .split(',')
    .map((a) => a.trim())
    .filter(Boolean);
  return !!remoteAddress && trusted.includes(remoteAddress.replace(/^::ffff:/, ''));
}

/** The address a request came from, as `clientAddress` decides it from the connection and its headers. */
export function requestAddress(req: IncomingMessage, env: NodeJS.ProcessEnv = process.env): string {
  const forwarded = req.headers['x-forwarded-for'];
  const forwardedFor = Array.isArray(forwarded) ? forwarded.join(',') : forwarded;
  return clientAddress({ remoteAddress: req.socket.remoteAddress, forwardedFor }, env);
}

/** The person's address: the proxy's X-Forwarded-For when the proxy is trusted, else the connection's. */
export function clientAddress(
  facts: { remoteAddress?: string; forwardedFor?: string },
  env: NodeJS.ProcessEnv = process.env,
): string {
  const direct = (facts.remoteAddress ?? 'unknown').replace(/^::ffff:/, '');
  if (!fromTrustedProxy(facts.remoteAddress, env) || !facts.forwardedFor) return direct;
  // The proxy appends the address it saw last; earlier entries came from the client and may be made up.
  const hops = facts.forwardedFor
    .split(',')
    .map((a) => a.trim())
    .filter(Boolean);
  return hops[hops.length - 1] ?? direct;
}
