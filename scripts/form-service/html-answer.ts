/**
 * What a visitor sees after the quote form was posted as an ordinary HTML form
 * (no JavaScript): a small page of the service's own, with a way back.
 */
import { escapeHtml } from '../page-template.ts';
import { webUrl } from '../web-url.ts';

/** The page the form was sent from, when the browser said so and it is a web address. */
export const backLink = (referer: string | undefined): string | undefined => webUrl(referer)?.href;

export function htmlAnswer(title: string, lines: string[], back: string | undefined): string {
  const link = back ? `<p><a href="${escapeHtml(back)}">Return to the site</a></p>` : '';
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title>
<style>body{font:1.1rem/1.5 system-ui,sans-serif;max-width:36rem;margin:4rem auto;padding:0 1rem;color:#1a1a1a}a{color:#0b57d0}</style></head>
<body><main><h1>${escapeHtml(title)}</h1>${lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('')}${link}</main></body>
</html>
`;
}

/** Nothing on these pages runs or loads from elsewhere. */
export const HTML_ANSWER_HEADERS = {
  'Content-Type': 'text/html; charset=utf-8',
  'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'; base-uri 'none'",
  'X-Content-Type-Options': 'nosniff',
};
