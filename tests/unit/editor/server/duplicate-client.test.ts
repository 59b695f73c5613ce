/**
 * A demo copied as a new client site: at the root of its own domain, with its
 * address, no banner, and links that stay inside it (the studio's pages as full addresses).
 */
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { eachLink } from '../../../../scripts/content/core/links.ts';
import { clientFolderFor, duplicateSite } from '../../../../scripts/editor/duplicate-site.ts';
import { HttpError } from '../../../../scripts/editor/http-error.ts';
import { readableName } from '../../../../scripts/editor/readable-name.ts';
import { deletePage } from '../../../../scripts/editor/pages.ts';
import { checkContent } from '../../../../scripts/editor/validation.ts';
import { isExternal, resolveHref, splitHash } from '../../../../src/content/href.ts';
import { copyFixture } from './content-copy.ts';

let content = copyFixture();
const copies = [content];
afterAll(() => copies.forEach((copy) => copy.remove()));
/** A fresh copy of the content, so each new client site is checked beside the shipped sites alone. */
function freshContent() {
  content = copyFixture();
  copies.push(content);
}

const read = (file: string) => JSON.parse(readFileSync(join(content.dir, file), 'utf8')) as Record<string, unknown>;
const demos = readdirSync(join(content.dir, 'demos')).filter((id) =>
  existsSync(join(content.dir, 'demos', id, 'site.json')),
);
const studioUrl = String(read('studio/site.json').url);
/** The client sites' folders, in order; none when there is no clients folder. */
const clientFolders = () =>
  existsSync(join(content.dir, 'clients')) ? readdirSync(join(content.dir, 'clients')).sort() : [];

function refusal(run: () => unknown): HttpError {
  try {
    run();
  } catch (error) {
    if (error instanceof HttpError) return error;
    throw error;
  }
  throw new Error('expected a refusal');
}

/** Every link written in a copied site's files, resolved as the site resolves them. */
function linksOf(folder: string): string[] {
  const files = ['site.json', ...readdirSync(join(content.dir, folder, 'pages')).map((name) => `pages/${name}`)];
  const found: string[] = [];
  for (const file of files) eachLink(read(`${folder}/${file}`), (href) => found.push(href));
  return found;
}

