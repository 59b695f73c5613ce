import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFormService } from '../../scripts/form-service.ts';
import { portOf, rawRequest, requestHead } from '../support/raw-http.ts';

let dir: string;
let server: Server;
let port: number;
const BODY_TIMEOUT_MS = 1_500;
const JSON_HEADERS = { 'Content-Type': 'application/json', Accept: 'application/json' };
const BROWSER_FORM = {
  'Content-Type': 'application/x-www-form-urlencoded',
  Accept: 'text/html,application/xhtml+xml,*/*;q=0.8',
};

function post(id: string, body: string | Buffer, headers: Record<string, string | number> = JSON_HEADERS) {
  const bytes = Buffer.from(body);
  return rawRequest(port, [requestHead('POST', `/f/${id}`, { ...headers, 'Content-Length': bytes.length }), bytes]);
}

const json = (response: { body: Buffer }) => JSON.parse(response.body.toString('utf8'));
const saved = (id: string) =>
  existsSync(join(dir, `${id}.jsonl`))
    ? readFileSync(join(dir, `${id}.jsonl`), 'utf8')
        .split('\n')
        .filter(Boolean)
        .map((line) => JSON.parse(line))
    : [];

async function stillServing() {
  const response = await post('alive', JSON.stringify({ email: 'a@b.co' }));
  expect(response.status).toBe(200);
}

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'form-service-test-'));
  server = await startFormService(0, '127.0.0.1', { submissionsDir: dir, bodyTimeoutMs: BODY_TIMEOUT_MS });
  port = portOf(server);
});

