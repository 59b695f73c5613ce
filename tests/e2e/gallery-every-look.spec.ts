/**
 * The specification's gallery holds in every look the schema offers, not only
 * in the looks the demos happen to use today: a copy of the project gets a
 * client site whose portfolio page shows the spec's gallery (a demo's 12
 * pictures and its filters) once in each look, and each copy is held to the
 * same checks as the demos' own galleries (support/spec-gallery.ts).
 */
import type { Server } from 'node:http';
import { readFileSync, writeFileSync } from 'node:fs';
import { execFile } from 'node:child_process';
import { basename, join } from 'node:path';
import { promisify } from 'node:util';
import { findSiteDirs } from '../../scripts/content/load.ts';
import { duplicateSite } from '../../scripts/editor/duplicate-site.ts';
import { startStaticServer } from '../../scripts/serve.ts';
import type { GalleryBlock, PageDocument } from '../../src/content/types.generated.ts';
import { copyProject } from '../support/project-copy.ts';
import { expect, hydrated, test } from './fixtures.ts';
import { DESKTOP, PHONE } from './support/every-route.ts';
import { expectFiltersNarrow, expectViewerHolds, galleryAt } from './support/spec-gallery.ts';

const schema = JSON.parse(readFileSync(new URL('../../schema/blocks/gallery.schema.json', import.meta.url), 'utf8'));
const LOOKS: string[] = schema.properties.variant.enum;

test.describe.configure({ mode: 'serial' });

let project: ReturnType<typeof copyProject> | undefined;
let server: Server | undefined;
let origin = '';
let spec: GalleryBlock;

test.beforeAll(async ({}, testInfo) => {
  testInfo.setTimeout(600_000);
  project = copyProject();
  const contentDir = join(project.dir, 'site-content');
  const portfolioOf = (dir: string) => join(dir, 'pages', 'portfolio.json');
  const galleryOf = (dir: string) =>
    (JSON.parse(readFileSync(portfolioOf(dir), 'utf8')) as PageDocument).blocks.find(
      (block): block is GalleryBlock => block.type === 'gallery',
    );
  // A demo whose gallery has filters, so the filters are checked in every look too.
  const demo = findSiteDirs(contentDir)
    .filter((dir) => dir.includes(join('site-content', 'demos')))
    .find((dir) => (galleryOf(dir)?.filters?.length ?? 0) > 0)!;
  spec = galleryOf(demo)!;
  const { id, folder } = duplicateSite(contentDir, {
    from: basename(demo),
    as: 'client',
    name: 'Every Look Gallery',
    domain: 'www.every-look.example',
  });
  const file = portfolioOf(join(contentDir, folder));
  const page = JSON.parse(readFileSync(file, 'utf8')) as PageDocument;
  const copied = page.blocks.find((block): block is GalleryBlock => block.type === 'gallery')!;
  const { anchor: _anchor, ...rest } = copied;
  page.blocks = [
    page.blocks[0],
    ...LOOKS.map((look) => ({ ...rest, heading: `The ${look} look`, variant: look }) as GalleryBlock),
  ];
  writeFileSync(file, JSON.stringify(page, null, 2));
  await promisify(execFile)(process.execPath, ['--import', 'tsx', 'scripts/build.ts', '--site', id], {
    cwd: project.dir,
    env: {
      ...process.env,
      FORM_ENDPOINT: `http://127.0.0.1:${process.env.FORM_SERVICE_PORT ?? 8788}/f/`,
      OUT_DIR: join(project.dir, 'dist'),
    },
    maxBuffer: 16 * 1024 * 1024,
  });
  server = await startStaticServer(0, '127.0.0.1', join(project.dir, 'dist', 'sites', id));
  origin = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
});

test.afterAll(() => {
  server?.close();
  project?.remove();
});

for (const viewport of [DESKTOP, PHONE]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });
    for (const [nth, look] of LOOKS.entries()) {
      test(`the ${look} look keeps the spec's gallery: its pictures, filters, and a viewer opened from a picture`, async ({
        page,
      }) => {
        test.setTimeout(90_000);
        expect(spec.items, "the spec's 12 pictures").toHaveLength(12);
        await page.goto(`${origin}/portfolio`);
        await hydrated(page);
        const gallery = galleryAt(page, nth);
        await expect(gallery.getByRole('heading', { name: `The ${look} look` })).toBeVisible();
        await expectFiltersNarrow(gallery, spec);
        await expectViewerHolds(gallery, spec);
      });
    }
  });
}
