// @vitest-environment jsdom
/**
 * A picture field of an entry (a person's photo) as a client of team mode and
 * as the studio see it: the client sees the picture and what it shows, never
 * its file's name; the studio still sees the name.
 */
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { DocumentForm } from '@/editor/form/document-form';

const viewer = vi.hoisted(() => ({ admin: false }));
vi.mock('@/editor/team/use-viewer', () => ({
  useViewer: () => ({ email: 'owner@example.com', name: 'Owner', sites: ['x'], admin: viewer.admin, publish: false }),
  isClient: (me: { admin: boolean } | null | undefined) => me === undefined || (!!me && !me.admin),
}));

const schema = {
  type: 'object',
  properties: {
    name: { type: 'string' },
    photo: {
      title: 'Image',
      type: 'object',
      required: ['src', 'alt'],
      properties: { src: { type: 'string' }, alt: { type: 'string' } },
    },
  },
};
const words = {
  label: 'Person',
  fields: { name: { label: 'Name' }, photo: { label: 'Photo' }, 'photo.alt': { label: 'What the picture shows' } },
};
const value = { name: 'Ana', photo: { src: 'team/ana-portrait.jpg', alt: 'Ana smiling at her chair' } };

let root: Root | undefined;
let host: HTMLElement;
beforeAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
});
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  host?.remove();
});

async function draw(admin: boolean) {
  viewer.admin = admin;
  host = document.createElement('div');
  document.body.append(host);
  root = createRoot(host);
  await act(async () =>
    root!.render(
      <DocumentForm
        id="t"
        schema={schema}
        value={value}
        at={[]}
        problems={[]}
        words={words}
        context={{ siteId: 'x', links: [], images: [], pickImage: () => Promise.resolve(undefined) }}
        onChange={() => undefined}
      />,
    ),
  );
  const field = host.querySelector('fieldset.ed-image')!;
  const boxes = [...field.querySelectorAll('input')].map((input) => input.value);
  return { text: [field.textContent, ...boxes].join(' | '), picture: field.querySelector('img')! };
}

describe("an entry's picture field", () => {
  it('shows a client the picture and what it shows, not the file name', async () => {
    const { text, picture } = await draw(false);
    expect(text).not.toContain('ana-portrait');
    expect(picture.getAttribute('src')).toBe('/media/x/team/ana-portrait.jpg');
    expect(picture.getAttribute('alt')).toBe('Ana smiling at her chair');
    expect(text).toContain('Ana smiling at her chair');
  });

  it('still shows the studio the file name', async () => {
    expect((await draw(true)).text).toContain('team/ana-portrait.jpg');
  });
});
