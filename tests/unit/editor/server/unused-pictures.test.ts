import { cpSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, extname, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { readDocument } from '../../../../scripts/editor/documents.ts';
import { pendingNames } from '../../../../scripts/editor/pending-uploads.ts';
import { deletePage } from '../../../../scripts/editor/pages.ts';
import { saveDocuments } from '../../../../scripts/editor/save.ts';
import { picturesLeftUnused } from '../../../../scripts/editor/unused-pictures.ts';
import { copyFixture } from './content-copy.ts';

const content = copyFixture();
afterAll(content.remove);
const ABOUT = 'demos/bakery/pages/about.json';
const inContent = (file: string) => existsSync(join(content.dir, file));

// A picture the about page alone shows: a copy, under a name of its own, of the first picture it shows.
const aboutText = readFileSync(join(content.dir, ABOUT), 'utf8');
const SHOWN = /"src": "([^"]+)"/.exec(aboutText)![1];
const ONLY_HERE = `only-on-about${extname(SHOWN)}`;
const ONLY_HERE_FILE = `demos/bakery/images/${ONLY_HERE}`;
cpSync(join(content.dir, 'demos/bakery/images', SHOWN), join(content.dir, ONLY_HERE_FILE));
writeFileSync(join(content.dir, ABOUT), aboutText.replace(`"src": "${SHOWN}"`, `"src": "${ONLY_HERE}"`));

function withPictures(file: string, replace: (text: string) => string) {
  const doc = readDocument(content.dir, file);
  return { file, version: doc.version, data: JSON.parse(replace(doc.text)) };
}

describe('pictures an edit stopped using', () => {
  it('leave the content with the save that stopped using them, and wait outside it', () => {
    const result = saveDocuments(content.dir, [withPictures(ABOUT, (text) => text.replace(ONLY_HERE, SHOWN))]);
    expect(result.removed).toEqual([ONLY_HERE_FILE]);
    expect(inContent(ONLY_HERE_FILE)).toBe(false);
    expect(inContent(`demos/bakery/images/${SHOWN}`)).toBe(true);
    expect(pendingNames(content.dir, 'demos/bakery')).toContain(ONLY_HERE);

    // Named again, it comes back with the save, as an upload would.
    const back = saveDocuments(content.dir, [
      withPictures(ABOUT, (text) => text.replace(`"src": "${SHOWN}"`, `"src": "${ONLY_HERE}"`)),
    ]);
    expect(back.pictures).toEqual([ONLY_HERE_FILE]);
    expect(inContent(ONLY_HERE_FILE)).toBe(true);
  });

  it('are kept while the site settings or another page name them, or a document cannot be read', () => {
    const before = JSON.stringify({ blocks: [{ image: { src: 'hero.svg' } }, { image: { src: 'gallery/tart.svg' } }] });
    const page = { file: 'demos/bakery/pages/x.json', before, after: '{"blocks":[]}' };
    // hero.svg is shown on the home page and by an entry, gallery/tart.svg on the portfolio page.
    expect(picturesLeftUnused(content.dir, [page])).toEqual([]);
    // A text that is no picture of the site is nothing to remove.
    expect(picturesLeftUnused(content.dir, [{ ...page, before: '{"src":"gallery/none.svg"}' }])).toEqual([]);
    // Nor is a word that happens to name a folder of pictures.
    expect(picturesLeftUnused(content.dir, [{ ...page, before: '{"category":"gallery"}' }])).toEqual([]);

    // The about page alone shows that picture: taken out of it, the picture is unused...
    const aboutNow = readDocument(content.dir, ABOUT).text;
    const agent = { file: ABOUT, before: aboutNow, after: aboutNow.replace(ONLY_HERE, '') };
    expect(picturesLeftUnused(content.dir, [agent])).toContain(ONLY_HERE_FILE);
    // ...unless an entry of the site's collections shows it...
    const entry = join(content.dir, 'demos/bakery/collections/extra/pictured.json');
    mkdirSync(dirname(entry), { recursive: true });
    writeFileSync(entry, JSON.stringify({ photo: { src: ONLY_HERE, alt: 'A picture an entry shows' } }));
    expect(picturesLeftUnused(content.dir, [agent])).toEqual([]);
    rmSync(dirname(entry), { recursive: true });
    // ...or a page of the site cannot be read, and so might still show it.
    const broken = join(content.dir, 'demos/bakery/pages/broken.json');
    writeFileSync(broken, '{ "blocks": [');
    expect(picturesLeftUnused(content.dir, [agent])).toEqual([]);
    rmSync(broken);
  });

  it('leave with a deleted page that was their only user', () => {
    const page = 'demos/bakery/pages/open-house.json';
    writeFileSync(
      join(content.dir, 'demos/bakery/images/open-house.svg'),
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 4 3"><rect width="4" height="3"/></svg>',
    );
    writeFileSync(
      join(content.dir, page),
      JSON.stringify({
        path: '/open-house',
        title: 'Open house',
        blocks: [{ type: 'hero', heading: 'Open house', image: { src: 'open-house.svg', alt: 'A house' } }],
      }),
    );
    expect(deletePage(content.dir, 'bakery', 'open-house')).toEqual({
      deleted: page,
      removed: ['demos/bakery/images/open-house.svg'],
    });
    expect(inContent('demos/bakery/images/open-house.svg')).toBe(false);
  });
});
