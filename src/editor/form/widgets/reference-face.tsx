import type { ReferenceChoice } from '../reference-choices';

/** An entry as the pickers show it: its picture, its name, and its line of facts (a person's role) with its collection. */
export function ChoiceFace({ siteId, choice, chosen }: { siteId: string; choice: ReferenceChoice; chosen?: boolean }) {
  return (
    <span className="ed-reference-face">
      {choice.picture ? (
        <img src={`/media/${siteId}/${choice.picture}`} alt="" width={44} height={44} loading="lazy" />
      ) : (
        <span className="ed-reference-thumb" aria-hidden="true" />
      )}
      <span className="ed-reference-words">
        <span className="ed-reference-title">{choice.title}</span>
        <span className="ed-reference-meta">
          {[choice.meta, choice.collectionTitle].filter(Boolean).join(' · ')}
          {chosen && ' · the current choice'}
        </span>
      </span>
    </span>
  );
}
