// @vitest-environment jsdom
/**
 * The preview's frame stays from page to page: another page opens at its
 * top, not at the scroll the last one was left at; the same page edited
 * stays where it is.
 */
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { PreviewFrame } from '@/editor/preview/preview-frame';

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

describe('the preview frame', () => {
  it('shows another page from its top, and keeps the scroll while the same page changes', async () => {
    host = document.createElement('div');
    document.body.append(host);
    root = createRoot(host);
    const draw = (opened: string, words: string) =>
      act(async () =>
        root!.render(
          <PreviewFrame title="Preview" opened={opened}>
            <p>{words}</p>
          </PreviewFrame>,
        ),
      );
    await draw('pages/home.json', 'Home');
    const frame = host.querySelector('iframe')!;
    // The frame's page is ready once it has loaded (jsdom loads its blank page by itself or on this event).
    await act(async () => frame.dispatchEvent(new Event('load')));
    const view = frame.contentWindow!;
    const scrolled = vi.spyOn(view, 'scrollTo').mockImplementation(() => undefined);
    await draw('pages/home.json', 'Home, edited');
    expect(scrolled).not.toHaveBeenCalled();
    await draw('pages/services.json', 'Services');
    expect(scrolled).toHaveBeenCalledWith(expect.objectContaining({ top: 0 }));
  });
});
