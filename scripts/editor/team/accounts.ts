import { join } from 'node:path';
import { JsonFile } from './data-store.ts';
import { cleanName } from './person-name.ts';
import { hashPassword, passwordProblem, verifyPassword, type Asker, type SecretsHashed } from './passwords.ts';
import { hashToken, newToken, sameHash } from './tokens.ts';
import {
  flagsOf,
  isPublishRight,
  PUBLISH_RIGHTS,
  publishRightOf,
  type PublishRight,
  type SiteRights,
} from '../../../src/editor/publish-right.ts';

/** The sites a person may edit: a list of site ids, or every site, including ones added later. */
export type SiteGrant = string[] | 'all';

export interface Person {
  email: string;
  name: string;
  passwordHash: string;
  sites: SiteGrant;
  admin: boolean;
  /** With `tellStudio`, the choice for sites without one in `publishing` (publish-right.ts). */
  publish: boolean;
  /** Publishes go live at once, and the studio is told of each (publish-right.ts). */
  tellStudio?: boolean;
  /** How the person's changes go live, site by site (publish-right.ts). */
  publishing?: SiteRights;
  createdAt: string;
  /** Two-step sign-in, when turned on (second-factor.ts). Secret: kept here beside the password hash, never shown again. */
  totp?: { secret: string; lastStep: number };
  /** A secret shown for setting up, waiting for its first code. */
  pendingTotp?: string;
  /** Recovery codes not used yet, hashed together (passwords.ts). */
  recovery?: SecretsHashed;
  /** Turned off by an admin: kept, but signs in nowhere, and the person's preview links stop opening. */
  disabled?: boolean;
}

/** What others may see of a person: never a hash or a secret. */
export function publicPerson({ passwordHash: _p, totp, pendingTotp: _t, recovery, ...person }: Person) {
  return { ...person, twoStep: !!totp, recoveryCodesLeft: recovery?.keys.length ?? 0 };
}

export interface Invitation {
  tokenHash: string;
  email: string;
  sites: SiteGrant;
  admin: boolean;
  publish: boolean;
  tellStudio?: boolean;
  publishing?: SiteRights;
  createdAt: string;
  expiresAt: string;
}

/** A password reset an admin issued: one address, used once, for one person. */
export interface PasswordReset {
  tokenHash: string;
  email: string;
  createdAt: string;
  expiresAt: string;
}

interface AccountsData {
  people: Person[];
  invitations: Invitation[];
  resets?: PasswordReset[];
}

