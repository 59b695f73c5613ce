// @vitest-environment jsdom
/**
 * Find and replace as a person meets it: no match is ticked until the person
 * ticks it or chooses "Select all", so a replace never changes a match they
 * did not look at.
 */
import { act, useEffect } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { FindDialog } from '@/editor/find/find-dialog';
import { EditorStoreProvider, useEditorStore } from '@/editor/store/editor-store';

const files = [
  {
    file: 'demos/x/pages/home.json',
    version: 'v1',
    text: JSON.stringify({ title: 'Home', blocks: [{ type: 'hero', heading: 'Cuts on Mondays and Mondays' }] }),
  },
];

/** The dialog over the documents as the store holds them, as the editor opens it. */
function Opened() {
  const { state: now, dispatch } = useEditorStore();
  useEffect(() => dispatch({ type: 'loadDocuments', files }), [dispatch]);
  return <FindDialog docs={Object.values(now.docs)} onClose={() => undefined} />;
}

let root: Root | undefined;
let host: HTMLElement;

beforeAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  // The browser's own modal dialog, which jsdom leaves out.
  HTMLDialogElement.prototype.showModal ??= function (this: HTMLDialogElement) {
    this.open = true;
  };
  HTMLDialogElement.prototype.close ??= function (this: HTMLDialogElement) {
    this.open = false;
  };
});
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  host?.remove();
});

function typeIn(input: HTMLInputElement, text: string) {
  const set = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
  set.call(input, text);
  input.dispatchEvent(new Event('input', { bubbles: true }));
}

const button = (name: RegExp) =>
  [...host.querySelectorAll('button')].find((element) => name.test(element.textContent ?? ''))!;
const boxes = () => [...host.querySelectorAll<HTMLInputElement>('input[type="checkbox"]')];

describe('find and replace', () => {
  it('ticks no match until the person chooses, and Select all ticks every match shown', async () => {
    host = document.createElement('div');
    document.body.append(host);
    root = createRoot(host);
    await act(async () =>
      root!.render(
        <EditorStoreProvider>
          <Opened />
        </EditorStoreProvider>,
      ),
    );
    await act(async () => typeIn(host.querySelector<HTMLInputElement>('input[type="search"]')!, 'mondays'));
    expect(boxes()).toHaveLength(2);
    expect(boxes().filter((box) => box.checked)).toHaveLength(0);
    expect(button(/^Replace ticked/).disabled).toBe(true);

    await act(async () => button(/^Select all$/).click());
    expect(boxes().every((box) => box.checked)).toBe(true);
    expect(button(/^Replace ticked/).textContent).toContain('(2)');

    // A replace leaves nothing ticked: the matches left have moved within their texts.
    await act(async () => boxes()[0].click());
    await act(async () => button(/^Replace ticked/).click());
    expect(boxes()).toHaveLength(1);
    expect(boxes()[0].checked).toBe(false);
    await act(async () => button(/^Select all$/).click());

    // A new search starts again with nothing ticked.
    await act(async () => typeIn(host.querySelector<HTMLInputElement>('input[type="search"]')!, 'monday'));
    expect(boxes()).toHaveLength(1);
    expect(boxes()[0].checked).toBe(false);
  });
});
