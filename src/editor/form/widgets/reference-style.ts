import { createGlobalStyle } from 'styled-components';

/** The reference pickers' look: finger-sized rows (44 px and up) with the entry's picture, at any width. */
export const ReferenceStyle = createGlobalStyle`
  .ed-reference-button { display: flex; align-items: center; justify-content: space-between; gap: 8px; width: 100%;
    min-height: 56px; padding: 6px 10px; border: 1px solid #6b7280; border-radius: 6px; background: #fff; color: inherit;
    font: inherit; text-align: left; cursor: pointer; }
  .ed-reference-button:hover:not(:disabled) { border-color: #1d4ed8; background: #f9fafb; }
  .ed-reference-change { flex: none; color: #1d4ed8; font-weight: 600; font-size: 14px; }
  .ed-reference-face { display: flex; align-items: center; gap: 10px; min-width: 0; }
  .ed-reference-face img, .ed-reference-thumb { flex: none; width: 44px; height: 44px; object-fit: cover; border-radius: 50%;
    background: #e5e7eb; border: 1px solid #d1d5db; }
  .ed-reference-words { display: flex; flex-direction: column; min-width: 0; }
  .ed-reference-title { font-weight: 600; overflow-wrap: anywhere; }
  .ed-reference-meta { color: #4b5563; font-size: 13px; overflow-wrap: anywhere; }
  .ed-reference-count { margin: 6px 0; }
  .ed-reference-list { list-style: none; margin: 0; padding: 0; display: grid; gap: 4px; max-height: min(60vh, 480px); overflow: auto; }
  .ed-reference-list li { min-height: 56px; display: flex; align-items: center; padding: 5px 8px; border: 2px solid transparent;
    border-radius: 8px; cursor: pointer; }
  .ed-reference-list li.ed-reference-active { border-color: #1d4ed8; background: #eff6ff; }
  .ed-reference-none { min-height: 44px; padding: 10px 16px; }
`;
