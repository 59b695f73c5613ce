import { useEffect, useRef, useState } from 'react';
import { joinPath } from '@/content/href';
import type { Redirect } from '@/content/redirects';
import { useEditorStore } from '../store/editor-store';
import type { EditedDoc, JsonObject } from '../store/state';

/**
 * A site's redirects under its settings: each old address and the page it now
 * leads to, each with Remove. A removal is an edit of redirects.json like any
 * other, so it is undone, checked and saved (and committed) with the rest.
 */
export function SiteRedirects({ site }: { site: EditedDoc }) {
  const { state, dispatch } = useEditorStore();
  const doc = state.docs[site.file.replace(/site\.json$/, 'redirects.json')];
  const redirects = (doc?.data.redirects ?? []) as unknown as Redirect[];
  const basePath = typeof site.data.basePath === 'string' ? site.data.basePath : '/';
  const list = useRef<HTMLUListElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  // After a removal, focus goes to the Remove button now in its place, or to the heading when none is left.
  const focusAt = useRef<number>(undefined);
  const [said, setSaid] = useState('');
  useEffect(() => {
    if (focusAt.current === undefined) return;
    const buttons = list.current?.querySelectorAll('button');
    (buttons?.[Math.min(focusAt.current, buttons.length - 1)] ?? heading.current)?.focus();
    focusAt.current = undefined;
  });

  const remove = (index: number) => {
    const gone = redirects[index];
    const rest = redirects.filter((_, i) => i !== index);
    dispatch({ type: 'setData', file: doc!.file, data: { ...doc!.data, redirects: rest as unknown as JsonObject[] } });
    setSaid(`Removed the redirect from ${joinPath(basePath, gone.from)}. Save to keep this change.`);
    focusAt.current = index;
  };

  return (
    <section aria-labelledby="redirects-title" className="ed-redirects">
      <h3 id="redirects-title" ref={heading} tabIndex={-1}>
        Redirects
      </h3>
      <p className="ed-muted">
        When a page gets a new address, its old address is kept here. People who open the old address are sent to the
        new one, and search engines learn where the page went.
      </p>
      {redirects.length ? (
        <ul ref={list} className="ed-redirect-list">
          {redirects.map((redirect, i) => (
            <li key={`${i}:${redirect.from}`}>
              <span className="ed-redirect">
                <span className="ed-address">{joinPath(basePath, redirect.from)}</span>
                <span aria-hidden="true"> → </span>
                <span className="ed-visually-hidden"> leads to </span>
                <span className="ed-address">{joinPath(basePath, redirect.to)}</span>
              </span>
              <button
                type="button"
                className="ed-button"
                aria-label={`Remove the redirect from ${joinPath(basePath, redirect.from)}`}
                onClick={() => remove(i)}
              >
                Remove
              </button>
            </li>
          ))}
        </ul>
      ) : (
        <p>This site has no redirects.</p>
      )}
      <p aria-live="polite" className="ed-muted">
        {said}
      </p>
    </section>
  );
}
