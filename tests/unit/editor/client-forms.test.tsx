// @vitest-environment jsdom
/**
 * Every form of the editor as a client of team mode reads it: each block
 * type, each collection type's entries, the site's settings and a page's.
 * Each form is drawn with one entry in every list (so the entries' own fields
 * are read too) and once for each choice of a field that is one of several
 * shapes. A label, help line, choice or button with a word of the jargon list
 * fails, and so does a control with no label or a colour shown as the
 * theme's stored code.
 */
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { EditorSchemas } from '@/editor/protocol';
import type { Json, JsonObject } from '@/editor/store/state';
import { DocumentForm, type FormLayout } from '@/editor/form/document-form';
import type { EditorFormContext } from '@/editor/form/form-context';
import { blockHelp, blockLabel, blockWords, documentWords, setContentWords } from '@/editor/form/labels';
import { CLIENT_SITE_LAYOUT, pageSettingsSchema, STUDIO_ONLY } from '@/editor/panel/target-panel';
import { fieldWords, type DocumentWords } from '@/content/words';
import { parseHsl } from '@/content/color';
import { editorSchemas } from '../../../scripts/editor/schemas.ts';
import { jargonIn } from '../../support/jargon.ts';

// A client: signed in to team mode, not one of the studio's admins.
vi.mock('@/editor/team/use-viewer', () => ({
  useViewer: () => ({ email: 'owner@example.com', name: 'Owner', sites: ['x'], admin: false, publish: false }),
  isClient: (me: { admin: boolean } | null | undefined) => me === undefined || (!!me && !me.admin),
}));

// The project's folders, found with Node's own URL: the page's URL of this environment reads a file address as a web one.
vi.mock('../../../scripts/paths.ts', async (original) => {
  const { fileURLToPath, URL: NodeURL } = await import('node:url');
  const root = fileURLToPath(new NodeURL('../../../', import.meta.url));
  return { ...(await original<object>()), PROJECT_ROOT: root, SCHEMA_DIR: `${root}schema/` };
});

type Schema = { [key: string]: unknown };

/**
 * A value with every field of `schema` filled and one entry in every list, so
 * the form draws each field. Where a field may be one of several shapes, the
 * `choice`-th one is taken (the last when there are fewer).
 */
export function filledValue(schema: Schema, choice: number): Json {
  if ('const' in schema) return schema.const as Json;
  if (Array.isArray(schema.enum)) return schema.enum[0] as Json;
  for (const keyword of ['oneOf', 'anyOf'] as const) {
    const options = schema[keyword] as Schema[] | undefined;
    // A choice of which property is required is a rule, not a shape: every property is filled anyway.
    if (options && !options.every((option) => Object.keys(option).every((key) => key === 'required')))
      return filledValue({ ...schema, [keyword]: undefined, ...options[Math.min(choice, options.length - 1)] }, choice);
  }
  if (schema.properties) {
    const properties = schema.properties as Record<string, Schema>;
    return Object.fromEntries(Object.entries(properties).map(([key, child]) => [key, filledValue(child, choice)]));
  }
  if (schema.type === 'array') return [filledValue((schema.items ?? {}) as Schema, choice)];
  if (schema.type === 'boolean') return true;
  if (schema.type === 'integer' || schema.type === 'number') return Math.max(Number(schema.minimum ?? 1), 1);
  if (schema.format === 'date') return '2026-06-01';
  if (schema.format === 'date-time') return '2026-06-01T09:00:00Z';
  if (schema.title === 'HslColor') return '177 66% 30%';
  if (schema.title === 'Href') return 'https://example.com/';
  return 'Words';
}

const context: Omit<EditorFormContext, 'moveEntry'> = {
  siteId: 'x',
  links: [],
  images: [],
  pickImage: () => Promise.resolve(undefined),
  references: { collections: [], entries: [] },
};

interface Drawn {
  /** What a person reads about the fields: labels, legends, help, choices, buttons, and the names controls are given. */
  texts: string[];
  /** Controls a person types in or chooses with that have no label. */
  unlabelled: string[];
  /** What the boxes hold that is a colour as the theme stores it ("177 66% 30%"), the studio's code. */
  colourCodes: string[];
  /** The tick boxes, each by the words of its label, and whether it is ticked. */
  boxes: { label: string; ticked: boolean }[];
}

/** The accessible name of a control, as far as this form gives one. */
function nameOf(control: Element): string {
  const labelledBy = control.getAttribute('aria-labelledby');
  if (labelledBy)
    return labelledBy
      .split(/\s+/)
      .map((id) => control.ownerDocument.getElementById(id)?.textContent ?? '')
      .join(' ')
      .trim();
  const aria = control.getAttribute('aria-label');
  if (aria) return aria.trim();
  const own = control.id
    ? [...control.ownerDocument.querySelectorAll('label')].find((label) => label.htmlFor === control.id)
    : undefined;
  return (own ?? control.closest('label'))?.textContent?.trim() ?? '';
}

