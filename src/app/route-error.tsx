/**
 * Shown when a page cannot be rendered (the development server shows it for a
 * failure in code). It has no site theme to lean on (the failure may be in the
 * theme), so it is plain on purpose.
 */
export function RouteError({ error }: { error: unknown }) {
  const detail =
    error instanceof Response
      ? `${error.status} ${error.statusText}`
      : error instanceof Error
        ? error.message
        : String(error);
  return (
    <main style={{ fontFamily: 'system-ui, sans-serif', padding: '2rem', maxWidth: '40rem', margin: '0 auto' }}>
      <h1 style={{ fontSize: '1.75rem' }}>Unexpected Application Error!</h1>
      <h2 style={{ fontSize: '1.125rem', fontStyle: 'italic' }}>{detail}</h2>
      <p style={{ marginTop: '1rem' }}>
        <a href="/">Return to Home</a>
      </p>
    </main>
  );
}
