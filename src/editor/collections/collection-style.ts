import { createGlobalStyle } from 'styled-components';
import { ONE_COLUMN } from '../ui/editor-style';

/** The look of a collection's list: the site's pages on the left, the entries in one scrolling column. */
export const CollectionStyle = createGlobalStyle`
  .ed-shell-list { grid-template-columns: 220px minmax(0, 1fr); }
  .ed-entries { overflow: auto; padding: 16px 20px 48px; }
  .ed-entries-head { display: flex; flex-wrap: wrap; gap: 8px 16px; align-items: center; justify-content: space-between; }
  .ed-entries-head h2 { margin: 0; }
  .ed-new-entry { flex: 1 1 100%; display: grid; gap: 6px; padding: 12px; margin: 8px 0; background: #fff; border: 1px solid #d1d5db; border-radius: 8px; }
  .ed-new-entry h3 { margin: 0; font-size: 15px; }
  .ed-new-entry label { display: flex; flex-direction: column; gap: 2px; font-weight: 600; font-size: 13px; }
  .ed-new-entry input { padding: 6px 8px; border: 1px solid #6b7280; border-radius: 6px; font: inherit; font-weight: 400; }
  .ed-new-entry-slug { display: flex; align-items: center; gap: 4px; font-weight: 400; }
  .ed-new-entry-slug input { flex: 1 1 auto; min-width: 0; font-family: ui-monospace, monospace; }
  .ed-new-entry p { margin: 0; font-size: 13px; }
  .ed-new-entry-buttons, .ed-entry-actions { display: flex; flex-wrap: wrap; gap: 8px; align-items: start; }
  .ed-entry-actions { margin: 4px 0 12px; }
  .ed-entry-refusal { flex: 1 1 100%; color: #b91c1c; font-size: 14px; }
  .ed-entry-refusal p { margin: 4px 0; }
  .ed-entry-tools { display: flex; flex-wrap: wrap; gap: 8px 16px; align-items: end; margin: 8px 0 12px; }
  .ed-entry-tools label { display: flex; flex-direction: column; gap: 2px; font-weight: 600; font-size: 13px; flex: 1 1 14rem; }
  .ed-entry-tools label:not(:first-child) { flex: 0 1 11rem; }
  .ed-entry-tools input, .ed-entry-tools select { padding: 6px 8px; border: 1px solid #6b7280; border-radius: 6px; font: inherit; font-weight: 400; background: #fff; }
  .ed-entry-list { list-style: none; padding: 0; margin: 0; display: grid; gap: 6px; }
  .ed-entry-more { margin: 12px 0 0; }
  .ed-entry-list a { display: grid; grid-template-columns: 64px minmax(0, 1fr) auto; gap: 4px 12px; align-items: center;
    padding: 6px 8px; background: #fff; border: 1px solid #d1d5db; border-radius: 8px; color: inherit; text-decoration: none; }
  .ed-entry-list a:hover { border-color: #1d4ed8; }
  .ed-entry-list img, .ed-entry-thumb { width: 64px; height: 48px; object-fit: cover; border-radius: 4px; background: #e5e7eb; }
  .ed-entry-title { font-weight: 600; overflow-wrap: anywhere; }
  .ed-entry-facts { display: block; color: #4b5563; font-size: 13px; }
  .ed-entry-status { font-size: 12px; font-weight: 600; padding: 2px 8px; border-radius: 999px; background: #dcfce7; color: #166534; white-space: nowrap; }
  .ed-entry-status-draft { background: #f3f4f6; color: #374151; }
  .ed-entry-status-scheduled { background: #fef3c7; color: #92400e; }
  @media ${ONE_COLUMN} {
    .ed-shell-list { grid-template-columns: minmax(0, 1fr); }
    .ed-entries { overflow: visible; padding: 12px 12px 140px; }
    .ed-entry-list a { grid-template-columns: 56px minmax(0, 1fr); }
    .ed-entry-list img, .ed-entry-thumb { width: 56px; height: 42px; }
    .ed-entry-status { grid-column: 2; justify-self: start; }
  }
`;