/** The words of an element, each text in it apart from the next ("Missing entry" and "Choose", not "Missing entryChoose"). */
function textOf(element: Element): string {
  const walker = element.ownerDocument.createTreeWalker(element, 4 /* text nodes */);
  const parts: string[] = [];
  for (let node = walker.nextNode(); node; node = walker.nextNode()) parts.push(node.textContent ?? '');
  return parts.join(' ').replace(/\s+/g, ' ').trim();
}

/** Draws one form as a client sees it and reads what it shows. */
async function draw(schema: Json, value: JsonObject, words: DocumentWords | undefined, layout?: FormLayout) {
  const host = document.createElement('div');
  document.body.append(host);
  const root = createRoot(host);
  await act(async () =>
    root.render(
      <DocumentForm
        id="walk"
        schema={schema}
        value={value}
        at={[]}
        problems={[]}
        context={context}
        onChange={() => undefined}
        layout={layout}
        words={words}
      />,
    ),
  );
  // Parts that wait behind "More options" or "Advanced" are opened: whatever is there, a client may open.
  host.querySelectorAll('details').forEach((details) => (details.open = true));
  const visible = (element: Element) => !element.closest('.hidden, [hidden]');
  const texts = [
    ...[...host.querySelectorAll('label, legend, summary, option, button, .field-description, .form-text, .ed-help')]
      .filter(visible)
      .map(textOf),
    ...[...host.querySelectorAll('[aria-label], [placeholder], [title]')]
      .filter(visible)
      .flatMap((element) => ['aria-label', 'placeholder', 'title'].map((name) => element.getAttribute(name) ?? '')),
  ].filter(Boolean);
  const unlabelled = [
    ...host.querySelectorAll(
      'input:not([type="hidden"]), textarea, select, [role="textbox"], [contenteditable="true"]',
    ),
  ]
    .filter(visible)
    .filter((control) => !nameOf(control))
    .map((control) => control.id || control.outerHTML.slice(0, 80));
  const colourCodes = [...host.querySelectorAll<HTMLInputElement>('input:not([type="hidden"]), textarea')]
    .filter(visible)
    .map((control) => control.value)
    .filter((value) => parseHsl(value));
  const boxes = [...host.querySelectorAll<HTMLInputElement>('input[type="checkbox"]')].map((box) => ({
    label: box.closest('label')?.textContent?.trim() ?? '',
    ticked: box.checked,
  }));
  await act(async () => root.unmount());
  host.remove();
  return { texts, unlabelled, colourCodes, boxes } satisfies Drawn;
}

/**
 * The fields a client is asked for but never shown: required where they sit,
 * while the words keep them for the studio (or the form's layout hides them),
 * inside a part the client does see. A field outside any list is not asked
 * when the form starts with it: a new section starts as its schema's first
 * example (`start`), and the site and its pages are made with their addresses
 * and looks. An entry a client adds to a list starts empty.
 */
function requiredButHidden(
  schema: Schema,
  words: DocumentWords | undefined,
  layout?: FormLayout,
  start?: Json,
): string[] {
  const found: string[] = [];
  const given = (path: string[]) =>
    start === undefined ||
    path.reduce<unknown>((value, key) => (value as Record<string, unknown> | undefined)?.[key], start) !== undefined;
  const walk = (node: Schema, path: string[], inEntry: boolean) => {
    for (const keyword of ['oneOf', 'anyOf'] as const)
      for (const option of (node[keyword] as Schema[] | undefined) ?? []) walk({ ...option }, path, inEntry);
    const items = node.items as Schema | undefined;
    if (items && typeof items === 'object') walk(items, path, true);
    const properties = node.properties as Record<string, Schema> | undefined;
    if (!properties) return;
    const required = new Set((node.required as string[] | undefined) ?? []);
    for (const [key, child] of Object.entries(properties)) {
      if ('const' in child || key === '$schema' || key === 'kind') continue;
      const at = [...path, key];
      const hidden = fieldWords(words, at).advanced === true || (!path.length && layout?.hidden?.includes(key));
      if (hidden && required.has(key) && (inEntry || !given(at))) found.push(at.join('.'));
      else if (!hidden) walk(child, at, inEntry);
    }
  };
  walk(schema, [], false);
  return found;
}

interface Form {
  name: string;
  schema: Json;
  words: DocumentWords | undefined;
  layout?: FormLayout;
  /** The form's heading and the line under it, where it has them. */
  own?: string[];
  /** What a new one starts as, where the editor fills it in: a section's first example. */
  start?: Json;
}

let schemas: EditorSchemas;
beforeAll(async () => {
  // React is told that it runs under a test, so act() waits for each form to be drawn.
  Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true });
  // The schemas are read from files, as the editor's server reads them, not fetched as a page would.
  vi.stubGlobal('window', undefined);
  try {
    schemas = await editorSchemas();
  } finally {
    vi.unstubAllGlobals();
  }
  setContentWords(schemas.words);
});
afterAll(() => document.body.replaceChildren());

