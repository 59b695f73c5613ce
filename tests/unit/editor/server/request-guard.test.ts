import type { IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import { checkHost, checkWrite } from '../../../../scripts/editor/request-guard.ts';

const PORT = 5180;
const TOKEN = 'a'.repeat(48);
const request = (headers: Record<string, string>) => ({ headers }) as unknown as IncomingMessage;

describe('write requests', () => {
  it('pass from the editor page with the token', () => {
    expect(() =>
      checkWrite(request({ origin: 'http://127.0.0.1:5180', 'x-editor-token': TOKEN }), PORT, TOKEN),
    ).not.toThrow();
  });

  it.each([
    ['another site', { origin: 'https://evil.example', 'x-editor-token': TOKEN }],
    ['another port', { origin: 'http://127.0.0.1:5181', 'x-editor-token': TOKEN }],
    ['no origin', { 'x-editor-token': TOKEN }],
    ['a "null" origin', { origin: 'null', 'x-editor-token': TOKEN }],
  ])('are refused from %s', (_who, headers) => {
    expect(() => checkWrite(request(headers), PORT, TOKEN)).toThrow(/only accepted from the editor/);
  });

  it.each([
    ['no token', {}],
    ['a token from an earlier start', { 'x-editor-token': 'b'.repeat(48) }],
    ['a shorter token', { 'x-editor-token': 'a' }],
  ])('are refused with %s', (_why, headers) => {
    expect(() => checkWrite(request({ origin: 'http://127.0.0.1:5180', ...headers }), PORT, TOKEN)).toThrow(/token/);
  });
});

describe('every request', () => {
  it('must be addressed to the editor itself', () => {
    expect(() => checkHost(request({ host: '127.0.0.1:5180' }), PORT)).not.toThrow();
    expect(() => checkHost(request({ host: 'localhost:5180' }), PORT)).not.toThrow();
    expect(() => checkHost(request({ host: 'rebound.example:5180' }), PORT)).toThrow(/addressed to the editor/);
    expect(() => checkHost(request({}), PORT)).toThrow();
  });
});