describe('a demo copied as a new client site', () => {
  it('gets its folder name from the business name', () => {
    expect(readableName("Joe's Plumbing")).toBe('joes-plumbing');
    expect(readableName('  Café  Ünïcode & Sons!  ')).toBe('cafe-unicode-sons');
    expect(clientFolderFor(content.dir, "Joe's Plumbing")).toEqual({
      id: 'joes-plumbing',
      folder: 'clients/joes-plumbing',
    });
    // A name that is already a site's folder, or one the content layout uses, gets a number.
    expect(clientFolderFor(content.dir, 'Bakery').id).toBe('bakery-2');
    expect(clientFolderFor(content.dir, 'Pages').id).toBe('pages-2');
    expect(clientFolderFor(content.dir, '!!!').id).toBe('client');
  });

  it('lives at the root of its own domain, without the banner, with its links inside it', () => {
    const created = duplicateSite(content.dir, {
      from: 'bakery',
      as: 'client',
      name: "Joe's Plumbing",
      domain: 'www.JoesPlumbing.com/',
    });
    expect(created).toEqual({ id: 'joes-plumbing', folder: 'clients/joes-plumbing' });
    const site = read('clients/joes-plumbing/site.json');
    expect(site).toMatchObject({
      kind: 'client',
      basePath: '/',
      url: 'https://www.joesplumbing.com',
      name: "Joe's Plumbing",
    });
    expect(site).not.toHaveProperty('banner');
    expect(JSON.stringify(site)).not.toContain('Fixture Bakery');
    expect(readdirSync(join(content.dir, 'clients/joes-plumbing/images')).length).toBeGreaterThan(0);

    const routes = new Set(
      checkContent(content.dir)
        .content.routes.filter((route) => route.siteId === 'joes-plumbing')
        .map((route) => route.path),
    );
    for (const href of linksOf('clients/joes-plumbing')) {
      if (isExternal(href) || href.startsWith('#')) continue;
      expect(routes, href).toContain(splitHash(resolveHref(href, '/'))[0]);
    }
    expect(checkContent(content.dir).problems).toEqual([]);
  });

  it('turns links into the demo into its own pages, and links to the studio into full addresses', () => {
    freshContent();
    // A demo whose pages also link by full path into itself and to the studio.
    const file = join(content.dir, 'demos/bakery/pages/about.json');
    const about = readFileSync(file, 'utf8');
    const cta = (hrefs: string[]) =>
      `{ "type": "cta", "heading": "More", "actions": [${hrefs.map((href) => `{ "label": "Go", "href": "${href}" }`).join(', ')}] }`;
    const withLinks = about.replace(
      /"blocks": \[/,
      `"blocks": [${cta(['/demo-bakery/contact', '/demo-bakery'])}, ${cta(['/portfolio', '/#contact'])},`,
    );
    writeFileSync(file, withLinks);
    duplicateSite(content.dir, { from: 'bakery', as: 'client', name: 'Corner Loaf Co', domain: 'cornerloaf.example' });
    const blocks = read('clients/corner-loaf-co/pages/about.json').blocks as { actions: { href: string }[] }[];
    const links = blocks.slice(0, 2).flatMap((block) => block.actions.map((action) => action.href));
    expect(links).toEqual(['~/contact', '~/', `${studioUrl}/portfolio`, `${studioUrl}/#contact`]);
    expect(checkContent(content.dir).problems.filter((p) => p.doc.startsWith('clients/'))).toEqual([]);
  });

  it.each(demos)('works for the demo "%s" and the copy has no problems', (id) => {
    freshContent();
    const { folder } = duplicateSite(content.dir, {
      from: id,
      as: 'client',
      name: `Client of ${id}`,
      domain: `${id}.example.com`,
    });
    expect(read(`${folder}/site.json`)).toMatchObject({ kind: 'client', basePath: '/' });
    for (const href of linksOf(folder)) expect(href.startsWith('/'), href).toBe(false);
    // The whole content stays clean: the new site, and the studio's and demos' sites beside it.
    expect(checkContent(content.dir).problems).toEqual([]);
  });

  it('is refused, with nothing written, for a bad domain, a taken folder or the studio', () => {
    freshContent();
    const clientsBefore = clientFolders();
    for (const domain of ['joes plumbing', 'https://joesplumbing.com/about', '', 'localhost']) {
      const error = refusal(() => duplicateSite(content.dir, { from: 'bakery', as: 'client', name: 'Bad', domain }));
      expect(error.status, domain).toBe(400);
      expect(error.message).toMatch(/web address/);
    }
    expect(clientFolders()).toEqual(clientsBefore);
    const clash = refusal(() =>
      duplicateSite(content.dir, { from: 'bakery', as: 'client', name: 'X', domain: 'x.com', folder: 'florist' }),
    );
    expect(clash.status).toBe(409);
    expect(
      refusal(() => duplicateSite(content.dir, { from: 'studio', as: 'client', name: 'X', domain: 'x.com' })).status,
    ).toBe(400);
    expect(
      refusal(() => duplicateSite(content.dir, { from: 'bakery', as: 'shop', name: 'X', domain: 'x.com' })).status,
    ).toBe(400);
    expect(clientFolders()).toEqual(clientsBefore);
  });

  it('gives a second "Joe\'s Plumbing" a folder of its own', () => {
    freshContent();
    const clientsBefore = clientFolders();
    duplicateSite(content.dir, { from: 'bakery', as: 'client', name: "Joe's Plumbing", domain: 'joesplumbing.com' });
    expect(clientFolderFor(content.dir, "Joe's Plumbing").id).toBe('joes-plumbing-2');
    const taken = refusal(() =>
      duplicateSite(content.dir, {
        from: 'florist',
        as: 'client',
        name: 'X',
        domain: 'x.com',
        folder: 'joes-plumbing',
      }),
    );
    expect(taken.status).toBe(409);
    expect(taken.message).toContain('joes-plumbing');
    // Nothing half-copied is left beside it.
    expect(clientFolders()).toEqual([...clientsBefore, 'joes-plumbing'].sort());
  });

  it("counts only its own links as leading to its pages, and none of the studio's", () => {
    freshContent();
    duplicateSite(content.dir, { from: 'bakery', as: 'client', name: "Joe's Plumbing", domain: 'joesplumbing.com' });
    const links = (error: HttpError) => (error.details as { links: { site: string }[] }).links;
    const client = refusal(() => deletePage(content.dir, 'joes-plumbing', 'portfolio'));
    expect(client.status).toBe(409);
    expect(links(client).length).toBeGreaterThan(0);
    expect(links(client).every((link) => link.site === 'joes-plumbing')).toBe(true);
    // The studio's own page of the same address is linked from the studio alone.
    const studio = refusal(() => deletePage(content.dir, 'studio', 'portfolio'));
    expect(links(studio).length).toBeGreaterThan(0);
    expect(links(studio).some((link) => link.site === 'joes-plumbing')).toBe(false);
  });
});