/** Every form of the editor: the site's settings (a demo's and a client site's), a page's, each block's, each collection's. */
function everyForm(): Form[] {
  const blocks = schemas.blocks.map((schema) => {
    const type = String((schema as { properties: { type: { const: string } } }).properties.type.const);
    return {
      name: `the ${type} block`,
      schema,
      words: blockWords(type),
      own: [blockLabel(type), blockHelp(type) ?? ''],
      start: (schema as { examples?: Json[] }).examples?.[0] ?? {},
    };
  });
  const collections = Object.entries(schemas.collections).map(([type, schema]) => ({
    name: `an entry of ${type}`,
    schema,
    words: documentWords({ collection: type }),
  }));
  return [
    { name: 'the settings of a demo site', schema: schemas.site, words: documentWords('site'), layout: STUDIO_ONLY },
    {
      name: 'the settings of a client site',
      schema: schemas.site,
      words: documentWords('site'),
      layout: CLIENT_SITE_LAYOUT,
    },
    { name: 'a page’s settings', schema: pageSettingsSchema(schemas), words: documentWords('page') },
    ...blocks,
    ...collections,
  ];
}

describe('every form a client meets', () => {
  it('walks every block type, every collection type and both settings forms, each list opened to one entry', async () => {
    const forms = everyForm();
    expect(forms.length).toBe(3 + schemas.blocks.length + Object.keys(schemas.collections).length);
    const problems: string[] = [];
    for (const form of forms) {
      for (const choice of [0, 1]) {
        const value = filledValue(form.schema as Schema, choice) as JsonObject;
        const { texts, unlabelled, colourCodes } = await draw(form.schema, value, form.words, form.layout);
        expect(texts.length, `${form.name} shows its fields`).toBeGreaterThan(0);
        for (const text of [...(form.own ?? []), ...texts])
          for (const word of jargonIn(text)) problems.push(`${form.name}: "${word}" in "${text}"`);
        for (const control of unlabelled) problems.push(`${form.name}: a control with no label (${control})`);
        for (const code of colourCodes) problems.push(`${form.name}: a colour shown as its code "${code}"`);
      }
    }
    expect([...new Set(problems)]).toEqual([]);
  });

  it('never asks a client for a field it does not show them', () => {
    const asked = everyForm().flatMap((form) =>
      requiredButHidden(form.schema as Schema, form.words, form.layout, form.start).map(
        (path) => `${form.name}: ${path}`,
      ),
    );
    expect(asked).toEqual([]);
  });

  it('asks what a dish suits with a box to tick for each, named as its words file names them', async () => {
    const schema = schemas.collections.dish as Json;
    const value = { name: 'Burrata', price: 16, course: 'starter', dietary: ['vegetarian'] } as JsonObject;
    const { texts, boxes } = await draw(schema, value, documentWords({ collection: 'dish' }));
    for (const named of ['Vegetarian', 'Gluten-free', 'Nut-free', 'Starters', 'Pasta and risotto'])
      expect(texts).toContain(named);
    expect(boxes.map(({ label }) => label)).toEqual(
      expect.arrayContaining(['Vegetarian', 'Vegan', 'Gluten-free', 'Dairy-free', 'Nut-free']),
    );
    expect(boxes.filter(({ ticked }) => ticked).map(({ label }) => label)).toEqual(['Vegetarian']);
  });

  it('asks for a package in plain words: its name, price, what it includes and whether it is the most popular', async () => {
    const schema = schemas.collections.package as Json;
    const value = { name: 'Signature', price: 299, features: ['Hand wash', 'Polish'], popular: true } as JsonObject;
    const { texts } = await draw(schema, value, documentWords({ collection: 'package' }));
    for (const named of ['Name (required)', 'Price (required)', 'Description', 'Features (required)', 'Most popular'])
      expect(texts).toContain(named);
    // Each line of what it includes is one feature, added with a button that says so.
    expect(texts.filter((text) => text === 'Feature (required)')).toHaveLength(2);
    expect(texts).toContain('Add feature');
  });

  it('finds a required field kept for the studio', () => {
    const schema = { type: 'object', required: ['formId'], properties: { formId: { type: 'string' } } };
    const words = { label: 'Form', fields: { formId: { label: 'Form name', advanced: true } } };
    expect(requiredButHidden(schema, words, undefined, {})).toEqual(['formId']);
    expect(requiredButHidden(schema, words, undefined, { formId: 'booking' })).toEqual([]);
    expect(requiredButHidden(schema, { ...words, fields: { formId: { label: 'Form name' } } }, undefined, {})).toEqual(
      [],
    );
    const list = { type: 'object', properties: { forms: { type: 'array', items: schema } } };
    const inList = { label: 'Forms', fields: { 'forms.formId': { label: 'Form name', advanced: true } } };
    expect(requiredButHidden(list, inList)).toEqual(['forms.formId']);
  });
});
