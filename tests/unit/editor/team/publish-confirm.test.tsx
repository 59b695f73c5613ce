// @vitest-environment jsdom
/**
 * Publish asks first: the saved changes that would go live are listed in
 * History's words, and nothing is published until the person says Publish;
 * Cancel publishes nothing.
 */
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { PublishState } from '@/editor/protocol';
import { EditorStoreProvider } from '@/editor/store/editor-store';
import { TeamPanel } from '@/editor/team/team-panel';

const state: PublishState = {
  state: 'Unpublished changes (2)',
  changes: [
    {
      commit: 'b',
      author: 'Ann',
      email: 'ann@example.com',
      date: '2026-06-02T10:00:00Z',
      summary: 'Services: price of the "Color & Cut" package $135 → $145',
    },
    {
      commit: 'a',
      author: 'Ann',
      email: 'ann@example.com',
      date: '2026-06-01T10:00:00Z',
      summary: 'About: heading "Our story" → "Our salon"',
    },
  ],
  log: [],
};
const published = vi.hoisted(() => ({ count: 0 }));

vi.mock('@/editor/team/team-mode', () => ({ isTeamMode: () => true }));
vi.mock('@/editor/api', async (original) => {
  const real = await original<typeof import('@/editor/api')>();
  const never = () => new Promise(() => undefined);
  return {
    ...real,
    teamApi: new Proxy(
      {
        me: async () => ({
          email: 'ann@example.com',
          name: 'Ann',
          sites: ['salon'],
          admin: false,
          publish: true,
          publishing: { salon: 'publish' },
        }),
        publishState: async () => state,
        publish: async () => {
          published.count += 1;
          return never();
        },
      } as Record<string, unknown>,
      { get: (target, key: string) => target[key] ?? never },
    ),
  };
});

let root: Root | undefined;
let host: HTMLElement;
beforeAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
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

const button = (name: string) =>
  [...host.querySelectorAll('button')].find((element) => element.textContent === name) as HTMLButtonElement;

describe('publishing from the team panel', () => {
  it('lists the changes that go live first, with Publish and Cancel', async () => {
    host = document.createElement('div');
    document.body.append(host);
    root = createRoot(host);
    await act(async () =>
      root!.render(
        <MemoryRouter initialEntries={['/edit/salon/services']}>
          <EditorStoreProvider>
            <TeamPanel />
          </EditorStoreProvider>
        </MemoryRouter>,
      ),
    );
    await act(async () => button('Publish (2)').click());
    expect(published.count).toBe(0);
    const dialog = host.querySelector('dialog')!;
    expect(dialog.querySelector('h2, [id]')?.textContent ?? dialog.textContent).toContain('Publish these changes?');
    const items = [...dialog.querySelectorAll('ul[aria-label="Changes that go live"] li')].map((li) => li.textContent);
    expect(items).toHaveLength(2);
    expect(items[0]).toContain('Services: price of the "Color & Cut" package $135 → $145');
    expect(items[1]).toContain('About: heading');

    await act(async () => button('Cancel').click());
    expect(host.querySelector('dialog')).toBeNull();
    expect(published.count).toBe(0);

    await act(async () => button('Publish (2)').click());
    await act(async () => button('Publish').click());
    expect(published.count).toBe(1);
  });
});