export const INVITATION_DAYS = 7;
export const RESET_HOURS = 24;
const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;
const EMAIL = /^[^\s@<>()[\]\\,;:"]+@[^\s@<>()[\]\\,;:"]+\.[^\s@<>()[\]\\,;:"]+$/;

/** A refusal caused by the input, said in one sentence the person can act on. */
export class AccountError extends Error {
  name = 'AccountError';
}

export function normaliseEmail(email: unknown): string {
  const value = typeof email === 'string' ? email.trim().toLowerCase() : '';
  if (!EMAIL.test(value) || value.length > 254)
    throw new AccountError(`"${String(email ?? '')}" is not an email address.`);
  return value;
}

/** An invitation's publishing flags: the named right, else the old yes/no; an admin always publishes. */
function publishFlags(input: { admin?: boolean; publish?: boolean; publishing?: PublishRight }) {
  if (input.admin === true) return { publish: true };
  if (input.publishing !== undefined) {
    if (!isPublishRight(input.publishing)) throw new AccountError('Choose how this person publishes.');
    const flags = flagsOf(input.publishing);
    return flags.tellStudio ? flags : { publish: flags.publish };
  }
  return { publish: input.publish === true };
}

/** A person's own choice, whatever their role: the one an admin goes back to when the role is taken away. */
const ownRight = (entry: Pick<Person, 'publish' | 'tellStudio'>) => publishRightOf({ ...entry, admin: false });

/** One choice on each site of a grant; none of its own for a grant of every site, which the flags cover. */
const onEachSite = (sites: SiteGrant, right: PublishRight): SiteRights =>
  sites === 'all' ? {} : Object.fromEntries(sites.map((site) => [site, right]));

/**
 * Reads an account or invitation written when the choice was one per person
 * (flags only) as that choice on each of its sites. A grant of every site
 * keeps the flags alone: they are its choice for every site.
 */
function upgradeEntry(entry: Person | Invitation): void {
  if (entry.publishing && typeof entry.publishing === 'object') return;
  entry.publishing = onEachSite(entry.sites, ownRight(entry));
}

/** accounts.json, read in today's shape whatever version wrote it. */
class AccountsFile extends JsonFile<AccountsData> {
  protected override upgrade(data: AccountsData): AccountsData {
    for (const entry of [...(data.people ?? []), ...(data.invitations ?? [])]) upgradeEntry(entry);
    return data;
  }
}

/** "all", or a comma-separated list of site ids that must all exist. */
export function parseSiteGrant(value: unknown, knownSites: string[]): SiteGrant {
  if (value === 'all') return 'all';
  const ids = (typeof value === 'string' ? value.split(',') : Array.isArray(value) ? value : [])
    .map((id) => String(id).trim())
    .filter(Boolean);
  if (!ids.length)
    throw new AccountError(`Name the sites, separated by commas, or "all". The sites are: ${knownSites.join(', ')}.`);
  const unknown = ids.filter((id) => !knownSites.includes(id));
  if (unknown.length)
    throw new AccountError(
      `There is no site called ${unknown.map((id) => `"${id}"`).join(', ')}. The sites are: ${knownSites.join(', ')}.`,
    );
  return [...new Set(ids)];
}

/** Admins whose accounts are on: the people who can still run the studio's team. */
const enabledAdmins = (people: Person[]) => people.filter((person) => person.admin && !person.disabled).length;

/**
 * Runs a change to the people and refuses it when it would leave no enabled
 * admin where there was one: nobody would be left to invite, reset or publish.
 */
function keepingAnAdmin(data: AccountsData, change: () => void): void {
  const before = enabledAdmins(data.people);
  change();
  if (before > 0 && enabledAdmins(data.people) === 0)
    throw new AccountError(
      'That would leave no administrator who can sign in. Make someone else an administrator first.',
    );
}

export function maySee(person: Pick<Person, 'sites'>, siteId: string): boolean {
  return person.sites === 'all' || person.sites.includes(siteId);
}

/** People and invitations, in `accounts.json` of the data folder. */
export class Accounts {
  private readonly file: AccountsFile;

  constructor(
    dataDir: string,
    private readonly now = () => Date.now(),
  ) {
    this.file = new AccountsFile(join(dataDir, 'accounts.json'), () => ({ people: [], invitations: [] }));
  }

  list(): Person[] {
    return this.file.read().people;
  }

  /** Invitations not yet used and not yet expired. */
  openInvitations(): Invitation[] {
    return this.file.read().invitations.filter((inv) => Date.parse(inv.expiresAt) > this.now());
  }

  find(email: string): Person | undefined {
    const wanted = email.trim().toLowerCase();
    return this.list().find((person) => person.email === wanted);
  }

  /** Makes an invitation and returns its token, which is shown once and stored only as a hash. */
  invite(input: {
    email: string;
    sites: SiteGrant;
    admin?: boolean;
    publish?: boolean;
    /** Overrides `publish` when given. */
    publishing?: PublishRight;
  }): Promise<{ token: string; expiresAt: string }> {
    const email = normaliseEmail(input.email);
    const token = newToken();
    const created = this.now();
    const flags = publishFlags(input);
    const invitation: Invitation = {
      tokenHash: hashToken(token),
      email,
      sites: input.sites,
      admin: input.admin === true,
      ...flags,
      publishing: onEachSite(input.sites, ownRight(flags)),
      createdAt: new Date(created).toISOString(),
      expiresAt: new Date(created + INVITATION_DAYS * DAY_MS).toISOString(),
    };
    return this.file.update((data) => {
      if (data.people.some((person) => person.email === email))
        throw new AccountError(`${email} already has an account. Use "sites" to change what they may edit.`);
      // A new invitation replaces an older one for the same address.
      data.invitations = data.invitations.filter((old) => old.email !== email && Date.parse(old.expiresAt) > created);
      data.invitations.push(invitation);
      return { token, expiresAt: invitation.expiresAt };
    });
  }

  /** The open invitation a token belongs to, if it is still valid. */
  invitation(token: unknown): Invitation | undefined {
    if (typeof token !== 'string' || !token) return undefined;
    const hash = hashToken(token);
    return this.file
      .read()
      .invitations.find((inv) => sameHash(inv.tokenHash, hash) && Date.parse(inv.expiresAt) > this.now());
  }

  /** Turns an invitation into an account; the invitation can never be used again. */
  async accept(token: unknown, name: unknown, password: unknown): Promise<Person> {
    const open = this.invitation(token);
    if (!open) throw new AccountError('This invitation has expired or was already used. Ask for a new one.');
    const shownName = cleanName(name);
    if (!shownName) throw new AccountError('Enter your name.');
    const problem = passwordProblem(password, open.email);
    if (problem) throw new AccountError(problem);
    const passwordHash = await hashPassword(password as string);
    const hash = hashToken(token as string);
    return this.file.update((data) => {
      const invitation = data.invitations.find(
        (inv) => sameHash(inv.tokenHash, hash) && Date.parse(inv.expiresAt) > this.now(),
      );
      if (!invitation) throw new AccountError('This invitation has expired or was already used. Ask for a new one.');
      data.invitations = data.invitations.filter((inv) => inv !== invitation);
      if (data.people.some((person) => person.email === invitation.email))
        throw new AccountError(`${invitation.email} already has an account. Sign in instead.`);
      const person: Person = {
        email: invitation.email,
        name: shownName,
        passwordHash,
        sites: invitation.sites,
        admin: invitation.admin,
        publish: invitation.publish,
        ...(invitation.tellStudio && { tellStudio: true }),
        publishing: { ...invitation.publishing },
        createdAt: new Date(this.now()).toISOString(),
      };
      data.people.push(person);
      return person;
    });
  }

  /**
   * The person whose email and password these are, or undefined, without saying which part was wrong.
   * `asker`: whose turn at the hash it is (passwords.ts).
   */
  async check(email: unknown, password: unknown, asker?: Asker): Promise<Person | undefined> {
    const person = typeof email === 'string' ? this.find(email) : undefined;
    if (typeof password !== 'string') return undefined;
    // An unknown email costs as much time as a wrong password, so timing does not tell them apart.
    const ok = await verifyPassword(password, person?.passwordHash ?? UNKNOWN_PERSON_HASH, asker);
    return ok && person ? person : undefined;
  }

  /** Changes one person's record in one atomic write; what `change` returns is handed back. */
  changePerson<R>(email: string, change: (person: Person) => R): Promise<R> {
    return this.file.update((data) => {
      const person = data.people.find((entry) => entry.email === email);
      if (!person) throw new AccountError(`There is no account for ${email}.`);
      return change(person);
    });
  }

  /** A new password, checked against the rules and the person's email. */
  async setPassword(email: string, password: unknown): Promise<void> {
    const problem = passwordProblem(password, email);
    if (problem) throw new AccountError(problem);
    const hash = await hashPassword(password as string);
    await this.changePerson(email, (person) => void (person.passwordHash = hash));
  }

  remove(email: string): Promise<void> {
    const wanted = normaliseEmail(email);
    return this.file.update((data) => {
      const before = data.people.length + data.invitations.length;
      keepingAnAdmin(data, () => {
        data.people = data.people.filter((person) => person.email !== wanted);
      });
      data.invitations = data.invitations.filter((inv) => inv.email !== wanted);
      data.resets = (data.resets ?? []).filter((reset) => reset.email !== wanted);
      if (data.people.length + data.invitations.length === before)
        throw new AccountError(`There is no account or invitation for ${wanted}.`);
    });
  }

  /**
   * How a person's (or an invited person's) changes go live: on one site they
   * edit, or, with no site named, on every site, those given later included.
   * An admin's always do.
   */
  async setPublishing(email: string, right: unknown, site?: string): Promise<void> {
    if (!isPublishRight(right))
      throw new AccountError(`Say how this person publishes: ${PUBLISH_RIGHTS.map((r) => `"${r}"`).join(', ')}.`);
    const wanted = normaliseEmail(email);
    return this.file.update((data) => {
      const entries = [...data.people, ...data.invitations].filter((entry) => entry.email === wanted);
      if (!entries.length) throw new AccountError(`There is no account or invitation for ${wanted}.`);
      if (entries.some((entry) => entry.admin))
        throw new AccountError(`${wanted} is an administrator, and administrators always publish.`);
      if (site !== undefined && !entries.some((entry) => maySee(entry, site)))
        throw new AccountError(`${wanted} does not edit a site called "${site}".`);
      for (const entry of entries) {
        if (site !== undefined) {
          if (maySee(entry, site)) entry.publishing = { ...entry.publishing, [site]: right };
          continue;
        }
        Object.assign(entry, flagsOf(right));
        entry.publishing = onEachSite(entry.sites, right);
      }
    });
  }

  /**
   * Makes a person an administrator or takes it away (`by`: the admin asking,
   * who may not change their own role). An admin always publishes; one who
   * stops being admin keeps publishing at once until told otherwise.
   */
  setAdmin(by: string, email: string, admin: unknown): Promise<void> {
    if (typeof admin !== 'boolean') throw new AccountError('Say whether this person is an administrator.');
    const wanted = normaliseEmail(email);
    if (wanted === by) throw new AccountError('You cannot change your own role. Ask another administrator.');
    // Only the role: an admin always publishes, and one whose role is taken away goes back to the
    // publishing choice they had, not to a right the role lent them.
    return this.changeKeepingAnAdmin(wanted, (person) => {
      person.admin = admin;
    });
  }

  /** Turns an account off (kept, but it signs in nowhere) or on again; `by` may not turn their own off. */
  setDisabled(by: string, email: string, disabled: unknown): Promise<void> {
    if (typeof disabled !== 'boolean') throw new AccountError('Say whether the account is turned off.');
    const wanted = normaliseEmail(email);
    if (wanted === by) throw new AccountError('You cannot turn your own account off. Ask another administrator.');
    return this.changeKeepingAnAdmin(wanted, (person) => {
      if (disabled) person.disabled = true;
      else delete person.disabled;
    });
  }

  private changeKeepingAnAdmin(email: string, change: (person: Person) => void): Promise<void> {
    return this.file.update((data) => {
      const person = data.people.find((entry) => entry.email === email);
      if (!person) throw new AccountError(`There is no account for ${email}.`);
      keepingAnAdmin(data, () => change(person));
      // A turned-off person has no reset waiting: turning them on again does not revive one.
      if (person.disabled) data.resets = (data.resets ?? []).filter((reset) => reset.email !== email);
    });
  }

  /**
   * A password reset for a person: a token shown once and stored only as a
   * hash, valid RESET_HOURS, used once. A new one voids the person's older one.
   */
  issueReset(email: string): Promise<{ token: string; expiresAt: string }> {
    const wanted = normaliseEmail(email);
    const token = newToken();
    const created = this.now();
    return this.file.update((data) => {
      const person = data.people.find((entry) => entry.email === wanted);
      if (!person) throw new AccountError(`There is no account for ${wanted}.`);
      if (person.disabled) throw new AccountError(`${wanted}'s account is turned off. Turn it on first.`);
      const reset: PasswordReset = {
        tokenHash: hashToken(token),
        email: wanted,
        createdAt: new Date(created).toISOString(),
        expiresAt: new Date(created + RESET_HOURS * HOUR_MS).toISOString(),
      };
      data.resets = [
        ...(data.resets ?? []).filter((old) => old.email !== wanted && Date.parse(old.expiresAt) > created),
        reset,
      ];
      return { token, expiresAt: reset.expiresAt };
    });
  }

  /** The open reset a token belongs to, while it is valid and its person's account is on. */
  reset(token: unknown): PasswordReset | undefined {
    if (typeof token !== 'string' || !token || token.length > 200) return undefined;
    const hash = hashToken(token);
    const data = this.file.read();
    const found = (data.resets ?? []).find(
      (reset) => sameHash(reset.tokenHash, hash) && Date.parse(reset.expiresAt) > this.now(),
    );
    const person = found && data.people.find((entry) => entry.email === found.email);
    return person && !person.disabled ? found : undefined;
  }

  /**
   * Uses a reset: the new password (by the usual rules) replaces the old, and
   * the reset is gone, in one write. The second step, where the person has one,
   * is checked by the caller before this.
   */
  async useReset(token: unknown, password: unknown): Promise<Person> {
    const open = this.reset(token);
    if (!open) throw new AccountError('This address has expired or was already used. Ask the studio for a new one.');
    const problem = passwordProblem(password, open.email);
    if (problem) throw new AccountError(problem);
    const passwordHash = await hashPassword(password as string);
    const hash = hashToken(token as string);
    return this.file.update((data) => {
      const reset = (data.resets ?? []).find(
        (entry) => sameHash(entry.tokenHash, hash) && Date.parse(entry.expiresAt) > this.now(),
      );
      const person = reset && data.people.find((entry) => entry.email === reset.email && !entry.disabled);
      if (!reset || !person)
        throw new AccountError('This address has expired or was already used. Ask the studio for a new one.');
      data.resets = (data.resets ?? []).filter((entry) => entry !== reset);
      person.passwordHash = passwordHash;
      return person;
    });
  }

  setSites(email: string, sites: SiteGrant): Promise<void> {
    const wanted = normaliseEmail(email);
    return this.file.update((data) => {
      const entries = [...data.people, ...data.invitations].filter((entry) => entry.email === wanted);
      if (!entries.length) throw new AccountError(`There is no account or invitation for ${wanted}.`);
      for (const entry of entries) {
        // Each site kept keeps its choice; a new one takes the person's choice for every other site.
        if (sites !== 'all')
          entry.publishing = Object.fromEntries(
            sites.map((site) => [site, entry.publishing?.[site] ?? ownRight(entry)]),
          );
        entry.sites = sites;
      }
    });
  }
}

/** A real hash of a password nobody knows, checked when the email is unknown. */
const UNKNOWN_PERSON_HASH = 'scrypt$131072$8$1$AAAAAAAAAAAAAAAAAAAAAA$AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA';
