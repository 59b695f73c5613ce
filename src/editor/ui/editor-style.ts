import { createGlobalStyle } from 'styled-components';

/** Phones and narrow windows, where the editor is one column that the page scrolls. */
export const ONE_COLUMN = '(max-width: 900px)';

/** The editor's own look: calm, high-contrast, built for a 1280 px wide screen and up. */
export const EditorStyle = createGlobalStyle`
  *, *::before, *::after { box-sizing: border-box; }
  body { margin: 0; font: 15px/1.45 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; color: #1f2937; background: #f3f4f6; }
  h1, h2, h3 { margin: 0 0 8px; line-height: 1.2; }
  h1 { font-size: 18px; }
  h2 { font-size: 16px; }
  h3 { font-size: 15px; }
  a { color: #1d4ed8; }
  :focus-visible { outline: 3px solid #2563eb; outline-offset: 2px; }

  /* Hidden but read aloud. Its size wins over the rules that widen a dialog's fields (a file input there was as wide as the dialog, out to the right of it). */
  .ed-visually-hidden { position: absolute; width: 1px !important; height: 1px !important; padding: 0 !important; border: 0 !important; margin: -1px; overflow: hidden; clip-path: inset(50%); white-space: nowrap; }
  .ed-muted { color: #4b5563; font-size: 13px; margin: 4px 0; }
  .ed-field-error, .error-detail li, .error-detail { color: #b91c1c; font-size: 13px; margin: 4px 0; }
  .error-detail { list-style: none; padding: 0; }
  .ed-badge { display: inline-block; margin-left: 6px; padding: 0 6px; border-radius: 999px; background: #fee2e2; color: #991b1b; font-size: 12px; font-weight: 600; }
  .ed-page-message { padding: 32px; }

  .ed-button {
    display: inline-flex; align-items: center; gap: 4px; padding: 6px 10px; border: 1px solid #9ca3af; border-radius: 6px;
    background: #fff; color: #1f2937; font: inherit; font-size: 13px; cursor: pointer;
  }
  .ed-button:hover:not(:disabled) { background: #f3f4f6; }
  .ed-button:disabled { color: #6b7280; border-color: #d1d5db; cursor: not-allowed; }
  .ed-button-primary { background: #1d4ed8; border-color: #1d4ed8; color: #fff; }
  .ed-button-primary:hover:not(:disabled) { background: #1e40af; }
  .ed-button-danger { color: #b91c1c; border-color: #fca5a5; }
  .ed-wide { width: 100%; justify-content: flex-start; margin-bottom: 8px; }
  .ed-button[aria-current='true'] { border-color: #1d4ed8; box-shadow: inset 3px 0 0 #1d4ed8; }
  .ed-actions { display: flex; gap: 8px; flex-wrap: wrap; margin-top: 12px; }
  .ed-stack { display: flex; flex-direction: column; gap: 6px; }
  .ed-row { display: flex; align-items: center; justify-content: space-between; gap: 8px; }
  .ed-inline { display: flex; gap: 6px; align-items: center; }

  .ed-shell { display: grid; grid-template-columns: 220px minmax(0, 1fr) 440px; grid-template-rows: auto minmax(0, 1fr); height: 100vh; }
  .ed-top { grid-column: 1 / -1; display: flex; flex-wrap: wrap; align-items: center; gap: 12px; padding: 8px 16px; background: #fff; border-bottom: 1px solid #d1d5db; }
  .ed-top h1 { margin: 0; }
  .ed-top-tools { margin-left: auto; display: flex; gap: 6px; }
  .ed-status { flex-basis: 100%; }
  /* Two lines are kept for the save's answer even while there is none, and a longer one scrolls inside them: a message appearing never moves the controls under the pointer. */
  .ed-status p { margin: 0; height: 3em; line-height: 1.5; overflow-y: auto; }
  .ed-count { font-size: 13px; color: #166534; }
  .ed-count-bad { color: #991b1b; font-weight: 600; }

  .ed-nav { overflow: auto; padding: 12px; background: #fff; border-right: 1px solid #d1d5db; }
  .ed-nav ul { list-style: none; padding: 0; margin: 8px 0 16px; }
  .ed-nav li a { display: flex; justify-content: space-between; gap: 4px; padding: 6px 8px; border-radius: 6px; text-decoration: none; color: #1f2937; }
  .ed-nav li a[aria-current='page'] { background: #dbeafe; font-weight: 600; }
  .ed-nav small { color: #4b5563; }

  .ed-preview { min-width: 0; display: flex; flex-direction: column; gap: 6px; background: #e5e7eb; padding: 8px; }
  .ed-preview-width { font-size: 13px; }
  .ed-viewport { flex: 1; min-height: 0; overflow: hidden; }
  .ed-viewport-inner { width: 100%; height: 100%; }
  .ed-preview-frame { display: block; width: 100%; height: 100%; border: 1px solid #9ca3af; background: #fff; }

  .ed-review { max-width: 1400px; margin: 0 auto; padding: 16px 16px 64px; }
  .ed-review h1 { font-size: 1.5rem; margin: 8px 0; }
  .ed-review-note { margin: 8px 0; padding: 8px 12px; border-left: 4px solid #6b7280; background: #f3f4f6; }
  .ed-review-newer { padding: 8px 12px; border: 2px solid #b45309; background: #fffbeb; }
  .ed-review-pair { display: grid; grid-template-columns: 1fr 1fr; gap: 12px; }
  .ed-review-side { margin: 0; }
  .ed-review-side figcaption { font-weight: 600; margin-bottom: 4px; }
  .ed-review-frame { height: 75vh; }
  .ed-review-pictures { list-style: none; margin: 0 0 12px; padding: 0; display: flex; flex-wrap: wrap; gap: 12px 24px; }
  .ed-review-pictures li { display: flex; align-items: center; gap: 8px; }
  .ed-review-pictures figure { margin: 0; font-size: 13px; }
  .ed-review-pictures figcaption { font-weight: 600; }
  .ed-review-pictures img { display: block; width: 120px; height: 80px; object-fit: cover; border: 1px solid #d1d5db; border-radius: 4px; background: #f3f4f6; }
  .ed-review-pictures p { width: 120px; margin: 0; color: #4b5563; }
  .ed-review-later { min-height: calc(75vh + 28px); margin: 0; }
  .ed-review-switch { display: flex; gap: 6px; }
  .ed-review-switch .ed-button[aria-pressed='true'], .ed-review-switch .ed-button[aria-pressed='true']:hover { background: #1d4ed8; color: #fff; border-color: #1d4ed8; }
  .ed-review-decide { margin-top: 24px; display: grid; gap: 12px; max-width: 560px; }
  .ed-review-decide form { display: grid; grid-template-columns: minmax(0, 1fr); gap: 6px; }
  .ed-review-decide button { justify-self: start; }
  .ed-review-decide select { width: 100%; min-height: 44px; font-size: 15px; }
  /* A reviewer often decides on a phone: the switch and the decision are finger-sized. */
  .ed-review-switch .ed-button, .ed-review-decide .ed-button { min-height: 44px; padding: 10px 16px; font-size: 15px; }
  @media (max-width: 899px) {
    .ed-review-pair { grid-template-columns: 1fr; }
  }

  .ed-panel { overflow: auto; padding: 12px 14px 48px; background: #fff; border-left: 1px solid #d1d5db; }
  .ed-sections ol { list-style: none; padding: 0; margin: 8px 0 16px; }
  .ed-sections li { border: 1px solid #d1d5db; border-radius: 8px; margin-bottom: 6px; background: #fff; }
  .ed-sections li.ed-section-open { border-color: #1d4ed8; box-shadow: 0 0 0 1px #1d4ed8; }
  .ed-section-name { display: flex; flex-wrap: wrap; gap: 4px 8px; width: 100%; padding: 8px; border: 0; background: none; font: inherit; text-align: left; cursor: pointer; color: inherit; }
  .ed-section-name span:not(.ed-badge) { color: #4b5563; font-size: 13px; }
  .ed-section-tools { display: flex; gap: 4px; padding: 0 8px 8px; }
  .ed-field-comment { margin: 4px 0 8px; padding: 6px 10px; border-left: 4px solid #b45309; background: #fffbeb; color: #1f2937; font-size: 14px; overflow-wrap: anywhere; }
  .ed-problems { border: 1px solid #fca5a5; background: #fef2f2; border-radius: 8px; padding: 8px 12px; margin-bottom: 12px; }
  .ed-problems ul { margin: 0; padding-left: 18px; font-size: 13px; }
  .ed-problems h2 { font-size: 14px; margin: 0 0 4px; }
  .ed-problems a { color: #991b1b; }
  .ed-problem-file { color: #374151; overflow-wrap: anywhere; }
  .ed-find-fields { display: flex; flex-wrap: wrap; gap: 8px 16px; }
  .ed-find-fields label { display: flex; flex-direction: column; gap: 2px; flex: 1 1 220px; }
  .ed-find-tools { display: flex; flex-wrap: wrap; gap: 6px; margin: 8px 0; }
  .ed-find-list { list-style: none; padding: 0; margin: 0; max-height: 50vh; overflow: auto; }
  .ed-find-list li { display: grid; grid-template-columns: 1fr auto; gap: 2px 8px; padding: 6px 0; border-top: 1px solid #e5e7eb; }
  .ed-find-list label { grid-column: 1; display: flex; gap: 6px; align-items: baseline; text-align: left; }
  .ed-find-list input[type='checkbox'] { width: auto; flex: none; margin: 0; }
  .ed-find-context { grid-column: 1; font-size: 13px; color: #374151; overflow-wrap: anywhere; }
  .ed-find-list .ed-button { grid-column: 2; grid-row: 1 / span 2; align-self: center; }
  .ed-redirect-list { list-style: none; padding: 0; margin: 0; }
  .ed-redirect-list li { display: flex; flex-wrap: wrap; align-items: center; justify-content: space-between; gap: 4px 8px; padding: 6px 0; border-top: 1px solid #e5e7eb; }
  .ed-redirect { overflow-wrap: anywhere; min-width: 0; flex: 1 1 200px; }
  .ed-redirects { margin-top: 16px; }
  /* An address wraps as a whole where it can, and inside only where it is longer than the line. */
  .ed-address { display: inline-block; max-width: 100%; }
  .ed-link { border: 0; background: none; padding: 0; font: inherit; text-decoration: underline; cursor: pointer; }
  .ed-hint { color: #4b5563; }

  .ed-share { margin-top: 20px; border-top: 1px solid #e5e7eb; padding-top: 8px; }
  .ed-share h3 { font-size: 15px; margin: 4px 0; }
  .ed-share-card { margin: 8px 0; max-width: 420px; border: 1px solid #d1d5db; border-radius: 10px; overflow: hidden; background: #f9fafb; }
  .ed-share-card img { display: block; width: 100%; height: auto; aspect-ratio: 1200 / 630; }
  .ed-share-card figcaption { display: flex; flex-direction: column; gap: 2px; padding: 8px 12px 10px; font-size: 13px; }
  .ed-share-address { color: #4b5563; font-size: 12px; text-transform: uppercase; }
  .ed-share-title { font-size: 14px; }
  .ed-share-description { color: #374151; display: -webkit-box; -webkit-line-clamp: 2; -webkit-box-orient: vertical; overflow: hidden; }
  .ed-share-problem { color: #b91c1c; font-size: 13px; }
  .ed-form fieldset { border: 1px solid #e5e7eb; border-radius: 8px; padding: 8px 10px; margin: 8px 0; min-width: 0; }
  .ed-form legend { font-weight: 600; padding: 0 4px; }
  .ed-form .form-group { margin-bottom: 10px; }
  .ed-form label, .ed-form .control-label { display: block; font-weight: 600; font-size: 13px; margin-bottom: 2px; }
  .ed-required { font-weight: 400; color: #4b5563; }
  .ed-form .field-description, .ed-form .help-block { color: #4b5563; font-size: 12.5px; margin: 0 0 4px; }
  .form-control, .ed-form input:not([type='checkbox']):not([type='radio']):not([type='color']), .ed-form select, .ed-form textarea, .ed-dialog input:not([type='radio']):not([type='checkbox']), .ed-dialog textarea, .ed-href select {
    width: 100%; padding: 6px 8px; border: 1px solid #6b7280; border-radius: 6px; font: inherit; background: #fff; color: #111827;
  }
  .ed-form textarea, .ed-dialog textarea { min-height: 72px; resize: vertical; }
  .ed-form .rjsf-array-item { display: flex; flex-direction: column; border-top: 1px dashed #9ca3af; padding-top: 6px; margin-top: 6px; }
  .ed-form .array-item-toolbox { margin: 2px 0 6px; }
  .ed-form .btn-group { display: flex; gap: 4px; flex-wrap: wrap; }
  .ed-entry-buttons { display: contents; }
  .ed-href { display: flex; flex-direction: column; gap: 4px; }
  /* Rich text: a toolbar over a writing area that shows bold, lists and quotes as the site does. */
  .ed-rich { display: grid; gap: 4px; margin: 8px 0; }
  .ed-rich-label { font-weight: 600; }
  /* The buttons stay in sight while a long text is written. */
  .ed-rich-tools { display: flex; flex-wrap: wrap; gap: 4px; position: sticky; top: 0; z-index: 1; padding: 4px 0; background: #fff; }
  .ed-rich-tools .ed-button { min-width: 44px; min-height: 44px; justify-content: center; font-size: 15px; }
  .ed-rich-tools .ed-button svg { display: block; }
  /* Undo and Redo stand apart from the styles, at the end of the row. */
  .ed-rich-tools .ed-rich-undo { margin-left: auto; }
  /* With a mouse, a smaller button is as easy to hit: the nine fit one row of the form's 390 px at 1280 px. */
  @media (hover: hover) and (pointer: fine) {
    .ed-rich-tools .ed-button { min-width: 36px; min-height: 36px; padding: 4px 8px; font-size: 14px; }
  }
  .ed-rich-tools .ed-button[aria-pressed='true'] { background: #1d4ed8; border-color: #1d4ed8; color: #fff; }
  .ed-rich-tools .ed-button[aria-disabled='true'] { color: #6b7280; border-color: #d1d5db; cursor: not-allowed; }
  .ed-rich-bold span { font-weight: 700; }
  .ed-rich-italic span { font-style: italic; font-family: Georgia, serif; }
  .ed-rich-area { min-height: 160px; padding: 8px 12px; border: 1px solid #6b7280; border-radius: 6px; background: #fff; color: #111827; line-height: 1.55; overflow-wrap: anywhere; }
  .ed-rich-area:focus-visible { outline: 3px solid #2563eb; outline-offset: 2px; }
  .ed-rich-area p, .ed-rich-area h2, .ed-rich-area h3 { margin: 0; }
  .ed-rich-area > :not(:first-child), .ed-rich-area blockquote > :not(:first-child) { margin-top: 0.6em; }
  .ed-rich-area h2 { font-size: 1.25em; }
  .ed-rich-area h3 { font-size: 1.1em; }
  .ed-rich-area ul, .ed-rich-area ol { margin: 0; padding-inline-start: 1.5em; }
  .ed-rich-area blockquote { margin: 0; padding-inline-start: 12px; border-inline-start: 3px solid #1d4ed8; color: #374151; }
  .ed-rich-area a { color: #1d4ed8; text-decoration: underline; }
  .ed-rich-area code { font-family: ui-monospace, monospace; background: #f3f4f6; padding: 0 3px; border-radius: 3px; }
  .ed-rich-link { display: grid; gap: 6px; padding: 10px; border: 1px solid #9ca3af; border-radius: 6px; background: #f9fafb; }
  .ed-rich-link-title { margin: 0; font-weight: 600; }
  .ed-rich-link-actions { display: flex; flex-wrap: wrap; gap: 6px; }
  /* One-line texts grow with what is typed, so a long headline is seen whole. */
  .ed-form textarea.ed-line { min-height: 0; resize: none; overflow: hidden; }
  .ed-form textarea.ed-multiline { min-height: 72px; }
  /* The "Add a business detail…" choice (long texts only) sits beside its text box while there is room, and below it, to the right, on a phone. */
  .ed-text { display: flex; flex-wrap: wrap; gap: 4px 6px; align-items: flex-start; }
  .ed-form .ed-text textarea { flex: 1 1 16rem; width: auto; min-width: 0; }
  .ed-form .ed-text select.ed-facts { width: auto; flex: none; margin-left: auto; font-size: 12px; padding: 4px; color: #374151; }
  .ed-field-note:empty { display: none; }
  /* A warning under a colour that makes text hard to read: amber, with the nearest readable shade to take. */
  .ed-field-warning { margin-top: 6px; padding: 6px 10px; border-left: 4px solid #b45309; background: #fffbeb; color: #78350f; font-size: 13px; }
  .ed-field-warning p { margin: 0 0 6px; }
  /* A colour field's suggested colours: small round swatches, each a button named by its colour. */
  .ed-swatches { display: flex; flex-wrap: wrap; gap: 6px; margin-top: 6px; }
  .ed-swatch { width: 24px; height: 24px; padding: 0; border-radius: 50%; border: 1px solid #6b7280; cursor: pointer; }
  .ed-swatch:focus-visible { outline: 3px solid #2563eb; outline-offset: 2px; }
  .ed-field-note { color: #166534; }
  /* Fields a kind of site has no use for stay in the form's data but out of sight. */
  .ed-form .hidden { display: none; }
  .ed-advanced { margin: 12px 0; padding: 6px 10px; border: 1px solid #d1d5db; border-radius: 8px; }
  .ed-advanced summary { cursor: pointer; font-weight: 600; }
  /* The file input is hidden: its focus shows on the button-like label that opens it. */
  .ed-drop:has(input[type='file']:focus-visible) label.ed-button { outline: 3px solid #2563eb; outline-offset: 2px; }
  .ed-switch { display: inline-flex !important; align-items: center; gap: 8px; cursor: pointer; }
  .ed-switch input { width: 36px; height: 20px; accent-color: #1d4ed8; }
  .ed-image-row { display: flex; gap: 10px; align-items: center; margin-bottom: 6px; }
  .ed-image-row img { object-fit: cover; border-radius: 4px; border: 1px solid #d1d5db; }
  .ed-image-name { margin: 0 0 4px; font-size: 13px; word-break: break-all; }

  .ed-dialog { width: min(560px, 92vw); max-height: 90vh; border: 0; border-radius: 12px; padding: 16px 20px; box-shadow: 0 20px 50px rgb(0 0 0 / 0.3); }
  .ed-dialog-wide { width: min(960px, 94vw); }
  .ed-dialog::backdrop { background: rgb(17 24 39 / 0.5); }
  /* A long dialog (the section types, the matches of a search) scrolls under its title, so Close stays in reach. */
  .ed-dialog-head { display: flex; justify-content: space-between; align-items: center; margin: -16px 0 8px; padding: 12px 0 8px; position: sticky; top: -16px; z-index: 1; background: #fff; }
  .ed-dialog label { font-weight: 600; font-size: 13px; }
  .ed-type-list { list-style: none; padding: 0; display: grid; grid-template-columns: repeat(auto-fill, minmax(260px, 1fr)); gap: 8px; }
  .ed-type { display: flex; flex-direction: column; gap: 2px; width: 100%; height: 100%; padding: 10px; border: 1px solid #d1d5db; border-radius: 8px; background: #fff; font: inherit; text-align: left; cursor: pointer; color: inherit; }
  .ed-type:hover { border-color: #1d4ed8; }
  .ed-type span { font-size: 13px; color: #4b5563; }
  .ed-drop { border: 2px dashed #9ca3af; border-radius: 10px; padding: 12px; text-align: center; margin-bottom: 12px; }
  .ed-drop-name { text-align: left; margin-bottom: 8px; }
  .ed-drop-over { border-color: #1d4ed8; background: #eff6ff; }
  .ed-thumbs { display: grid; grid-template-columns: repeat(auto-fill, minmax(120px, 1fr)); gap: 8px; border: 0; padding: 0; margin: 0 0 12px; max-height: 40vh; overflow: auto; }
  .ed-thumbs legend { font-weight: 600; margin-bottom: 6px; }
  .ed-thumb { display: flex; flex-direction: column; gap: 4px; padding: 4px; border: 2px solid transparent; border-radius: 8px; cursor: pointer; font-size: 12px !important; font-weight: 400 !important; word-break: break-all; }
  .ed-thumb img { width: 100%; height: 80px; object-fit: cover; border-radius: 4px; background: #f3f4f6; }
  .ed-thumb-on { border-color: #1d4ed8; background: #eff6ff; }
  .ed-thumb:has(input:focus-visible) { outline: 3px solid #2563eb; }

  .ed-home { max-width: 1200px; margin: 0 auto; padding: 24px; }
  .ed-home h1 { font-size: 24px; }
  .ed-site-grid { display: grid; grid-template-columns: repeat(auto-fill, minmax(min(280px, 100%), 1fr)); gap: 12px; margin-top: 16px; }
  .ed-site-card { min-width: 0; background: #fff; border: 1px solid #d1d5db; border-radius: 10px; padding: 12px 16px; overflow-wrap: anywhere; }
  .ed-group-heading { font-size: 18px; margin: 24px 0 0; }
  /* A long name takes two lines at most, broken anywhere if it must; the whole name is its title and accessible name. */
  .ed-site-card h3 { margin: 0 0 4px; font-size: 17px; display: -webkit-box; -webkit-box-orient: vertical; -webkit-line-clamp: 2; line-clamp: 2; overflow: hidden; }
  .ed-site-kind { margin: -4px 0 8px; }
  .ed-choices { display: grid; gap: 6px; margin: 0; padding: 8px 12px; border: 1px solid #d1d5db; border-radius: 8px; }
  .ed-choices legend { font-weight: 600; padding: 0 4px; }
  .ed-choices label { display: flex; gap: 8px; align-items: flex-start; font-weight: normal; }
  .ed-choices input { flex: none; margin: 3px 0 0; }
  .ed-site-card ul { padding-left: 18px; margin: 8px 0 0; }

  /* Team mode's panel: a bar at the top of the page, which holds its floated Publish column (flow-root),
     so the editor below never lays itself out beside it. */
  .ed-team { display: flow-root; background: #fff; border-bottom: 1px solid #d1d5db; padding: 8px 12px; font: 14px/1.45 system-ui, sans-serif; }
  .ed-person-actions { display: flex; flex-wrap: wrap; gap: 4px; margin: 4px 0; }
  /* The audit log scrolls in a box of its own: a long log never stretches the panel or the bar. */
  .ed-audit-scroll { max-height: 50vh; overflow: auto; margin: 4px 0 8px; border: 1px solid #d1d5db; border-radius: 6px; padding: 4px 8px; }
  .ed-audit { list-style: none; padding: 0; margin: 0; overflow-wrap: anywhere; }
  .ed-audit li { margin-bottom: 4px; }
  .ed-audit-address { color: #52525b; }
  /* An editing screen takes the window's height under the bar; an opened panel scrolls in at most half of it. */
  .ed-frame:has(> .ed-shell) { display: flex; flex-direction: column; height: 100vh; }
  .ed-frame > .ed-shell { flex: 1 1 0; min-height: 0; height: auto; }
  .ed-frame:has(> .ed-shell) > .ed-team { flex: none; max-height: 45vh; overflow: auto; }

  /* Phones and narrow windows: one column that the page scrolls (top bar, pages, preview, form). */
  @media ${ONE_COLUMN} {
    .ed-shell { grid-template-columns: minmax(0, 1fr); grid-template-rows: none; height: auto; }
    .ed-frame:has(> .ed-shell) { display: block; height: auto; }
    .ed-frame:has(> .ed-shell) > .ed-team { max-height: none; overflow: visible; }
    .ed-top { padding: 8px 12px; gap: 6px 12px; }
    .ed-top h1 { flex-basis: 100%; font-size: 18px; }
    /* Undo, Redo and Save stay in reach at the bottom edge, with the save's answer just above them, however far down the form is. */
    .ed-top-tools { flex-wrap: wrap; position: fixed; left: 0; right: 0; bottom: 0; z-index: 40; justify-content: flex-end;
      margin: 0; padding: 8px 12px; background: #fff; border-top: 1px solid #d1d5db; }
    .ed-status { position: fixed; left: 0; right: 0; bottom: 52px; z-index: 40; padding: 0 12px; background: #fff; }
    .ed-status p { height: auto; max-height: 30vh; }
    .ed-status p:not(:empty) { padding: 6px 0; border-top: 1px solid #d1d5db; }
    .ed-nav { overflow: visible; border-right: 0; border-bottom: 1px solid #d1d5db; }
    .ed-nav ul { display: flex; flex-wrap: wrap; gap: 4px; margin: 8px 0; }
    .ed-stack { flex-direction: row; flex-wrap: wrap; }
    .ed-preview { height: 75vh; }
    .ed-panel { overflow: visible; border-left: 0; padding: 12px 12px 140px; }
    /* Dialogs become sheets from the bottom edge, the page's top bar still in sight above them. */
    /* 100%, not 100vw: the window's width without its scrollbar, so the right edge is never under it. */
    .ed-dialog, .ed-dialog-wide { width: 100%; max-width: 100%; max-height: 88vh; margin: auto 0 0; padding: 12px; border-radius: 12px 12px 0 0; }
    .ed-dialog-head { margin-top: -12px; top: -12px; }
    .ed-type-list { grid-template-columns: minmax(0, 1fr); }
  }
`;
