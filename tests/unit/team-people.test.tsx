/**
 * A team that names its people as person entries ("people") instead of
 * writing them out: the cards it draws, the entries the build hands its page
 * (and counts among the page's inputs), and the editor's preview.
 */
import { describe, expect, it } from 'vitest';
import { loadContent } from '../../scripts/content/core/load-content.ts';
import { listedEntries, publishedEntryData } from '../../scripts/content/core/collections.ts';
import { routeOf } from '../../scripts/content/core/route.ts';
import { sectionReferences, teamMembers } from '../../src/content/named-people.ts';
import type { TeamBlock } from '../../src/content/types.generated.ts';
import { renderBlocks } from '../support/render.tsx';
import { editorSchemas } from '../../scripts/editor/schemas.ts';
import { prepareSchema } from '../../src/editor/form/prepare-schema.ts';
import { FIXTURE_DIR } from '../support/engine-fixture.ts';

const photo = { src: 'portrait.svg', alt: 'A portrait', width: 480, height: 480 };
const handed: Record<string, unknown> = {
  'crew/ana-lind': { name: 'Ana Lind', role: 'Lead', experience: '9 years experience', bio: 'Ana leads.', photo },
  'crew/bo-park': { name: 'Bo Park', role: 'Apprentice', bio: 'Bo joined this spring.' },
};

describe('the members a team shows', () => {
  it('are the named people in the order named, each line the experience or else the bio', () => {
    expect(teamMembers({ people: ['crew/bo-park', 'crew/ana-lind'] }, handed)).toEqual([
      { name: 'Bo Park', role: 'Apprentice', experience: 'Bo joined this spring.' },
      { name: 'Ana Lind', role: 'Lead', experience: '9 years experience', image: photo },
    ]);
  });

  it('leave out a name the page was handed nothing for (a draft), and keep written members as they are', () => {
    expect(teamMembers({ people: ['crew/gone', 'crew/ana-lind'] }, handed).map((m) => m.name)).toEqual(['Ana Lind']);
    const members: TeamBlock['members'] = [{ name: 'Cy Moss', role: 'Owner', experience: '20 years' }];
    expect(teamMembers({ members }, handed)).toBe(members);
  });

  it('are drawn with the same markup as the same people written out, in every look', () => {
    for (const variant of ['cards', 'portraits', 'rows'] as const) {
      const named = renderBlocks(
        [{ type: 'team', variant, people: ['crew/ana-lind'] }],
        undefined,
        'example',
        '/',
        {},
        handed,
      );
      const written = renderBlocks([
        {
          type: 'team',
          variant,
          members: [{ name: 'Ana Lind', role: 'Lead', experience: '9 years experience', image: photo }],
        },
      ]);
      expect(named, variant).toContain('Ana Lind');
      expect(named, variant).toBe(written);
    }
  });
});

describe('a page whose team names people', () => {
  const content = loadContent(FIXTURE_DIR);
  const named = content.sites.flatMap(({ source, site, pages }) =>
    pages
      .filter(({ page }) => sectionReferences(page).length > 0)
      .map(({ page }) => ({ source, site, page, references: sectionReferences(page).map((r) => r.reference) })),
  );

  it('exists in the engine’s fixture site, and is valid', () => {
    expect(named.length).toBeGreaterThan(0);
    expect(content.problems.filter((problem) => problem.severity === 'error')).toEqual([]);
  });

  it('is handed exactly the entries it shows, so an edit to another entry leaves it alone', () => {
    for (const { source, site, page, references } of named) {
      const route = content.routes.find((r) => r.path === routeOf(site, page) && !r.view);
      const published = publishedEntryData(source);
      const entries = route?.entries ?? {};
      for (const reference of references)
        expect(Object.hasOwn(entries, reference), `${route?.path} is handed ${reference}`).toBe(
          Object.hasOwn(published, reference),
        );
      // Nothing else, unless a collection list on the page shows it.
      const listsOnly = listedEntries(source, { blocks: page.blocks.filter((b) => b.type === 'collection-list') });
      for (const reference of Object.keys(entries))
        expect(references.includes(reference) || Object.hasOwn(listsOnly, reference), reference).toBe(true);
    }
  });

  it('draws its people in the editor preview from the published entries it is given', () => {
    const [{ source, page }] = named;
    const team = page.blocks.find((block): block is TeamBlock => block.type === 'team' && Boolean(block.people))!;
    const html = renderBlocks([team], undefined, 'example', '/', {}, publishedEntryData(source));
    for (const member of teamMembers(team, publishedEntryData(source))) expect(html).toContain(member.name);
    expect(renderBlocks([team])).not.toContain(teamMembers(team, publishedEntryData(source))[0].name);
  });
});

describe("the editor's form of a team", () => {
  it('offers both ways to give people as fields, each name a reference picker, and no choice to pick between them', async () => {
    const { blocks } = await editorSchemas();
    const team = blocks.find((schema) => (schema as { title?: string }).title === 'TeamBlock');
    expect(team).toBeDefined();
    const { schema, uiSchema } = prepareSchema(team as Parameters<typeof prepareSchema>[0]);
    expect(schema.oneOf).toBeUndefined();
    expect(Object.keys(schema.properties as object)).toEqual(expect.arrayContaining(['members', 'people']));
    expect((uiSchema.people as { items?: Record<string, unknown> }).items?.['ui:widget']).toBe('reference');
  });
});
