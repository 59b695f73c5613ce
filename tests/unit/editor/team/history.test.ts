import { mkdirSync, readFileSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import {
  commitMessage,
  entryKindWords,
  fieldChanges,
  saveSentences,
} from '../../../../scripts/editor/team/change-words.ts';
import { Git, repairInterruptedCommit } from '../../../../scripts/editor/team/git.ts';
import {
  commitSave,
  listHistory,
  restoreVersion,
  showChanges,
  siteClock,
  STUDIO_AUTHOR,
  textAt,
  textsAt,
} from '../../../../scripts/editor/team/history.ts';
import { contentRepository, developerCommit, git, SERVICES, tempDir, withPrice, write } from './git-fixture.ts';

let cleanup: () => void = () => undefined;
afterEach(() => cleanup());

function repo() {
  const t = tempDir();
  cleanup = t.remove;
  return contentRepository(t.dir);
}

const SERVICES_FILE = 'demos/salon/pages/services.json';
const ana = { name: 'Ana Diaz', email: 'ana@example.com' };

/** The price change of withPrice('$135') -> withPrice('$145'), named by the pricing block's words. */
const PRICE_CHANGE = {
  where: ['Salon packages', 'Color & Cut'],
  item: 'the "Color & Cut" package',
  field: 'price',
  before: '$135',
  after: '$145',
  kind: 'changed',
};

function save(work: string, file: string, after: string) {
  const before = readFileSync(join(work, file), 'utf8');
  writeFileSync(join(work, file), after);
  return { file, before, after };
}

describe('changes in words', () => {
  it('name the site, page, block, item and field of a price change', () => {
    expect(commitMessage([{ file: SERVICES_FILE, before: withPrice('$135'), after: withPrice('$145') }])).toBe(
      'Salon › Services › Salon packages: price of the "Color & Cut" package $135 → $145',
    );
  });

  it('list every change when a save holds several', () => {
    const after = structuredClone(SERVICES);
    after.blocks[0].heading = 'Cuts, color, care';
    after.blocks[1].tiers!.push({ name: 'Blowout', price: '$40', features: ['Blow-dry'], ctaLink: '~/' });
    const message = commitMessage([
      { file: SERVICES_FILE, before: JSON.stringify(SERVICES), after: JSON.stringify(after) },
    ]);
    expect(message.split('\n')[0]).toBe(
      'Salon › Services › Cuts and color: heading Cuts and color → Cuts, color, care (and 1 more)',
    );
    expect(message).toContain('- Salon › Services › Salon packages: added the "Blowout" package');
  });

  it('say what was removed, and cut long text', () => {
    const after = structuredClone(SERVICES);
    after.blocks[1].tiers!.shift();
    after.blocks[0].heading = 'x'.repeat(100);
    const sentences = saveSentences([
      { file: SERVICES_FILE, before: JSON.stringify(SERVICES), after: JSON.stringify(after) },
    ]);
    expect(sentences).toContain('Salon › Services › Salon packages: removed the "Cut & Style" package');
    expect(sentences.find((s) => s.includes('heading'))).toMatch(/x…$/);
  });

  it('give before and after for each changed field', () => {
    const changes = fieldChanges(JSON.parse(withPrice('$135')), JSON.parse(withPrice('$145')));
    expect(changes).toEqual([PRICE_CHANGE]);
  });

  it('name new, deleted and site settings files', () => {
    expect(saveSentences([{ file: 'demos/salon/pages/our-team.json', before: '', after: '{}' }])).toEqual([
      'Salon › Our team: new page',
    ]);
    expect(saveSentences([{ file: 'demos/salon/site.json', before: '{"name":"A"}', after: '{"name":"B"}' }])).toEqual([
      'Salon › Site settings › name A → B',
    ]);
  });

  it('name a new entry by its kind and title with its draft state, and a deleted one the same way', () => {
    const file = 'demos/real-estate/collections/listings/oak-lane.json';
    expect(saveSentences([{ file, before: '', after: '{"title":"Oak lane","draft":true}' }])).toEqual([
      'New listing "Oak lane" (draft)',
    ]);
    expect(saveSentences([{ file, before: '{"title":"Oak lane"}', after: '' }])).toEqual([
      'Listing "Oak lane" deleted',
    ]);
  });

  it("name a collection entry by its kind and title, wherever in the collection's folder it is", () => {
    const file = 'demos/real-estate/collections/listings/2026/oak-lane.json';
    expect(saveSentences([{ file, before: '{"price":450000}', after: '{"price":435000}' }])).toEqual([
      'Listing "Oak lane": price $450,000 → $435,000',
    ]);
    const titled = (price: number) => JSON.stringify({ title: '12 Oak Lane', price });
    expect(saveSentences([{ file, before: titled(450000), after: titled(435000) }])).toEqual([
      'Listing "12 Oak Lane": price $450,000 → $435,000',
    ]);
    // Every entry type's price is dollars, cents shown where there are some: a dish's as a package's.
    const dish = 'demos/bistro/collections/dishes/soup.json';
    const named = (price: number) => JSON.stringify({ name: 'Soup', price });
    expect(saveSentences([{ file: dish, before: named(12.5), after: named(14) }])).toEqual([
      expect.stringMatching(/price \$12\.50 → \$14$/),
    ]);
    const person = 'studio/collections/people/mira-holt.json';
    expect(saveSentences([{ file: person, before: '', after: '{"name":"Mira Holt","role":"Founder"}' }])).toEqual([
      'New person "Mira Holt"',
    ]);
    expect(entryKindWords('stories')).toBe('Story');
  });
});

describe('saves as commits', () => {
  it('commit exactly the saved files, by the person, with the change in words', async () => {
    const { work } = repo();
    write(work, 'demos/hvac/pages/home.json', '{"path": "/", "blocks": []}\n');
    write(work, 'notes.txt', 'not content\n');
    git(work, 'add', 'notes.txt');
    const g = new Git(work);
    const id = await commitSave(g, [save(work, SERVICES_FILE, withPrice('$145'))], ana);
    expect(git(work, 'log', '-1', '--format=%H|%an|%ae|%s')).toBe(
      `${id}|Ana Diaz|ana@example.com|Salon › Services › Salon packages: price of the "Color & Cut" package $135 → $145\n`,
    );
    expect(git(work, 'show', '--name-only', '--format=', 'HEAD').trim()).toBe(SERVICES_FILE);
    // What else was changed or staged stays as it was, uncommitted.
    expect(git(work, 'status', '--porcelain')).toContain('A  notes.txt');
    expect(git(work, 'status', '--porcelain')).toContain(' M demos/hvac/pages/home.json');
  });

  it("use git's own author settings when no person is given (local mode)", async () => {
    const { work } = repo();
    await commitSave(new Git(work), [save(work, SERVICES_FILE, withPrice('$150'))]);
    expect(git(work, 'log', '-1', '--format=%an <%ae>').trim()).toBe('Local Studio <local@example.com>');
  });

  it('add new files and commit nothing when nothing changed', async () => {
    const { work } = repo();
    const g = new Git(work);
    write(work, 'demos/salon/pages/our-team.json', '{"path": "/our-team"}\n');
    await commitSave(g, [{ file: 'demos/salon/pages/our-team.json', before: '', after: '{}' }], ana);
    expect(git(work, 'log', '-1', '--format=%s').trim()).toBe('Salon › Our team: new page');
    const head = git(work, 'rev-parse', 'HEAD');
    expect(await commitSave(g, [{ file: SERVICES_FILE, before: 'x', after: 'y' }], ana)).toBeUndefined();
    expect(git(work, 'rev-parse', 'HEAD')).toBe(head);
  });

  it('go through one at a time when many arrive at once, and all land', async () => {
    const { work } = repo();
    const g = new Git(work);
    const files = Array.from({ length: 6 }, (_, i) => `demos/salon/pages/p${i}.json`);
    await Promise.all(
      files.map((file, i) => {
        write(work, file, `{"n": ${i}}\n`);
        return commitSave(g, [{ file, before: '', after: '{}' }], ana);
      }),
    );
    expect(git(work, 'rev-list', '--count', 'HEAD').trim()).toBe('7');
    expect(git(work, 'status', '--porcelain')).toBe('');
  });
});

describe('history', () => {
  it('lists who, when and what per page and per site, newest first', async () => {
    const { work } = repo();
    const g = new Git(work);
    await commitSave(g, [save(work, SERVICES_FILE, withPrice('$145'))], ana);
    await commitSave(g, [save(work, 'demos/hvac/pages/home.json', '{"path": "/", "blocks": []}\n')], {
      name: 'Bo',
      email: 'bo@example.com',
    });
    const page = await listHistory(g, [SERVICES_FILE]);
    expect(page.map((e) => [e.author, e.summary])).toEqual([
      ['Ana Diaz', 'Salon › Services › Salon packages: price of the "Color & Cut" package $135 → $145'],
      ['Studio', 'Start'],
    ]);
    expect(Date.parse(page[0].date)).toBeGreaterThan(Date.now() - 60_000);
    expect((await listHistory(g, ['demos/salon'])).map((e) => e.author)).toEqual(['Ana Diaz', 'Studio']);
    expect((await listHistory(g, ['demos/hvac']))[0].email).toBe('bo@example.com');
  });

  it('shows before and after of each field a version changed', async () => {
    const { work } = repo();
    const g = new Git(work);
    const id = await commitSave(g, [save(work, SERVICES_FILE, withPrice('$145'))], ana);
    expect(await showChanges(g, id, ['demos/salon'])).toEqual([
      {
        file: SERVICES_FILE,
        place: 'Salon › Services',
        changes: [PRICE_CHANGE],
      },
    ]);
    expect(await showChanges(g, id, ['demos/hvac'])).toEqual([]);
    await expect(showChanges(g, 'HEAD; rm -rf /', ['demos/salon'])).rejects.toThrow(/not a version id/);
  });

  it('reads many files at their versions at once, each as read alone, byte lengths and all', async () => {
    const { work } = repo();
    const g = new Git(work);
    const before = (await g.run(['rev-parse', 'HEAD'])).trim();
    // Letters of more than one byte: git counts a text's length in bytes, and the next file starts after them.
    const accented = withPrice('$145').replace('Salon packages', 'Forfaits — coiffure é ü 髪');
    await commitSave(g, [save(work, SERVICES_FILE, accented)], ana);
    write(work, 'demos/salon/pages/new.json', '{"path":"/new"}\n');
    await commitSave(g, [{ file: 'demos/salon/pages/new.json', before: '', after: '{"path":"/new"}\n' }], ana);
    const asked: [string, string][] = [
      [before, SERVICES_FILE],
      [before, 'demos/salon/pages/new.json'],
      ['HEAD', SERVICES_FILE],
      ['HEAD', 'demos/salon/pages'],
      ['HEAD', 'demos/salon/pages/new.json'],
    ];
    const texts = await textsAt(g, asked);
    expect(texts[2]).toBe(accented);
    expect(texts[1]).toBe('');
    expect(texts[3]).toBe('');
    expect(texts[4]).toBe('{"path":"/new"}\n');
    const alone = asked.map(([commit, file]) => (file.endsWith('.json') ? textAt(g, commit, file) : ''));
    expect(texts).toEqual(await Promise.all(alone));
  });

  it('tells a picture as added, replaced or removed, never by its bytes', async () => {
    const { work } = repo();
    const g = new Git(work);
    const picture = 'demos/salon/images/new-look.svg';
    const svg = (fill: string) => `<svg xmlns="http://www.w3.org/2000/svg"><rect fill="${fill}"/></svg>`;
    const kinds = [];
    let before = '';
    for (const after of [svg('red'), svg('blue')]) {
      mkdirSync(join(work, 'demos/salon/images'), { recursive: true });
      writeFileSync(join(work, picture), after);
      const id = await commitSave(g, [{ file: picture, before, after }], ana);
      kinds.push(await showChanges(g, id, ['demos/salon']));
      before = after;
    }
    expect(kinds.map((files) => files.map((file) => [file.place, file.changes]))).toEqual([
      [['Salon › Pictures › new-look.svg', [{ where: [], field: 'picture', kind: 'added' }]]],
      [['Salon › Pictures › new-look.svg', [{ where: [], field: 'picture', kind: 'changed' }]]],
    ]);
  });

  it('restores a version as a new commit, rewriting nothing', async () => {
    const { work } = repo();
    const g = new Git(work);
    const start = git(work, 'rev-parse', 'HEAD').trim();
    await commitSave(g, [save(work, SERVICES_FILE, withPrice('$145'))], ana);
    await commitSave(g, [save(work, SERVICES_FILE, withPrice('$155'))], ana);
    const before = git(work, 'rev-list', 'HEAD').split('\n').filter(Boolean);
    const id = await restoreVersion(g, work, SERVICES_FILE, start, { name: 'Bo', email: 'bo@example.com' });
    expect(readFileSync(join(work, SERVICES_FILE), 'utf8')).toBe(withPrice('$135'));
    const after = git(work, 'rev-list', 'HEAD').split('\n').filter(Boolean);
    expect(after.slice(1)).toEqual(before);
    expect(after[0]).toBe(id);
    expect(git(work, 'log', '-1', '--format=%an%n%B')).toMatch(
      /^Bo\nRestored Salon › Services to the version of \d{4}-\d\d-\d\d \d\d:\d\d\n\n- Salon › Services › Salon packages: price of the "Color & Cut" package \$155 → \$135/,
    );
    await expect(restoreVersion(g, work, 'demos/salon/pages/none.json', start)).rejects.toThrow(/did not exist/);
    await expect(restoreVersion(g, work, '../outside.json', start)).rejects.toThrow(/refused/);
  });
});

describe('history of commits made outside the editor', () => {
  /** Ana saves on main while a developer changes a price on a branch "services", merged afterwards. */
  async function developerBranchMerged() {
    const { work } = repo();
    const g = new Git(work);
    git(work, 'checkout', '--quiet', '-b', 'services');
    developerCommit(work, SERVICES_FILE, withPrice('€160 – café'), 'bump color price');
    git(work, 'checkout', '--quiet', 'main');
    const home = 'demos/salon/pages/home.json';
    await commitSave(g, [save(work, home, '{"path": "/", "blocks": [{"type": "hero", "heading": "Hello"}]}\n')], ana);
    git(work, 'merge', '--quiet', '--no-ff', '--no-edit', 'services');
    expect(git(work, 'log', '-1', '--format=%p').trim().split(' ')).toHaveLength(2);
    return g;
  }

  it('leaves merges out: the changes they bring in are listed by their own commits', async () => {
    const g = await developerBranchMerged();
    for (const paths of [[SERVICES_FILE], ['demos/salon']]) {
      const entries = await listHistory(g, paths);
      expect(entries.some((entry) => /merge/i.test(entry.summary))).toBe(false);
      expect(entries.map((entry) => entry.summary)).toContain('bump color price');
    }
    const authors = (await listHistory(g, ['demos/salon'])).map((entry) => entry.author);
    expect(authors.sort()).toEqual(['Ana Diaz', 'Studio', 'jo']);
  });

  it('tells a commit by anyone without an editor account as the studio, its changes in words', async () => {
    const g = await developerBranchMerged();
    const isPerson = (email: string) => email === ana.email;
    const entries = await listHistory(g, ['demos/salon'], { isPerson });
    expect(entries).toHaveLength(3);
    const summaries = (author: string) => entries.filter((entry) => entry.author === author).map((e) => e.summary);
    expect(summaries(STUDIO_AUTHOR)).toContain(
      'Salon › Services › Salon packages: price of the "Color & Cut" package $135 → €160 – café',
    );
    expect(summaries('Ana Diaz')).toEqual(['Salon › Home › Welcome: heading Welcome → Hello']);
    expect(entries.filter((entry) => entry.author === STUDIO_AUTHOR).map((entry) => entry.email)).toEqual(['', '']);
    // No developer's name, address or own subject reaches the page.
    expect(JSON.stringify(entries)).not.toMatch(/jo@|jos-macbook|bump color price|Merge/);
  });
});

describe('history read back', () => {
  it('cannot be forged by a name or a message, whatever characters they hold', async () => {
    const { work } = repo();
    const g = new Git(work);
    const forged =
      'Mallory\x1e\x1fdeadbeef\x1fAda Admin\x1fada@example.com\x1f2020-01-01T00:00:00Z\x1fPrice list deleted\x1e';
    // A name stored before names were cleaned, committed by a developer's own git, and one with git's brackets.
    write(work, 'demos/salon/notes.txt', 'a developer note\n');
    git(work, 'add', '.');
    git(
      work,
      'commit',
      '--quiet',
      '-m',
      `Hello\x1e\x1fFake entry`,
      `--author=${forged.replace(/[<>]/g, '')} <m@example.com>`,
    );
    await commitSave(g, [save(work, SERVICES_FILE, withPrice('$150'))], { name: '<<>>', email: 'angle@example.com' });
    const entries = await listHistory(g, ['.']);
    expect(entries.map((entry) => entry.email)).toEqual(['angle@example.com', 'm@example.com', 'studio@example.com']);
    expect(entries[0].author).toBe('angle@example.com');
    expect([...entries[1].author].some((c) => c.charCodeAt(0) < 32)).toBe(false);
    expect(
      entries.some(
        (entry) => /Ada Admin|Price list deleted/.test(entry.author + entry.summary) && entry.email !== 'm@example.com',
      ),
    ).toBe(false);
  });
});

describe('an interrupted commit', () => {
  it('leaves a lock that the next start removes, with a plain message', async () => {
    const { work } = repo();
    const g = new Git(work);
    const lock = join(work, '.git', 'index.lock');
    writeFileSync(lock, '');
    utimesSync(lock, new Date(Date.now() - 60_000), new Date(Date.now() - 60_000));
    await expect(commitSave(g, [save(work, SERVICES_FILE, withPrice('$145'))], ana)).rejects.toThrow(/index.lock/);
    expect(await repairInterruptedCommit(g)).toMatch(/Removed a leftover git lock .* the repository is fine/);
    await commitSave(g, [{ file: SERVICES_FILE, before: withPrice('$135'), after: withPrice('$145') }], ana);
    expect(git(work, 'log', '-1', '--format=%an').trim()).toBe('Ana Diaz');
    expect(await repairInterruptedCommit(g)).toBeUndefined();
  });

  it('leaves a fresh lock alone and says what to do', async () => {
    const { work } = repo();
    writeFileSync(join(work, '.git', 'index.lock'), '');
    expect(await repairInterruptedCommit(new Git(work))).toMatch(
      /another git command may be running.*delete that file/,
    );
  });
});

describe('a schedule in words', () => {
  const file = 'journal/collections/posts/summer-menu.json';
  const clock = () => '2026-05-01T12:00:00';
  const post = (data: object) => JSON.stringify({ title: 'Summer menu', date: '2026-04-01', ...data });

  it('says what was scheduled and for when, instead of the date and time fields', () => {
    expect(
      saveSentences([{ file, before: post({}), after: post({ date: '2026-06-01', time: '09:00' }) }], clock),
    ).toEqual(['Scheduled "Summer menu" for 1 June 09:00']);
    // A draft taken out of draft with a moment ahead is scheduled; the year is said when it is not this one.
    const draft = post({ date: '2027-06-01', draft: true });
    expect(saveSentences([{ file, before: draft, after: post({ date: '2027-06-01' }) }], clock)).toEqual([
      'Scheduled "Summer menu" for 1 June 2027',
    ]);
  });

  it('keeps the other changes of the save, and says a new scheduled entry as new and scheduled', () => {
    const after = post({ date: '2026-06-01', time: '09:00', summary: 'Light dishes' });
    expect(saveSentences([{ file, before: post({}), after }], clock)).toEqual([
      'Scheduled "Summer menu" for 1 June 09:00',
      'Post "Summer menu": added summary Light dishes',
    ]);
    expect(saveSentences([{ file, before: '', after }], clock)).toEqual([
      'New post "Summer menu"',
      'Scheduled "Summer menu" for 1 June 09:00',
    ]);
  });

  it('tells a moment already past, a draft, or an unchanged moment as ordinary changes', () => {
    expect(saveSentences([{ file, before: post({}), after: post({ date: '2026-04-20' }) }], clock)).toEqual([
      expect.stringMatching(/^Post "Summer menu": .*2026-04-01 → 2026-04-20$/),
    ]);
    const ahead = post({ date: '2026-06-01' });
    expect(
      saveSentences([{ file, before: ahead, after: post({ date: '2026-06-01', draft: true }) }], clock)[0],
    ).not.toMatch(/^Scheduled/);
    expect(
      saveSentences([{ file, before: ahead, after: post({ date: '2026-06-01', summary: 'x' }) }], clock)[0],
    ).not.toMatch(/^Scheduled/);
  });

  it("reads now on the clock of the entry's site, and commits the save in those words", async () => {
    const { work } = repo();
    write(work, 'journal/site.json', JSON.stringify({ name: 'Journal', timeZone: 'Pacific/Auckland' }));
    // 20:00 UTC on 31 May is 8:00 on 1 June in Auckland.
    const at = siteClock(work, new Date(Date.UTC(2026, 4, 31, 20, 0, 0)));
    expect(at(file)).toBe('2026-06-01T08:00:00');
    write(work, file, post({}));
    git(work, 'add', '.');
    git(work, 'commit', '-q', '-m', 'A post');
    await commitSave(new Git(work), [save(work, file, post({ date: '2999-06-01', time: '09:00' }))], ana);
    expect(git(work, 'log', '-1', '--format=%s').trim()).toBe('Scheduled "Summer menu" for 1 June 2999 09:00');
  });
});
