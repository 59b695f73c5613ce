import { expect, test } from './fixtures.ts';
import { builtHeaders } from './page-checks/served.ts';

// That every page arrives with these headers and breaks none of them is checked on each page (./page-checks/served.ts).
test('the built headers forbid framing, inline script without a hash and plug-ins', () => {
  const headers = builtHeaders('/');
  const policy = headers['Content-Security-Policy'];
  expect(policy).toMatch(/frame-ancestors 'none'/);
  expect(policy).toMatch(/object-src 'none'/);
  expect(policy).toMatch(/script-src 'self'( 'sha256-[A-Za-z0-9+/=]+')*(;|$)/);
  expect(headers['X-Frame-Options']).toBe('DENY');
  expect(headers['X-Content-Type-Options']).toBe('nosniff');
  expect(headers['Referrer-Policy']).toBeTruthy();
  expect(headers['Permissions-Policy']).toBeTruthy();
});
