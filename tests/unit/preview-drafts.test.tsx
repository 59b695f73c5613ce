/**
 * A preview link's build shows drafts and entries going live later, each
 * entry's page marked "Draft" or "Scheduled for …"; a build that is published
 * never has them, nor the mark.
 */
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { renderToString } from 'react-dom/server';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { PREVIEW_VARIABLE } from '../../scripts/content/core/collections.ts';
import { loadContent } from '../../scripts/content/core/load-content.ts';
import { buildInto } from '../../scripts/editor/team/publish.ts';
import { BUILD_DIR } from '../../scripts/paths.ts';
import { registry } from '../../src/blocks/registry.ts';
import { collectionPage } from '../../src/collections/collection-page.tsx';
import { waitingWords } from '../../src/collections/waiting-mark.tsx';
import type { SiteDocument } from '../../src/content/types.generated.ts';
import { PageFrame } from '../../src/render/page-root.tsx';
import { CASES_DIR } from '../support/content-cases.ts';

const root = join(BUILD_DIR, 'preview-drafts-test');
const content = join(root, 'site-content');
const site = join(content, 'demo');
afterAll(() => rmSync(root, { recursive: true, force: true }));
afterEach(() => vi.unstubAllEnvs());

const write = (file: string, data: unknown) => {
  mkdirSync(join(file, '..'), { recursive: true });
  writeFileSync(file, JSON.stringify(data, null, 2));
};

const post = (title: string, date: string, extra: object = {}) => ({
  title,
  description: 'A post of the bakery, long enough to be a description that search engines show.',
  date,
  author: 'people/ana-baker',
  summary: `${title}, in short.`,
  body: ['Fresh from the oven.'],
  ...extra,
});

rmSync(root, { recursive: true, force: true });
cpSync(join(CASES_DIR, '_valid', 'site-content'), content, { recursive: true });
const siteFile = join(site, 'site.json');
const siteDocument = JSON.parse(readFileSync(siteFile, 'utf8')) as SiteDocument & Record<string, unknown>;
siteDocument.collections = {
  posts: { type: 'post', title: 'News', path: '/news' },
  people: { type: 'person', title: 'People' },
};
write(siteFile, siteDocument);
write(join(site, 'collections/people/ana-baker.json'), { name: 'Ana Baker', role: 'Head baker' });
write(join(site, 'collections/posts/rye.json'), post('Fresh rye', '2026-01-09'));
write(join(site, 'collections/posts/later.json'), post('Summer menu', '2999-06-01', { time: '09:00' }));
write(join(site, 'collections/posts/unfinished.json'), post('Spring colour trends', '2026-01-01', { draft: true }));

/** The built routes, and the HTML of an entry's page as the build renders it. */
function build() {
  const checked = loadContent(content, root);
  const page = (path: string) => {
    const route = checked.routes.find((r) => r.path === path);
    if (!route) return undefined;
    const named = { 'people/ana-baker': { name: 'Ana Baker', role: 'Head baker' } };
    const parts = collectionPage(
      route.view!,
      siteDocument,
      JSON.parse(readFileSync(route.pageFile, 'utf8')),
      named,
      registry.gallery,
    );
    return renderToString(
      <PageFrame data={{ site: siteDocument, siteId: 'demo', path, notFound: false }} endsWithCall={false}>
        {parts.body}
      </PageFrame>,
    );
  };
  const listed = checked.routes.flatMap((route) => (route.view?.kind === 'list' ? route.view.listed : []));
  return { checked, page, listed };
}

describe("a preview link's build", () => {
  it('gives drafts and later entries their pages, marked, and lists them', () => {
    vi.stubEnv(PREVIEW_VARIABLE, 'demo');
    const { checked, page, listed } = build();
    expect(checked.problems).toEqual([]);
    expect(page('/news/unfinished')).toMatch(/<p role="note"[^>]*>Draft<\/p>/);
    expect(page('/news/later')).toMatch(/<p role="note"[^>]*>Scheduled for Saturday 1 June 2999 at 9:00<\/p>/);
    expect(page('/news/rye')).not.toContain('role="note"');
    expect(listed).toEqual(expect.arrayContaining(['posts/unfinished', 'posts/later', 'posts/rye']));
  });

  it('is asked for with --preview, and only when asked', async () => {
    const out = join(root, 'out');
    const command = [
      process.execPath,
      '-e',
      'const fs = require("fs"); fs.mkdirSync(process.env.OUT_DIR, { recursive: true }); fs.writeFileSync(process.env.OUT_DIR + "/args.txt", process.argv.slice(1).join(" "))',
      '--',
    ];
    const args = async (preview?: boolean) => {
      rmSync(out, { recursive: true, force: true });
      expect((await buildInto(out, { projectRoot: root, contentDir: content, command, preview })).ok).toBe(true);
      return existsSync(join(out, 'args.txt')) ? readFileSync(join(out, 'args.txt'), 'utf8') : '';
    };
    expect(await args(true)).toContain('--preview');
    expect(await args()).not.toContain('--preview');
  });
});

describe('a build that is published, or a preview of another site', () => {
  it.each([undefined, 'another-site'])(
    'has no page, list card or mark of a draft or a later entry (preview: %s)',
    (previewed) => {
      if (previewed) vi.stubEnv(PREVIEW_VARIABLE, previewed);
      const { checked, page, listed } = build();
      const paths = checked.routes.map((route) => route.path);
      expect(paths).toContain('/news/rye');
      expect(paths).not.toContain('/news/unfinished');
      expect(paths).not.toContain('/news/later');
      expect(listed).toEqual(['posts/rye']);
      expect(page('/news/rye')).not.toContain('role="note"');
    },
  );
});

describe('the words of the mark', () => {
  it('says "Draft", or when the entry goes live, on the wall clock it is written in', () => {
    expect(waitingWords({ draft: true })).toBe('Draft');
    expect(waitingWords({ at: '2026-03-03T09:00' }, 2026)).toBe('Scheduled for Tuesday 3 March at 9:00');
    expect(waitingWords({ at: '2026-03-03' }, 2025)).toBe('Scheduled for Tuesday 3 March 2026');
  });
});
