// @vitest-environment jsdom
/**
 * A colour field as a client of team mode and as the studio use it: the
 * client reads and types colours by name and never sees the theme's stored
 * code; the studio still sees and types that code.
 */
import { act, useState } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { parseHsl } from '@/content/color';
import { DocumentForm } from '@/editor/form/document-form';
import type { JsonObject } from '@/editor/store/state';

const viewer = vi.hoisted(() => ({ admin: false }));
vi.mock('@/editor/team/use-viewer', () => ({
  useViewer: () => ({ email: 'owner@example.com', name: 'Owner', sites: ['x'], admin: viewer.admin, publish: false }),
  isClient: (me: { admin: boolean } | null | undefined) => me === undefined || (!!me && !me.admin),
}));

const schema = {
  type: 'object',
  properties: { primary: { title: 'HslColor', type: 'string' } },
};
const words = { label: 'Colours', fields: { primary: { label: 'Brand colour' } } };

let stored: JsonObject = {};
let root: Root | undefined;
let host: HTMLElement;

/** The form with its value held as the editor holds it, each change written back. */
function Held({ start }: { start: JsonObject }) {
  const [value, setValue] = useState(start);
  return (
    <DocumentForm
      id="t"
      schema={schema}
      value={value}
      at={[]}
      problems={[]}
      words={words}
      context={{ siteId: 'x', links: [], images: [], pickImage: () => Promise.resolve(undefined) }}
      onChange={(next) => {
        stored = next;
        setValue(next);
      }}
    />
  );
}

async function draw(start: JsonObject, admin = false) {
  viewer.admin = admin;
  stored = start;
  host = document.createElement('div');
  document.body.append(host);
  root = createRoot(host);
  await act(async () => root!.render(<Held start={start} />));
  return host.querySelector<HTMLInputElement>('#t_primary')!;
}

/** Types `text` over the box's words and leaves the box, as a person does. */
async function typeAndLeave(box: HTMLInputElement, text: string) {
  await act(async () => {
    box.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(box, text);
    box.dispatchEvent(new Event('input', { bubbles: true }));
  });
  await act(async () => box.dispatchEvent(new FocusEvent('focusout', { bubbles: true })));
}

/** Everything the field shows a person: the words on screen and in the boxes. */
function shown(): string {
  const values = [...host.querySelectorAll('input')].filter((i) => i.type !== 'color').map((i) => i.value);
  return [host.textContent ?? '', ...values].join(' | ');
}

const CODE = /\d+ \d+% \d+%/;

beforeAll(() => {
  Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true });
  // This environment draws no canvas: colour names come from the editor's own list alone.
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
});
afterEach(async () => {
  await act(async () => root?.unmount());
  host.remove();
});

describe('a colour field', () => {
  it('shows a client the stored colour by its name, not its code', async () => {
    const box = await draw({ primary: '180 100% 25%' });
    expect(box.value).toBe('teal');
    expect(shown()).not.toMatch(CODE);
  });

  it('stores "teal" typed by a client as the theme writes colours, and says so in words only', async () => {
    const box = await draw({ primary: '210 100% 56%' });
    expect(box.value).toBe('close to royal blue');
    await typeAndLeave(box, 'teal');
    expect(stored.primary).toBe('180 100% 25%');
    expect(box.value).toBe('teal');
    expect(host.querySelector('#t_primary__note')?.textContent).toBe('Understood as teal.');
    expect(shown()).not.toMatch(CODE);
  });

  it('takes a code typed by a client without showing the stored one, or saying it is saved', async () => {
    const box = await draw({ primary: '210 100% 56%' });
    await typeAndLeave(box, '#1A7F7A');
    expect(stored.primary).toBe('177 66% 30%');
    const note = host.querySelector('#t_primary__note')?.textContent ?? '';
    expect(note).toBe('Understood as a colour close to teal.');
    expect(note).not.toMatch(/saved/i);
    expect(shown()).not.toMatch(CODE);
  });

  it('keeps what a client typed that is no colour out of the content, with a note saying what to type', async () => {
    const box = await draw({ primary: '210 100% 56%' });
    await typeAndLeave(box, 'blueish');
    expect(stored.primary).toBe('210 100% 56%');
    expect(box.value).toBe('blueish');
    expect(host.querySelector('#t_primary__note')?.textContent).toMatch(/not a colour this box knows/);
  });

  it('stores a suggested colour picked by its swatch', async () => {
    const box = await draw({ primary: '210 100% 56%' });
    const navy = host.querySelector<HTMLButtonElement>('button[aria-label="navy"]')!;
    await act(async () => navy.click());
    expect(parseHsl(String(stored.primary))).toBeDefined();
    expect(box.value).toBe('navy');
  });

  it('still shows the studio the stored code, and rewrites what it types into that form', async () => {
    const box = await draw({ primary: '210 100% 56%' }, true);
    expect(box.value).toBe('210 100% 56%');
    await typeAndLeave(box, 'teal');
    expect(stored.primary).toBe('180 100% 25%');
    expect(box.value).toBe('180 100% 25%');
  });
});

describe('the brand colour and the text on it', () => {
  const site = {
    type: 'object',
    properties: {
      theme: {
        type: 'object',
        properties: {
          colors: {
            type: 'object',
            properties: {
              primary: { title: 'HslColor', type: 'string' },
              primaryForeground: { title: 'HslColor', type: 'string' },
            },
          },
        },
      },
    },
  };
  const siteWords = {
    label: 'Site',
    fields: {
      theme: { label: 'Look' },
      'theme.colors': { label: 'Colours' },
      'theme.colors.primary': { label: 'Brand colour' },
      'theme.colors.primaryForeground': { label: 'Text on the brand colour' },
    },
  };
  let value: JsonObject = {};

  function Site({ start }: { start: JsonObject }) {
    const [now, setNow] = useState(start);
    return (
      <DocumentForm
        id="s"
        schema={site}
        value={now}
        at={[]}
        problems={[]}
        words={siteWords}
        context={{ siteId: 'x', links: [], images: [], pickImage: () => Promise.resolve(undefined) }}
        onChange={(next) => {
          value = next;
          setNow(next);
        }}
      />
    );
  }

  async function drawSite(colors: JsonObject) {
    viewer.admin = false;
    value = { theme: { colors } };
    host = document.createElement('div');
    document.body.append(host);
    root = createRoot(host);
    await act(async () => root!.render(<Site start={value} />));
  }
  const warnings = () => [...host.querySelectorAll('.ed-field-warning')].map((w) => w.textContent ?? '');

  it('warns in words when white text on a light plum is hard to read, and offers the nearest readable shade', async () => {
    await drawSite({ primary: '300 47% 75%', primaryForeground: '0 0% 100%' });
    const said = warnings();
    // Under both fields: the brand colour and the text on it.
    expect(said).toHaveLength(2);
    expect(said[0]).toMatch(/^Hard to read: white words on /);
    expect(said[0]).toMatch(/4\.5 to 1/);
    expect(said.join(' ')).not.toMatch(CODE);
    const use = [...host.querySelectorAll('button')].find((b) => /^Use a darker /.test(b.textContent ?? ''))!;
    await act(async () => use.click());
    const colors = (value.theme as { colors: { primary: string } }).colors;
    const readable = parseHsl(colors.primary)!;
    expect(readable.h).toBe(300);
    expect(readable.l).toBeLessThan(75);
    expect(warnings()).toEqual([]);
  });

  it('says nothing when the text on the brand colour reads well', async () => {
    await drawSite({ primary: '322 60% 40%', primaryForeground: '0 0% 100%' });
    expect(warnings()).toEqual([]);
  });
});
