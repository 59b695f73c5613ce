import { useEffect, useState } from 'react';
import { api, ApiError } from '../api';
import type { SharePreview } from '../protocol';
import type { Json, JsonObject } from '../store/state';

/** Long enough that typing a title draws one card when the typing stops, not one per key. */
const DELAY_MS = 500;

interface Props {
  siteId: string;
  page: JsonObject;
  /** Opens the picture picker to choose the page's own share picture. */
  onPickPicture: () => void;
}

/** The fields a card is made from: its text, its own picture, and the hero sections whose picture it may show. */
function cardFields(page: JsonObject): JsonObject {
  const blocks = Array.isArray(page.blocks) ? page.blocks : [];
  return {
    title: page.title ?? '',
    description: page.description ?? '',
    ...(page.share ? { share: page.share } : {}),
    blocks: blocks.filter((block: Json) => (block as JsonObject | null)?.type === 'hero'),
  };
}

/** How the page looks when someone shares its link: the picture the build draws, and the words under it, as a chat app sets them. */
export function SharePreviewCard({ siteId, page, onPickPicture }: Props) {
  const [preview, setPreview] = useState<SharePreview>();
  const [problem, setProblem] = useState<string>();
  const fields = JSON.stringify(cardFields(page));

  useEffect(() => {
    let current = true;
    const timer = setTimeout(() => {
      api.shareCard({ site: siteId, page: JSON.parse(fields) as Json }).then(
        (answer) => current && (setPreview(answer), setProblem(undefined)),
        (error: unknown) =>
          current && setProblem(error instanceof ApiError ? error.message : 'The card could not be drawn.'),
      );
    }, DELAY_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [siteId, fields]);

  return (
    <section aria-labelledby="share-preview-title" className="ed-share">
      <h3 id="share-preview-title">When this page is shared</h3>
      <p className="ed-muted">
        What a chat app or social site shows for a link to this page. Change the words and the picture under
        &ldquo;Share&rdquo; above.
      </p>
      {problem && (
        <p role="alert" className="ed-share-problem">
          {problem}
        </p>
      )}
      {preview ? (
        <figure className="ed-share-card" aria-live="polite">
          <img src={preview.picture} alt={`Share picture of ${preview.title}`} width={1200} height={630} />
          <figcaption>
            <span className="ed-share-address">{preview.address}</span>
            <strong className="ed-share-title">{preview.title}</strong>
            <span className="ed-share-description">{preview.description}</span>
          </figcaption>
        </figure>
      ) : (
        !problem && <p className="ed-muted">Drawing the card…</p>
      )}
      <button type="button" className="ed-button" onClick={onPickPicture}>
        Pick a share picture…
      </button>
    </section>
  );
}
