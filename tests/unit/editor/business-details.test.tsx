// @vitest-environment jsdom
/**
 * The choice that puts a business detail ("{phone}") into a text is offered
 * where one reads naturally, long texts and texts that already name one, and
 * plain text fields (a heading, a name, a price) look plain.
 */
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DocumentForm } from '@/editor/form/document-form';
import type { JsonObject } from '@/editor/store/state';

const schema = {
  type: 'object',
  properties: {
    heading: { type: 'string' },
    price: { type: 'string' },
    label: { type: 'string' },
    text: { type: 'string' },
  },
};
const words = {
  label: 'Section',
  fields: {
    heading: { label: 'Heading' },
    price: { label: 'Price' },
    label: { label: 'Button text' },
    text: { label: 'Text' },
  },
};

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

async function offeredOn(value: JsonObject): Promise<string[]> {
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
  return [...host.querySelectorAll('select')]
    .map((select) => select.getAttribute('aria-label') ?? '')
    .filter((label) => label.endsWith('add a business detail'));
}

describe('business details in texts', () => {
  it('are offered in long texts and in texts that name one already, not in every text field', async () => {
    const offered = await offeredOn({ heading: 'Color by Ann', price: '$45', label: 'Call {phone}', text: 'Walk in.' });
    expect(offered).toEqual(['Button text: add a business detail', 'Text: add a business detail']);
  });
});