afterAll(() => {
  server?.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('the form service stand-in', () => {
  it('keeps its JSON answers for scripts exactly', async () => {
    expect(json(await post('quote', JSON.stringify({ email: 'jane@example.com', name: 'Jane' })))).toEqual({
      ok: true,
      next: '/thanks',
    });
    const rejected = await post('quote', JSON.stringify({ name: 'Jane' }));
    expect(rejected.status).toBe(422);
    expect(json(rejected)).toEqual({
      error: 'Validation errors',
      errors: [{ code: 'REQUIRED_FIELD_EMPTY', field: 'email', message: 'is required' }],
    });
    const broken = await post('quote', '{"email": ');
    expect(broken.status).toBe(400);
    expect(json(broken)).toEqual({
      error: 'Invalid JSON body',
      errors: [{ code: 'INVALID_JSON', field: '', message: 'is not valid JSON' }],
    });
    expect(rejected.headers['access-control-allow-origin']).toBe('*');
  });

  it('accepts form ids the real service uses and answers 404 to any other, without stopping', async () => {
    expect((await post('a'.repeat(64), JSON.stringify({ email: 'a@b.co' }))).status).toBe(200);
    for (const id of [
      'a'.repeat(65),
      'a'.repeat(250),
      'a'.repeat(5000),
      '..%2f..%2fetc',
      'x%00',
      'x.y',
      '',
      '%C3%A9',
    ]) {
      expect((await post(id, JSON.stringify({ email: 'a@b.co' }))).status, id.slice(0, 20)).toBe(404);
    }
    await stillServing();
  });

  it('refuses deep nesting with 422 and keeps serving', async () => {
    for (const depth of [20_000, 100_000]) {
      const body = `{"email":"a@b.co","x":${'['.repeat(depth)}${']'.repeat(depth)}}`;
      const response = await post('deep', body);
      expect([400, 413, 422]).toContain(response.status);
    }
    const moderate = `{"email":"a@b.co","x":${'['.repeat(20)}${']'.repeat(20)}}`;
    expect((await post('deep', moderate)).status).toBe(422);
    expect(saved('deep')).toEqual([]);
    await stillServing();
  });

  it('stores characters split across network packets intact', async () => {
    const body = Buffer.from(JSON.stringify({ email: 'a@b.co', message: 'café 日本 🎉' }));
    const head = requestHead('POST', '/f/split', { ...JSON_HEADERS, 'Content-Length': body.length });
    // One byte per packet: every multi-byte character is cut in the middle.
    const pieces = [head, ...Array.from(body, (byte) => Buffer.from([byte]))];
    const response = await rawRequest(port, pieces, 1);
    expect(response.status).toBe(200);
    expect(saved('split')[0].fields.message).toBe('café 日本 🎉');
  });

  it('refuses bytes that are not UTF-8', async () => {
    const response = await post(
      'latin',
      Buffer.concat([Buffer.from('{"email":"a@b.co","m":"caf'), Buffer.from([0xe9]), Buffer.from('"}')]),
    );
    expect(response.status).toBe(400);
    expect(saved('latin')).toEqual([]);
  });

  it('keeps what it records apart from what was sent', async () => {
    const sent = { email: 'a@b.co', receivedAt: '1999-01-01T00:00:00.000Z', fields: 'mine' };
    await post('apart', JSON.stringify(sent));
    const [entry] = saved('apart');
    expect(entry.fields).toEqual(sent);
    expect(Date.now() - Date.parse(entry.receivedAt)).toBeLessThan(60_000);
  });

  it('answers 413 and says so when the body is too large', async () => {
    const big = JSON.stringify({ email: 'a@b.co', message: 'x'.repeat(5_000_000) });
    const declared = await post('big', big);
    expect(declared.status).toBe(413);
    expect(json(declared).error).toMatch(/too large/i);
    // The same without a declared length: the bytes are counted as they come.
    const head = `POST /f/big HTTP/1.1\r\nHost: x\r\nConnection: close\r\nContent-Type: application/json\r\nAccept: application/json\r\nTransfer-Encoding: chunked\r\n\r\n`;
    const chunk = 'y'.repeat(64_000);
    const chunked = await rawRequest(port, [
      head,
      ...Array.from({ length: 4 }, () => `${chunk.length.toString(16)}\r\n${chunk}\r\n`),
      '0\r\n\r\n',
    ]);
    expect(chunked.status).toBe(413);
    expect(saved('big')).toEqual([]);
    await stillServing();
  });

  it('gives up on a body that arrives too slowly with 408', async () => {
    const body = JSON.stringify({ email: 'a@b.co', message: 'slow' });
    const head = requestHead('POST', '/f/slow', { ...JSON_HEADERS, 'Content-Length': body.length });
    const started = Date.now();
    const response = await rawRequest(port, [head, ...body.split('')], 200);
    expect(response.status).toBe(408);
    expect(Date.now() - started).toBeLessThan(BODY_TIMEOUT_MS + 2_000);
    expect(saved('slow')).toEqual([]);
    await stillServing();
  });

  it('stores concurrent submissions whole, one line each', async () => {
    const count = 200;
    const answers = await Promise.all(
      Array.from({ length: count }, (_, n) =>
        post('busy', JSON.stringify({ email: `p${n}@b.co`, message: `${n}:${'é'.repeat(2_000 + n)}` })),
      ),
    );
    expect(answers.every((a) => a.status === 200)).toBe(true);
    const entries = saved('busy');
    expect(entries).toHaveLength(count);
    for (const { fields } of entries) {
      const n = Number(fields.message.split(':')[0]);
      expect(fields).toEqual({ email: `p${n}@b.co`, message: `${n}:${'é'.repeat(2_000 + n)}` });
    }
  });

  it('accepts the quote form posted without JavaScript and answers with a thank-you page', async () => {
    const form = new URLSearchParams({
      name: 'Jo <b>',
      email: 'jo@b.co',
      message: 'Hi & bye',
      __proto__: 'x',
    }).toString();
    const response = await post('plain', form, {
      ...BROWSER_FORM,
      Referer: 'http://127.0.0.1:4173/contact?x="><script>',
    });
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    const page = response.body.toString();
    expect(page).toContain('Thank you');
    expect(page).toContain('href="http://127.0.0.1:4173/contact?x=%22%3E%3Cscript%3E"');
    expect(page).not.toContain('<script');
    expect(saved('plain')[0].fields).toEqual({ name: 'Jo <b>', email: 'jo@b.co', message: 'Hi & bye', __proto__: 'x' });
    expect(Object.getPrototypeOf(saved('plain')[0].fields)).toBe(Object.prototype);

    const refused = await post('plain', 'name=Jo', { ...BROWSER_FORM, Referer: 'javascript:alert(1)' });
    expect(refused.status).toBe(422);
    expect(refused.body.toString()).toMatch(/could not be sent[\s\S]*email is required/);
    expect(refused.body.toString()).not.toContain('javascript:');
  });

  it('answers a script that posts a form with JSON', async () => {
    const response = await post('plain-json', 'email=jo%40b.co', {
      'Content-Type': 'application/x-www-form-urlencoded',
      Accept: 'application/json',
    });
    expect(json(response)).toEqual({ ok: true, next: '/thanks' });
  });

  it('refuses other methods and content types plainly', async () => {
    const get = await rawRequest(port, [requestHead('GET', '/f/quote', { Accept: 'application/json' })]);
    expect(get.status).toBe(405);
    expect(get.headers.allow).toBe('POST, OPTIONS');
    expect((await post('quote', 'x', { 'Content-Type': 'text/plain', Accept: 'application/json' })).status).toBe(415);
    const preflight = await rawRequest(port, [requestHead('OPTIONS', '/f/quote')]);
    expect(preflight.status).toBe(204);
    expect(preflight.body.length).toBe(0);
  });

  it('answers 500 when a submission cannot be stored, and keeps serving', async () => {
    const blocked = join(dir, 'not-a-folder');
    writeFileSync(blocked, '');
    const broken = await startFormService(0, '127.0.0.1', { submissionsDir: blocked });
    try {
      const send = (body: string) =>
        rawRequest(portOf(broken), [
          requestHead('POST', '/f/quote', { ...JSON_HEADERS, 'Content-Length': Buffer.byteLength(body) }),
          body,
        ]);
      const failed = await send(JSON.stringify({ email: 'a@b.co' }));
      expect(failed.status).toBe(500);
      expect(json(failed).error).toMatch(/could not store/);
      expect((await send('{}')).status).toBe(422);
    } finally {
      broken.close();
    }
  });

  it('survives a fuzz of hostile bodies, answering each with a status and never a crash', async () => {
    let seed = 11;
    const next = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31);
    const parts = [
      '{',
      '}',
      '[',
      ']',
      '"',
      ':',
      ',',
      '\\',
      '"email"',
      '"a@b.co"',
      'null',
      '1e999',
      '-0',
      '"\\ud800"',
      '\u0000',
      '\xff',
      '%',
      '&',
      '=',
      '__proto__',
      'constructor',
    ];
    const types = [
      'application/json',
      'application/x-www-form-urlencoded',
      'text/plain',
      '',
      'application/json; charset=latin1',
    ];
    let tried = 0;
    for (let n = 0; n < 300; n++) {
      const body = Array.from({ length: next() % 40 }, () => parts[next() % parts.length]).join('');
      const type = types[next() % types.length];
      const response = await post('fuzz', body, {
        ...(type ? { 'Content-Type': type } : {}),
        Accept: 'application/json',
      });
      expect([200, 400, 415, 422]).toContain(response.status);
      tried += 1;
    }
    expect(tried).toBe(300);
    await stillServing();
  });
});
