/**
 * Every [data-current-year] element shows the year the page is read in. The
 * prerendered HTML carries the build's year; this corrects it as soon as the
 * page runs, so a copyright line is never frozen at the year the site was
 * built. A plain script rather than an island: it needs no React.
 */
export function showCurrentYear(): void {
  const year = String(new Date().getFullYear());
  for (const element of document.querySelectorAll('[data-current-year]')) {
    if (element.textContent !== year) element.textContent = year;
  }
}
